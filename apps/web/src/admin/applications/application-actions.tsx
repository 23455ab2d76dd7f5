import type { ApplicationDetail, StaffAction } from '@cityip/contracts';
import { Button, type ButtonProps, Flex, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ActionModal } from './action-modal.js';

/** How each action's button looks: moving forward is primary, refusing is dangerous. */
const BUTTON_PROPS: Record<StaffAction, ButtonProps> = {
  accept: { type: 'primary' },
  start: { type: 'primary' },
  complete: { type: 'primary' },
  return: {},
  reject: { danger: true },
};

/**
 * The staff actions the application's current state allows (the server lists them), each confirmed
 * first. A step taken replaces the buttons with the next step's: focus, lost with the button used,
 * goes to the actions' box so a keyboard user goes on from there.
 */
export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<StaffAction | null>(null);
  const box = useRef<HTMLDivElement>(null);
  const actions = application.actions.join();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the actions change, the moment their buttons do
  useEffect(() => {
    if (document.activeElement === document.body) box.current?.focus({ preventScroll: true });
  }, [actions]);
  return (
    <div ref={box} tabIndex={-1} className="application-actions">
      {application.actions.length === 0 ? (
        <Typography.Text type="secondary">{t('applicationAdmin.noActions')}</Typography.Text>
      ) : (
        <Flex gap={8} wrap>
          {application.actions.map((action) => (
            <Button key={action} {...BUTTON_PROPS[action]} onClick={() => setConfirming(action)}>
              {t(`applicationAdmin.action.${action}`)}
            </Button>
          ))}
        </Flex>
      )}
      {confirming && (
        <ActionModal
          key={confirming}
          application={application}
          action={confirming}
          onClose={() => setConfirming(null)}
        />
      )}
    </div>
  );
}
