import { EXPORT_KEEP_DAYS, type ExportJobInput, MAX_EXPORT_JOB_ROWS, MAX_EXPORT_ROWS } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { useExportJobs, useStartExport } from './exports.api.js';
import { watchExport } from './watched-exports.js';

/** The most rows the export dialog offers: a background export's for an account, the direct download's otherwise. */
export function exportDialogMax(total: number, signedIn: boolean): number {
  return Math.max(1, Math.min(total, signedIn ? MAX_EXPORT_JOB_ROWS : MAX_EXPORT_ROWS));
}

/** Whether the dialog's export runs in the background (an account asking for more than the direct cap). */
export function isBackgroundExport(limit: number | undefined, signedIn: boolean): boolean {
  return signedIn && (limit ?? 0) > MAX_EXPORT_ROWS;
}

/**
 * The note under the dialog's row count when the search has more matches than one direct
 * download holds: for an account, how larger exports run and what today's quota leaves; for a
 * visitor, that logging in allows more (and the way back here afterwards).
 */
export function ExportLimitNote({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const location = useLocation();
  const jobs = useExportJobs(signedIn);
  if (!signedIn) {
    const back = encodeURIComponent(`${location.pathname}${location.search}`);
    return (
      <span>
        {t('portal.exports.dialog.login', { max: format.number(MAX_EXPORT_JOB_ROWS) })}{' '}
        <Link to={`/login?redirect=${back}`}>{t('portal.exports.dialog.loginLink')}</Link>
      </span>
    );
  }
  const remaining = jobs.data?.remainingToday;
  return (
    <span>
      {t('portal.exports.dialog.background', { max: format.number(MAX_EXPORT_ROWS), days: EXPORT_KEEP_DAYS })}
      {remaining === undefined
        ? null
        : ` ${t('portal.exports.dialog.remaining', { remaining: format.number(remaining) })}`}
    </span>
  );
}

/** Starts a background export from the dialog; its progress then shows on the page. Resolves with the server's notice. */
export function useBackgroundExport(): (input: ExportJobInput) => Promise<string> {
  const start = useStartExport();
  return async (input) => {
    const { job, notice } = await start.mutateAsync(input);
    watchExport(job.id);
    return notice;
  };
}
