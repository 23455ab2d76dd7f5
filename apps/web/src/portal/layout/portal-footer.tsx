import { useTranslation } from 'react-i18next';
import { useCityName } from '../../app/use-platform-title.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/**
 * The front-site footer: organiser, address, contact, copyright and an accessibility note. The
 * texts are defaults until the back office's footer management (a later issue) supplies them.
 */
export function PortalFooter() {
  const { t } = useTranslation();
  const city = useCityName();
  const demo = useRuntimeConfig()?.demo ?? false;
  const organiser = t('footer.organiser', { city });
  return (
    <footer className="portal-footer">
      <div className="footer-inner">
        <h2 className="visually-hidden">{t('footer.label')}</h2>
        <dl className="footer-facts">
          <div>
            <dt>{t('footer.organiserLabel')}</dt>
            <dd>{organiser}</dd>
          </div>
          <div>
            <dt>{t('footer.addressLabel')}</dt>
            <dd>{t('footer.address', { city })}</dd>
          </div>
          <div>
            <dt>{t('footer.contactLabel')}</dt>
            <dd>{t('footer.contact')}</dd>
          </div>
        </dl>
        <p>{t('footer.accessibility')}</p>
        <p>
          {t('footer.copyright', { year: new Date().getFullYear(), organiser })}
          {demo ? ` · ${t('app.demoNotice')}` : ''}
        </p>
      </div>
    </footer>
  );
}
