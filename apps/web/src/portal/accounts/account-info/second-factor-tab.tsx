import type { SecondFactorStatus } from '@cityip/contracts';
import { Alert, App } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../../api/error-text.js';
import { CodeForm } from '../../second-factor/code-form.js';
import { RecoveryCodesPanel } from '../../second-factor/recovery-codes-panel.js';
import { useRecoveryCodeRenewal } from '../../second-factor/second-factor-api.js';

/** At or below this many unused recovery codes the tab urges new ones. */
const FEW_RECOVERY_CODES = 3;

/**
 * Two-step verification of an account that has an authenticator (staff, security case 3): how
 * many recovery codes are left, and a new set for a current authenticator code, shown once.
 */
export function SecondFactorTab({ status }: { status: SecondFactorStatus }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const renewRecoveryCodes = useRecoveryCodeRenewal();
  const [codes, setCodes] = useState<string[] | null>(null);

  if (codes) return <RecoveryCodesPanel codes={codes} onContinue={() => setCodes(null)} />;
  const renew = async (code: string) => {
    try {
      setCodes(await renewRecoveryCodes(code));
      message.success(t('secondFactor.renewed'));
      return null;
    } catch (error) {
      return requestErrorText(error, t) ?? t('secondFactor.failed');
    }
  };
  return (
    <section aria-labelledby="second-factor-title" className="account-second-factor">
      <h2 id="second-factor-title">{t('secondFactor.accountTitle')}</h2>
      <p>{t('secondFactor.accountOn')}</p>
      <p>{t('secondFactor.codesLeft', { count: status.recoveryCodesLeft })}</p>
      {status.recoveryCodesLeft <= FEW_RECOVERY_CODES && (
        <Alert type="warning" showIcon title={t('secondFactor.codesLow')} />
      )}
      <h3>{t('secondFactor.renewTitle')}</h3>
      <p>{t('secondFactor.renewIntro')}</p>
      <CodeForm allowRecovery={false} submitLabel={t('secondFactor.renew')} onSubmit={renew} />
    </section>
  );
}
