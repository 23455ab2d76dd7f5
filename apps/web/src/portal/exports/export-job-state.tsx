import type { ExportJob } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { isActive } from './exports.api.js';

/**
 * A job's status in words and, while it is written, a progress bar with the rows written. Only
 * the status is a live region: it changes a few times, where the percentage changes every poll.
 */
export function ExportJobState({ job }: { job: ExportJob }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const progress = t('portal.exports.progress', {
    written: format.number(job.rowsWritten),
    total: format.number(job.total),
    percent: job.percent,
  });
  return (
    <span className="export-job-state">
      <span aria-live="polite">{t(`portal.exports.status.${job.status}`)}</span>
      {isActive(job.status) ? (
        <>
          <progress max={100} value={job.percent} aria-label={t('portal.exports.progressLabel')} />
          <span className="export-job-progress-text">{progress}</span>
        </>
      ) : null}
    </span>
  );
}

/** "XLSX, 25,000 rows": what a job exports. */
export function useExportSummary(): (job: ExportJob) => string {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return (job) => t('portal.exports.summary', { format: job.format.toUpperCase(), rows: format.number(job.total) });
}
