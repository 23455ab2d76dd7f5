import type { ApplicationKindKey } from '@cityip/contracts';
import { Button, type ButtonProps } from 'antd';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showLoginRequired } from '../../api/session-notices.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { ApplicationForm } from './application-form.js';
import type { FormValues } from './form-values.js';
import { kindName } from './kind-text.js';

interface ApplyButtonProps {
  kind: ApplicationKindKey;
  /** The button's text (default "apply online"). */
  children?: string;
  /** Values the form starts with (the patent of an offer). */
  prefill?: FormValues;
  type?: ButtonProps['type'];
  size?: ButtonProps['size'];
  disabled?: boolean;
  /** Names what the button applies for, when its text alone does not (a row of a list). */
  'aria-label'?: string;
}

/**
 * "Apply": a visitor gets the login dialog (the client's 1401 notice), a signed-in user the kind's
 * form in a drawer, which stays usable on a phone.
 */
export function ApplyButton({
  kind,
  children,
  prefill,
  type = 'primary',
  size,
  disabled,
  'aria-label': ariaLabel,
}: ApplyButtonProps) {
  const { t, i18n } = useTranslation();
  const signedIn = isUserSession(useSession());
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const name = kindName(kind, i18n.language);
  return (
    <>
      <Button
        type={type}
        size={size}
        disabled={disabled}
        aria-label={ariaLabel}
        onClick={() => (signedIn ? setOpen(true) : showLoginRequired())}
      >
        {children ?? t('applications.apply')}
      </Button>
      <ReturnFocusDrawer
        open={open}
        onClose={() => setOpen(false)}
        destroyOnHidden
        size="large"
        aria-labelledby={titleId}
        title={
          <h2 id={titleId} className="application-drawer-title">
            {name}
          </h2>
        }
        closable={{ 'aria-label': t('applications.close') }}
        styles={{ wrapper: { maxWidth: '100vw' } }}
      >
        <ApplicationForm kind={kind} prefill={prefill} />
      </ReturnFocusDrawer>
    </>
  );
}
