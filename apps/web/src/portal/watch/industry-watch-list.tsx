import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../admin/layout/admin-list-page.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { IndustryWatchToggle } from './industry-watch-toggle.js';
import { useWatchOverview } from './watch.api.js';

/** The key industries the account receives weekly news of, each with its unsubscribe. */
export function IndustryWatchList() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const overview = useWatchOverview();
  const watches = overview.data?.industries ?? [];
  return (
    <section className="watch-section" aria-labelledby="watch-industries-title">
      <h2 id="watch-industries-title">{t('watch.industries.title')}</h2>
      <p>
        {t('watch.industries.intro')} <Link to="/patentDatabase">{t('watch.industries.toDatabase')}</Link>
      </p>
      <LoadFailedAlert query={overview} fallback={t('selfService.loadFailed')} />
      {overview.data && watches.length === 0 ? <p>{t('watch.industries.none')}</p> : null}
      {watches.length > 0 ? (
        <ul className="watch-industries">
          {watches.map((watch) => (
            <li key={watch.id}>
              <Link to={`/patentDatabase?industry=${encodeURIComponent(watch.industry)}`}>
                {format.industry(watch.industry)}
              </Link>
              <IndustryWatchToggle industry={watch.industry} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
