import './exports.css';
import { type ExportJob, formatTime } from '@cityip/contracts';
import { useEffect, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { showMessage } from '../../api/feedback.js';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { SectionHeading } from '../patent-search/section-heading.js';
import { ExportJobState, useExportSummary } from './export-job-state.js';
import { downloadExport, isActive, useExportJobs } from './exports.api.js';
import { dismissExport, useWatchedExports, watchExport } from './watched-exports.js';

export const EXPORTS_TAB_HREF = '/frontAccountInfo?tab=exports';

/**
 * The search page's progress area of background exports: every export of the account in
 * progress, kept on show once finished (with its download) until closed. It follows the jobs by
 * polling, so leaving the page and coming back shows them again. Nothing for a visitor.
 */
export function ExportProgress() {
  const { t } = useTranslation();
  const signedIn = isUserSession(useSession());
  const watched = useWatchedExports();
  const jobs = useExportJobs(signedIn);
  const headingId = useId();
  const items = jobs.data?.items ?? [];
  // A job seen in progress stays on show when it finishes, so its end is not a line that vanishes.
  useEffect(() => {
    for (const job of items) if (isActive(job.status) && !watched.includes(job.id)) watchExport(job.id);
  }, [items, watched]);
  const shown = items.filter((job) => isActive(job.status) || watched.includes(job.id));
  if (!signedIn || shown.length === 0) return null;
  return (
    <section className="export-progress" aria-labelledby={headingId}>
      <SectionHeading depth={1} id={headingId} className="export-progress-title">
        {t('portal.exports.title')}
      </SectionHeading>
      <ul className="export-progress-list">
        {shown.map((job) => (
          <li key={job.id}>
            <ExportLine job={job} />
          </li>
        ))}
      </ul>
      <Link to={EXPORTS_TAB_HREF}>{t('portal.exports.mine')}</Link>
    </section>
  );
}

/** One export: what it holds, its state, and its download (once ready) and close (once finished). */
function ExportLine({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const summary = useExportSummary();
  const created = formatTime(job.createdAt);
  const download = () =>
    downloadExport(job).catch((error: unknown) =>
      showMessage('error', requestErrorText(error, t) ?? t('portal.exports.downloadFailed')),
    );
  return (
    <>
      <span>{summary(job)}</span>
      <ExportJobState job={job} />
      <span className="export-job-actions">
        {job.status === 'done' ? (
          <button
            type="button"
            className="form-button form-button--primary form-button--small"
            aria-label={t('portal.exports.downloadLabel', { created })}
            onClick={() => void download()}
          >
            {t('portal.exports.download')}
          </button>
        ) : null}
        {isActive(job.status) ? null : (
          <button
            type="button"
            className="form-button form-button--small"
            aria-label={t('portal.exports.dismissLabel', { created })}
            onClick={() => dismissExport(job.id)}
          >
            {t('portal.exports.dismiss')}
          </button>
        )}
      </span>
    </>
  );
}
