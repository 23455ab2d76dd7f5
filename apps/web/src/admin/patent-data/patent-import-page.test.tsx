import type { PatentImport, PatentImportDetail } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { okEnvelope, renderAdminPage, resetAdminTestsEach, writeCalls } from '../shared/admin-test-utils.js';
import { PatentImportPage } from './patent-import-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const QUEUED: PatentImport = {
  id: '00000000-0000-4000-8000-0000000000c1',
  fileName: 'patents.csv',
  size: 2048,
  status: 'queued',
  rowsRead: 0,
  summary: null,
  error: null,
  createdByName: 'Zhou Min',
  createdAt: '2026-05-18T02:00:00.000Z',
  startedAt: null,
  finishedAt: null,
};
const DONE: PatentImportDetail = {
  ...QUEUED,
  status: 'done',
  rowsRead: 3,
  summary: { rows: 3, inserted: 1, updated: 1, failed: 1, ignoredHeaders: ['Remarks'], keptCorrections: 1 },
  startedAt: '2026-05-18T02:00:01.000Z',
  finishedAt: '2026-05-18T02:00:02.000Z',
  rowErrors: [{ row: 4, column: '申请号', message: 'has a wrong check digit, expected 7' }],
  rowErrorsTotal: 1,
  keptCorrections: [
    {
      row: 3,
      applicationNumber: 'CN201910123456.7',
      field: 'legalStatus',
      imported: 'pending',
      corrected: 'valid',
    },
  ],
};

/** The import's detail answers: running first, then its report. */
let details: PatentImportDetail[] = [];
function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(QUEUED);
    if (options.url === '/admin/patent-data/imports') {
      return okEnvelope({
        items: [{ ...QUEUED, status: 'done', summary: DONE.summary }],
        total: 1,
        page: 1,
        pageSize: 10,
      });
    }
    if (options.url === `/admin/patent-data/imports/${QUEUED.id}`) return okEnvelope(details.shift() ?? DONE);
    return okEnvelope(null);
  }) as typeof request);
}

describe('patent import (/data/patentImport)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(() => {
    details = [];
    serve();
  });

  it('uploads the chosen file, follows the import while it runs and shows its report', async () => {
    details = [{ ...DONE, status: 'running', rowsRead: 2, summary: null, rowErrors: [], keptCorrections: [] }];
    renderAdminPage(<PatentImportPage />, '/backStackSupport/data/patentImport');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patent data import' })).toBeTruthy();
    const start = screen.getByText('Start import').closest('button') as HTMLButtonElement;
    expect(start.disabled).toBe(true);
    const file = new File(['申请号\n'], 'patents.csv', { type: 'text/csv' });
    fireEvent.change(document.querySelector('input[type="file"]') as HTMLInputElement, { target: { files: [file] } });
    await waitFor(() => expect(start.disabled).toBe(false));
    fireEvent.click(start);

    await waitFor(() => expect(writeCalls(requestMock)).toHaveLength(1));
    const [upload] = writeCalls(requestMock);
    expect(upload).toMatchObject({ url: '/admin/patent-data/imports', method: 'POST' });
    expect(upload?.data instanceof FormData && upload.data.get('file')).toBeInstanceOf(File);
    expect(await screen.findByText('Importing: 2 rows read…')).toBeTruthy();

    const report = await screen.findByRole('region', { name: 'Import report: patents.csv' }, { timeout: 4000 });
    expect(
      await within(report).findByText(
        'Import finished: 3 rows read, 1 added, 1 updated, 1 failed',
        {},
        { timeout: 4000 },
      ),
    ).toBeTruthy();
    expect(within(report).getByText('Remarks')).toBeTruthy();
    const problem = within(report).getByText('has a wrong check digit, expected 7').closest('tr') as HTMLElement;
    expect(within(problem).getByText('4')).toBeTruthy();
    const kept = within(report).getByText('CN201910123456.7').closest('tr') as HTMLElement;
    for (const text of ['Legal status', 'Pending', 'Valid']) expect(within(kept).getByText(text)).toBeTruthy();
  });

  it('lists the imports and opens an earlier report; a failed import says why', async () => {
    details = [{ ...DONE, status: 'failed', summary: null, error: 'the file lacks required columns: 名称/title' }];
    renderAdminPage(<PatentImportPage />, '/backStackSupport/data/patentImport');
    const row = (await screen.findByText('patents.csv')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Done')).toBeTruthy();
    expect(within(row).getByText(/3 rows read, 1 added, 1 updated, 1 failed, 1 corrections kept/)).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'View report: patents.csv' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('the file lacks required columns: 名称/title')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe(`/backStackSupport/data/patentImport?import=${QUEUED.id}`);
  });
});
