import type { ExportJob, ExportJobList } from '@cityip/contracts';

/** Test support for background exports (imported by tests only). */

/** An export job; `overrides` set what a test cares about. */
export function buildExportJob(overrides: Partial<ExportJob> = {}): ExportJob {
  return {
    id: '00000000-0000-4000-8000-000000000101',
    status: 'running',
    q: '锂电池',
    sort: 'applicationDate',
    format: 'xlsx',
    columns: ['applicationNumber', 'title'],
    total: 25_000,
    rowsWritten: 10_000,
    percent: 40,
    bytes: 0,
    createdAt: '2026-11-30T02:00:00.000Z',
    finishedAt: null,
    expiresAt: null,
    ...overrides,
  };
}

/** A finished job, downloadable until a week after it finished. */
export function buildDoneJob(overrides: Partial<ExportJob> = {}): ExportJob {
  return buildExportJob({
    status: 'done',
    rowsWritten: 25_000,
    percent: 100,
    bytes: 1_234_567,
    finishedAt: '2026-11-30T02:05:00.000Z',
    expiresAt: '2026-12-07T02:05:00.000Z',
    ...overrides,
  });
}

/** The list answer: `items`, with 500,000 rows a day of which `remainingToday` are left. */
export function buildJobList(items: ExportJob[], remainingToday = 475_000): ExportJobList {
  return { items, dailyRows: 500_000, remainingToday };
}
