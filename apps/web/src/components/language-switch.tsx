import { useTranslation } from 'react-i18next';
import { currentLanguage, setLanguage } from '../i18n/index.js';

/** Toggles zh-CN / en-US; the label is written in the language it switches to. */
export function LanguageSwitch({ className = 'language-switch' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const target = currentLanguage() === 'en-US' ? 'zh-CN' : 'en-US';
  return (
    <button
      type="button"
      className={className}
      lang={target}
      aria-label={t('app.switchTo')}
      onClick={() => void setLanguage(target)}
      data-language={i18n.language}
    >
      {t('app.targetLanguageName')}
    </button>
  );
}
