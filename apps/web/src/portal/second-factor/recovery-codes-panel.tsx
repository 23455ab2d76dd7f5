import { Button, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { showMessage } from '../../api/feedback.js';
import { saveBlob } from '../../api/save-blob.js';

/** The recovery codes, shown once after enrolment, with copy and download; `onContinue` leaves. */
export function RecoveryCodesPanel({ codes, onContinue }: { codes: string[]; onContinue: () => void }) {
  const { t } = useTranslation();
  const text = `${codes.join('\n')}\n`;
  const copy = () =>
    navigator.clipboard.writeText(text).then(
      () => showMessage('success', t('secondFactor.copied')),
      () => showMessage('error', t('secondFactor.copyFailed')),
    );
  return (
    <section aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title">{t('secondFactor.recoveryTitle')}</h2>
      <p>{t('secondFactor.recoveryIntro')}</p>
      <ol className="recovery-codes" aria-label={t('secondFactor.recoveryList')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button onClick={() => void copy()}>{t('secondFactor.copy')}</Button>
        <Button onClick={() => saveBlob(new Blob([text], { type: 'text/plain' }), t('secondFactor.downloadName'))}>
          {t('secondFactor.download')}
        </Button>
        <Button type="primary" onClick={onContinue}>
          {t('secondFactor.continue')}
        </Button>
      </Space>
    </section>
  );
}
