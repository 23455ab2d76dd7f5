import type { StatFigure, StatHistoryEntry } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { pickOption, renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { FigureListPage } from './figure-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const figure = (overrides: Partial<StatFigure>): StatFigure => ({
  id: '00000000-0000-4000-8000-000000000001',
  indicator: 'inventionGrants',
  district: 'yunhu',
  year: 2025,
  month: null,
  value: 1234,
  note: '',
  updatedAt: '2026-01-05T02:00:00.000Z',
  updatedBy: 'bus@demo.local',
  ...overrides,
});
const grants = figure({});
const ratio = figure({
  id: '00000000-0000-4000-8000-000000000002',
  indicator: 'highValuePer10k',
  district: null,
  month: null,
  value: 30.39,
});
const pledge = figure({
  id: '00000000-0000-4000-8000-000000000003',
  indicator: 'pledgeFinancing',
  district: 'haibin',
  month: 3,
  value: 12.5,
  updatedBy: null,
});
const history: StatHistoryEntry[] = [
  {
    id: 'h2',
    figureId: grants.id,
    indicator: 'inventionGrants',
    district: 'yunhu',
    year: 2025,
    month: null,
    action: 'update',
    source: 'form',
    oldValue: 1200,
    newValue: 1234,
    oldNote: '',
    newNote: 'corrected',
    email: 'admin@demo.local',
    at: '2026-01-06T02:00:00.000Z',
  },
];

const ok = (data: unknown) => ({ code: 200, msg: '', data });
const page = (items: unknown[]) => ok({ items, total: items.length, page: 1, pageSize: 20 });

/** Answers the lists; `write` answers every write. */
function serve(write: (options: Options) => unknown = () => ok(null)) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return write(options);
    if (options.url === '/admin/statistics/figures') return page([grants, ratio, pledge]);
    if (options.url === '/admin/statistics/history') return page(history);
    return ok(null);
  }) as typeof request);
}
const readsOf = (url: string) =>
  requestMock.mock.calls.map(([options]) => options).filter((o) => o.url === url && !o.method);
const rowOf = (text: string) => {
  const row = screen.getByText(text).closest('tr');
  if (!row) throw new Error(`no row for ${text}`);
  return row;
};
const open = async () => {
  renderAdminPage(<FigureListPage />, '/backStackSupport/content/dataStatistics');
  await screen.findByText('Invention patents granted');
};

beforeEach(() => {
  requestMock.mockReset();
  setRuntimeConfig(TEST_CONFIG);
});
afterEach(() => {
  cleanup();
  setRuntimeConfig(null);
});

