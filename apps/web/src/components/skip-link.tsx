import { useTranslation } from 'react-i18next';

/** Id of the element every layout gives its <main>, the target of the skip link. */
export const MAIN_CONTENT_ID = 'main-content';

/** "Skip to main content": the first focusable element of every page, visible on focus. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`}>
      {t('app.skipToContent')}
    </a>
  );
}
