import { formatTime, type WatchDigest } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../admin/layout/admin-list-page.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { useWatchAlerts } from './watch.api.js';

/** Where a digest's whole list is: its saved search, or its industry's page. */
function fullPathOf(digest: WatchDigest): string {
  return digest.searchPath ?? `/patentDatabase?industry=${encodeURIComponent(digest.name)}`;
}

/** One mailed digest: what it was about, when, and the patents it listed, each linked to its detail. */
function DigestEntry({ digest }: { digest: WatchDigest }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const name = digest.kind === 'industry' ? format.industry(digest.name) : digest.name;
  const titleId = `watch-digest-${digest.id}`;
  return (
    <article className="watch-digest" aria-labelledby={titleId}>
      <h3 id={titleId}>
        {t(`watch.alerts.heading.${digest.kind}`, { name })}
        <span className="watch-digest-time">{formatTime(digest.sentAt)}</span>
      </h3>
      {digest.sections
        .filter((section) => section.total > 0)
        .map((section) => (
          <div key={section.section} className="watch-digest-section">
            <h4>{t(`watch.alerts.section.${section.section}`, { total: format.number(section.total) })}</h4>
            <ul>
              {section.patents.map((patent) => (
                <li key={patent.id}>
                  <Link to={`/patentSearch?id=${patent.id}`}>{patent.title}</Link>{' '}
                  <span className="watch-digest-meta">
                    {t('watch.alerts.patentLine', {
                      number: patent.applicationNumber,
                      date: format.date(patent.publicationDate),
                    })}
                  </span>
                </li>
              ))}
            </ul>
            {section.total > section.patents.length ? (
              <p>{t('watch.alerts.more', { rest: format.number(section.total - section.patents.length) })}</p>
            ) : null}
          </div>
        ))}
      <p>
        <Link to={fullPathOf(digest)}>{t(`watch.alerts.full.${digest.kind}`, { name })}</Link>
      </p>
    </article>
  );
}

/** 最近提醒: the latest digests mailed to the account, to read again here. */
export function RecentAlerts() {
  const { t } = useTranslation();
  const alerts = useWatchAlerts();
  return (
    <section className="watch-section" aria-labelledby="watch-alerts-title">
      <h2 id="watch-alerts-title">{t('watch.alerts.title')}</h2>
      <LoadFailedAlert query={alerts} fallback={t('selfService.loadFailed')} />
      {alerts.data && alerts.data.length === 0 ? <p>{t('watch.alerts.none')}</p> : null}
      {alerts.data?.map((digest) => (
        <DigestEntry key={digest.id} digest={digest} />
      ))}
    </section>
  );
}
