import type { ArticleSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/**
 * Where to get service in person: the comprehensive service window's guide (address, hours and
 * services are in it), leading to /publicServe.
 */
export function HomeServiceWindow({ guide }: { guide: ArticleSummary }) {
  const { t } = useTranslation();
  return (
    <section className="home-service-window" aria-labelledby="home-service-window-title">
      <h2 id="home-service-window-title">{t('portal.home.serviceOutlets')}</h2>
      <div className="home-service-window-card">
        <h3>{guide.title}</h3>
        {guide.summary ? <p>{guide.summary}</p> : null}
        <Link to="/publicServe">{t('portal.home.serviceWindowMore')}</Link>
      </div>
    </section>
  );
}
