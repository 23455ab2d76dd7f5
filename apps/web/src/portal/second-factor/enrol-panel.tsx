import type { TotpEnrolment } from '@cityip/contracts';
import { Alert, Button, QRCode, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form.js';
import { confirmEnrolment, isCompleted, type PendingLogin, startEnrolment } from './second-factor-api.js';

/**
 * Enrolment: the QR code of the otpauth:// URI, the secret for manual entry, and the first code,
 * which completes the login. `onEnrolled` gets the role and the recovery codes.
 */
export function EnrolPanel({
  pending,
  onEnrolled,
  onRestart,
}: {
  pending: PendingLogin;
  onEnrolled: (role: string, recoveryCodes: string[]) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [enrolment, setEnrolment] = useState<TotpEnrolment | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    startEnrolment(pending).then(setEnrolment, () => setFailed(true));
  }, [pending]);

  if (failed) {
    return (
      <div aria-live="assertive">
        <Alert type="error" showIcon title={t('secondFactor.loadFailed')} />
        <Button type="link" onClick={onRestart}>
          {t('secondFactor.restart')}
        </Button>
      </div>
    );
  }
  if (!enrolment) return <Spin aria-label={t('common.loading')} />;

  const submit = async (code: string) => {
    const answer = await confirmEnrolment(pending, code);
    if (!isCompleted(answer)) return answer.msg || t('secondFactor.failed');
    onEnrolled(answer.role, answer.recoveryCodes ?? []);
    return null;
  };
  return (
    <div className="second-factor-enrol">
      <p>{t('secondFactor.enrolIntro')}</p>
      <div className="second-factor-qr" role="img" aria-label={t('secondFactor.qrLabel')}>
        {/* The drawing itself is hidden from assistive technology: the wrapper names it once. */}
        <div aria-hidden="true">
          <QRCode value={enrolment.otpauthUri} type="svg" size={180} />
        </div>
      </div>
      <p>
        {t('secondFactor.manualEntry')} <code className="second-factor-secret">{enrolment.secret}</code>
      </p>
      <CodeForm allowRecovery={false} submitLabel={t('secondFactor.confirm')} onSubmit={submit} />
    </div>
  );
}
