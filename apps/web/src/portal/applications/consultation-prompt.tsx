import './applications.css';
import { useTranslation } from 'react-i18next';
import { ApplyButton } from './apply-button.js';

/** "Ask a question" on the service window page: the consultation form in a drawer. */
export function ConsultationPrompt() {
  const { t } = useTranslation();
  return (
    <section className="consultation-prompt" aria-labelledby="consultation-prompt-title">
      <div>
        <h2 id="consultation-prompt-title">{t('applications.consult.title')}</h2>
        <p>{t('applications.consult.hint')}</p>
      </div>
      <ApplyButton kind="consultation">{t('applications.consult.button')}</ApplyButton>
    </section>
  );
}
