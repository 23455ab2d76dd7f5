import type { ApplicationDetail, StaffAction } from '@cityip/contracts';
import { Button, type ButtonProps, Flex, Typography } from 'antd';
import { useState } from 'react';
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

/** The staff actions the application's current state allows (the server lists them), each confirmed first. */
export function ApplicationActions({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState<StaffAction | null>(null);
  if (application.actions.length === 0) {
    return <Typography.Text type="secondary">{t('applicationAdmin.noActions')}</Typography.Text>;
  }
  return (
    <>
      <Flex gap={8} wrap>
        {application.actions.map((action) => (
          <Button key={action} {...BUTTON_PROPS[action]} onClick={() => setConfirming(action)}>
            {t(`applicationAdmin.action.${action}`)}
          </Button>
        ))}
      </Flex>
      {confirming && (
        <ActionModal
          key={confirming}
          application={application}
          action={confirming}
          onClose={() => setConfirming(null)}
        />
      )}
    </>
  );
}
