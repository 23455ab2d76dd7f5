import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CodeForm } from './code-form.js';
import { EnrolPanel } from './enrol-panel.js';
import { RecoveryCodesPanel } from './recovery-codes-panel.js';
import { isCompleted, type PendingLogin, verifySecondFactor } from './second-factor-api.js';

/**
 * The second login step of staff (security case 3): enrolment followed by the recovery codes, or
 * the code of the enrolled app. `onDone` gets the role once the browser holds a verified session;
 * `onRestart` goes back to the password form (a locked account or an expired pending login).
 */
export function SecondFactorStep({
  pending,
  onDone,
  onRestart,
}: {
  pending: PendingLogin;
  onDone: (role: string) => void;
  onRestart: () => void;
}) {
  const { t } = useTranslation();
  const [enrolled, setEnrolled] = useState<{ role: string; codes: string[] } | null>(null);

  if (enrolled) return <RecoveryCodesPanel codes={enrolled.codes} onContinue={() => onDone(enrolled.role)} />;
  const restart = (
    <Button type="link" onClick={onRestart}>
      {t('secondFactor.restart')}
    </Button>
  );
  if (pending.step === 'enrol') {
    return (
      <>
        <EnrolPanel
          pending={pending}
          onEnrolled={(role, codes) => setEnrolled({ role, codes })}
          onRestart={onRestart}
        />
        {restart}
      </>
    );
  }
  const submit = async (code: string) => {
    const answer = await verifySecondFactor(pending, code);
    if (!isCompleted(answer)) return answer.msg || t('secondFactor.failed');
    onDone(answer.role);
    return null;
  };
  return (
    <>
      <p>{t('secondFactor.verifyIntro')}</p>
      <CodeForm allowRecovery submitLabel={t('secondFactor.verify')} onSubmit={submit} />
      {restart}
    </>
  );
}
