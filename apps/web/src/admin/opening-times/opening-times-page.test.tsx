import { COLUMN_KEYS, type ColumnClosure, type ColumnSchedule, EMPTY_WEEK, type OpeningTimes } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { OpeningTimesPage } from './opening-times-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const schedule = (key: (typeof COLUMN_KEYS)[number], overrides: Partial<ColumnSchedule> = {}): ColumnSchedule => ({
  key,
  mode: 'always',
  weekly: EMPTY_WEEK,
  closedMessage: '',
  closedMessageEn: '',
  updatedAt: null,
  ...overrides,
});
const times: OpeningTimes = {
  timeZone: 'Asia/Shanghai',
  columns: COLUMN_KEYS.map((key) =>
    key === 'patentPreAudit'
      ? schedule(key, { mode: 'scheduled', weekly: { ...EMPTY_WEEK, mon: [{ start: '09:00', end: '12:00' }] } })
      : schedule(key),
  ),
};
const holiday: ColumnClosure = {
  id: '00000000-0000-4000-8000-00000000000c',
  kind: 'holiday',
  start: '2027-02-06T00:00',
  end: '2027-02-13T00:00',
  columns: ['patentPreAudit'],
  message: '春节假期暂停办理',
  messageEn: '',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return { code: 200, msg: '', data: null };
    if (options.url === '/admin/opening-times') return { code: 200, msg: '', data: times };
    if (options.url === '/admin/opening-times/closures') {
      return { code: 200, msg: '', data: { items: [holiday], total: 1, page: 1, pageSize: 10 } };
    }
    if (options.url === '/columns/status') return { code: 200, msg: '', data: [] };
    return { code: 200, msg: '', data: null };
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);
/** The button showing `text` (text queries are far cheaper than role queries on antd's large trees). */
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

beforeEach(() => {
  requestMock.mockReset();
  serve();
});
afterEach(cleanup);

describe('OpeningTimesPage', () => {
  it("lists the columns with their mode and hours, and says times are the city's", async () => {
    renderAdminPage(<OpeningTimesPage />, '/backStackSupport/system/timeManage');
    expect(await screen.findByText('Patent pre-examination')).toBeTruthy();
    expect(screen.getByText(/local time \(Asia\/Shanghai\)/)).toBeTruthy();
    const row = rowOf('Patent pre-examination');
    expect(within(row).getByText('Opening hours')).toBeTruthy();
    expect(within(row).getByText('Mon 09:00–12:00')).toBeTruthy();
    expect(within(rowOf('Patent search')).getByText('Always open')).toBeTruthy();
  });

  it('edits weekly hours with the office preset and saves them; a malformed time is refused before sending', async () => {
    renderAdminPage(<OpeningTimesPage />, '/backStackSupport/system/timeManage');
    await screen.findByText('Patent pre-examination');
    fireEvent.click(within(rowOf('Patent pre-examination')).getByLabelText('Edit: Patent pre-examination'));
    const dialog = (
      await screen.findByText(/^(Opening times: |Add closure$)/, { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.click(within(dialog).getByText('Weekdays 9:00–12:00, 13:30–17:30'));
    // Saturday has no period yet: add one with a bad time.
    fireEvent.click(within(dialog).getByLabelText('Add period (Sat)'));
    fireEvent.change(within(dialog).getByLabelText('Sat period 1 start'), { target: { value: '9点' } });
    fireEvent.change(within(dialog).getByLabelText('Sat period 1 end'), { target: { value: '12:00' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    expect(await within(dialog).findByText('Please enter a valid time (24-hour HH:mm).')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Sat period 1 start'), { target: { value: '09:00' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const office = [
      { start: '09:00', end: '12:00' },
      { start: '13:30', end: '17:30' },
    ];
    expect(writes()[0]).toEqual({
      url: '/admin/opening-times/columns/patentPreAudit',
      method: 'PUT',
      silent: true,
      data: {
        mode: 'scheduled',
        weekly: {
          mon: office,
          tue: office,
          wed: office,
          thu: office,
          fri: office,
          sat: [{ start: '09:00', end: '12:00' }],
          sun: [],
        },
        closedMessage: '',
        closedMessageEn: '',
      },
    });
  }, 30_000);

  it('adds a holiday by its first and last day, and deletes a closure after confirmation', async () => {
    renderAdminPage(<OpeningTimesPage />, '/backStackSupport/system/timeManage');
    fireEvent.click(await screen.findByText('Holidays and closures'));
    expect(await screen.findByText('2027-02-06 – 2027-02-12')).toBeTruthy();

    fireEvent.click(screen.getByText('Add closure'));
    const dialog = (
      await screen.findByText(/^(Opening times: |Add closure$)/, { selector: '.ant-modal-title' })
    ).closest('.ant-modal') as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('First day'), { target: { value: '2027-01-01' } });
    fireEvent.change(within(dialog).getByLabelText('Last day'), { target: { value: '2027-01-03' } });
    fireEvent.click(buttonIn(dialog, 'All online businesses'));
    fireEvent.change(within(dialog).getByLabelText('Message'), { target: { value: '元旦放假' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    const sent = writes()[0] as Options & { data: { start: string; end: string; columns: string[] } };
    expect(sent).toMatchObject({ url: '/admin/opening-times/closures', method: 'POST' });
    expect(sent.data).toMatchObject({
      kind: 'holiday',
      start: '2027-01-01T00:00',
      end: '2027-01-04T00:00',
      message: '元旦放假',
    });
    expect(sent.data.columns).toContain('patentPreAudit');
    expect(sent.data.columns).not.toContain('patentSearch');

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByLabelText('Delete: 2027-02-06 – 2027-02-12'));
    expect(await screen.findByText('Delete the closure “2027-02-06 – 2027-02-12”?')).toBeTruthy();
    fireEvent.click(buttonIn(document.body, 'OK'));
    await waitFor(() =>
      expect(writes().at(-1)).toEqual({
        url: `/admin/opening-times/closures/${holiday.id}`,
        method: 'DELETE',
        silent: true,
      }),
    );
  }, 30_000);
});