// A busy page (filters, tabs, table, dialogs): role queries over it are slow on a loaded machine.
describe('FigureListPage', { timeout: 40_000 }, () => {
  it('lists figures with their period, district (or the whole city) and value with its unit', async () => {
    serve();
    await open();
    expect(rowOf('Invention patents granted').textContent).toContain(
      '2025Invention patents grantedYunhu District1,234 items',
    );
    expect(rowOf('High-value invention patents per 10,000 people').textContent).toContain(
      'City-wide30.39 per 10,000 people',
    );
    expect(rowOf('IP pledge financing').textContent).toContain('3/2025');
    expect(rowOf('IP pledge financing').textContent).toContain('12.5 100 million yuan');
  });

  it('filters by indicator, the city-wide rows and period, starting again at page 1', async () => {
    serve();
    await open();
    await pickOption('Indicator', 'IP pledge financing', screen.getByRole('search'));
    await pickOption('District', 'City-wide', screen.getByRole('search'));
    await pickOption('Period', 'Month', screen.getByRole('search'));
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(readsOf('/admin/statistics/figures').at(-1)?.params).toEqual({
        indicator: 'pledgeFinancing',
        district: '_city',
        periodType: 'month',
        page: 1,
        pageSize: 20,
      }),
    );
  });

  it('asks before deleting a figure and then sends DELETE', async () => {
    serve();
    await open();
    const name = 'Invention patents granted, Yunhu District, 2025';
    fireEvent.click(within(rowOf('Invention patents granted')).getByLabelText(`Delete: ${name}`));
    expect(
      await screen.findByText(`Delete "${name}"? The front site will no longer show it; its edit history is kept.`),
    ).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([]);
    fireEvent.click(screen.getByText('OK'));
    expect(await screen.findByText('The figure has been deleted.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      { url: `/admin/statistics/figures/${grants.id}`, method: 'DELETE', silent: true },
    ]);
  });

  it("shows a figure's edit history in a drawer", async () => {
    serve();
    await open();
    const name = 'Invention patents granted, Yunhu District, 2025';
    fireEvent.click(within(rowOf('Invention patents granted')).getByLabelText(`History: ${name}`));
    const drawer = (await screen.findByText(`Edit history: ${name}`)).closest('[role="dialog"]') as HTMLElement;
    expect(drawer).toBeTruthy();
    const row = (await within(drawer).findByText('admin@demo.local')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('Changed (form)1,200 items1,234 itemscorrected');
    expect(readsOf('/admin/statistics/history').at(-1)?.params).toEqual({ figureId: grants.id, page: 1, pageSize: 10 });
  });

  it('imports a file, and on refusal lists every bad row without closing', async () => {
    const msg = 'Import refused: 2 problems found. Nothing was written.';
    const rowErrors = [
      { row: 3, column: 'Unit', message: 'The unit does not match the indicator; it should be "items".' },
      { row: 5, column: null, message: 'Repeats the indicator, district and period of row 2.' },
    ];
    let refuse = true;
    serve((options) => {
      if (options.url !== '/admin/statistics/import') return ok(null);
      if (refuse) throw new ApiError(msg, 'http', 400, 400, { code: 400, msg, data: { rowErrors } });
      return ok({ imported: 126 });
    });
    await open();
    fireEvent.click(screen.getByText('Bulk import'));
    const dialog = (await screen.findByText('Import figures')).closest('.ant-modal') as HTMLElement;
    const start = () => within(dialog).getByText('Start import').closest('button') as HTMLButtonElement;
    expect(start().disabled).toBe(true);
    const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
    const file = new File(['xlsx'], 'figures-2025.xlsx', {
      type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    });
    fireEvent.change(input, { target: { files: [file] } });
    expect(await within(dialog).findByText('figures-2025.xlsx')).toBeTruthy();
    fireEvent.click(start());

    const report = await within(dialog).findByRole('region', { name: msg });
    expect(
      within(report)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual([
      'RowColumnProblem',
      '3UnitThe unit does not match the indicator; it should be "items".',
      '5—Repeats the indicator, district and period of row 2.',
    ]);
    const [call] = writeCalls(requestMock);
    expect(call).toMatchObject({ url: '/admin/statistics/import', method: 'POST', silent: true });
    const form = call?.data as FormData;
    expect((form.get('file') as File).name).toBe('figures-2025.xlsx');

    refuse = false;
    fireEvent.click(start());
    expect(await screen.findByText('126 figures imported.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('Import figures')).toBeNull());
  });

  it('downloads the template and exports with the current filters', async () => {
    serve();
    const blob = new Blob(['xlsx']);
    requestMock.mockImplementation((async (options: Options) => {
      if (options.responseType === 'blob') return { code: 200, msg: '', data: blob, filename: 'server-name.xlsx' };
      if (options.url === '/admin/statistics/figures') return page([grants]);
      return ok(null);
    }) as typeof request);
    const createObjectURL = vi.fn(() => 'blob:statistics');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await open();
    fireEvent.click(screen.getByText('Download import template'));
    await waitFor(() => expect(clicked).toEqual(['server-name.xlsx']));
    await pickOption('Indicator', 'Invention patents granted', screen.getByRole('search'));
    fireEvent.click(screen.getByText('Search'));
    await waitFor(() =>
      expect(readsOf('/admin/statistics/figures').at(-1)?.params).toMatchObject({ indicator: 'inventionGrants' }),
    );
    fireEvent.click(screen.getByText('Export to Excel'));
    await waitFor(() => expect(clicked).toHaveLength(2));
    const blobCalls = requestMock.mock.calls.map(([options]) => options).filter((o) => o.responseType === 'blob');
    expect(blobCalls).toEqual([
      { url: '/admin/statistics/template', params: {}, responseType: 'blob', silent: true },
      { url: '/admin/statistics/export', params: { indicator: 'inventionGrants' }, responseType: 'blob', silent: true },
    ]);
  });
});
