import '../public-serve/public-serve.css';
import type { ArticleSummary, StationSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OutletCard } from '../public-serve/outlet-card.js';
import { useNow } from '../public-serve/outlet-hours.js';
import { publicServeHref } from '../public-serve/outlet-links.js';

/**
 * Where to get service in person: the comprehensive service window's introduction and a few of
 * its outlets ("open now" in the city's time zone), each leading to /serverDetail, and all of
 * them with the map on /publicServe.
 */
export function HomeServiceWindow({ guide, outlets }: { guide: ArticleSummary | null; outlets: StationSummary[] }) {
  const { t } = useTranslation();
  const now = useNow();
  return (
    <section className="home-service-window" aria-labelledby="home-service-window-title">
      <h2 id="home-service-window-title">{t('portal.home.serviceOutlets')}</h2>
      {guide ? (
        <div className="home-service-window-card">
          <h3>{guide.title}</h3>
          {guide.summary ? <p>{guide.summary}</p> : null}
          <Link to={publicServeHref()}>{t('portal.home.serviceWindowMore')}</Link>
        </div>
      ) : null}
      {outlets.length ? (
        <>
          <ul className="serve-outlet-list home-outlets">
            {outlets.map((outlet) => (
              <li key={outlet.id}>
                <OutletCard outlet={outlet} now={now} compact />
              </li>
            ))}
          </ul>
          <p className="home-outlets-more">
            <Link to={publicServeHref()}>{t('portal.home.allOutlets')}</Link>
          </p>
        </>
      ) : null}
    </section>
  );
}
