import type { WorkdayCalendarYear } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { fieldErrorOf, pickOption, renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { WorkdaysPage } from './workdays-page.js';
import { monthWeeks } from './year-calendar.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

/** 2026 as the demo ships part of it: New Year (Thursday to Saturday) and its 调休 Sunday. */
const Y2026: WorkdayCalendarYear = {
  year: 2026,
  entries: [
    { date: '2026-01-01', kind: 'holiday', name: '元旦', demo: true },
    { date: '2026-01-02', kind: 'holiday', name: '元旦', demo: true },
    { date: '2026-01-03', kind: 'holiday', name: '元旦', demo: true },
    { date: '2026-01-04', kind: 'workday', name: '元旦调休上班', demo: false },
  ],
  limits: { consultReply: 5, rectification: 5 },
};

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return { code: 200, msg: '', data: null };
    if (options.url === '/admin/workdays') {
      const year = Number((options.params as { year: number }).year);
      return { code: 200, msg: '', data: year === 2026 ? Y2026 : { ...Y2026, year, entries: [] } };
    }
    if (options.url === '/columns/status') return { code: 200, msg: '', data: [] };
    return { code: 200, msg: '', data: null };
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;
const dialog = async () => (await screen.findByRole('dialog')).closest('.ant-modal') as HTMLElement;
const open = async () => {
  renderAdminPage(<WorkdaysPage />, '/backStackSupport/system/workdays');
  return (await screen.findByText('Holidays and adjusted working days 2026 (4 days)')).closest(
    'section',
  ) as HTMLElement;
};

beforeEach(() => {
  // Only the clock is fake: the page opens on the city's current year, 2026.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-29T04:00:00Z'));
  requestMock.mockReset();
  serve();
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('monthWeeks', () => {
  it('lays a month out Monday first with blanks around it', () => {
    const weeks = monthWeeks(2026, 2);
    expect(weeks[0]).toEqual([null, null, null, null, null, null, '2026-02-01']);
    expect(weeks.at(-1)).toEqual([
      '2026-02-23',
      '2026-02-24',
      '2026-02-25',
      '2026-02-26',
      '2026-02-27',
      '2026-02-28',
      null,
    ]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(28);
  });
});

describe('WorkdaysPage', () => {
  it('shows the year month by month with each entry’s kind in text, and lists the entries', async () => {
    const entries = await open();
    const january = screen.getByText('1/2026', { selector: 'caption' }).closest('table') as HTMLElement;
    const newYear = within(january)
      .getAllByRole('cell')
      .find((cell) => cell.textContent?.startsWith('1Off'));
    expect(newYear?.textContent).toBe('1Off元旦');
    const adjusted = within(january)
      .getAllByRole('cell')
      .find((cell) => cell.textContent?.startsWith('4Work'));
    expect(adjusted?.textContent).toBe('4Work元旦调休上班');
    expect(
      within(january)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun']);
    expect(screen.getAllByRole('table').filter((table) => table.querySelector('caption'))).toHaveLength(12);

    const row = within(entries).getByText('2026-01-04').closest('tr') as HTMLElement;
    expect(within(row).getByText('Sun')).toBeTruthy();
    expect(within(row).getByText('Adjusted working day')).toBeTruthy();
    expect(within(row).getByText('Set by staff')).toBeTruthy();
    const demo = within(entries).getByText('2026-01-01').closest('tr') as HTMLElement;
    expect(within(demo).getByText("Demo data (check against the State Council's notice)")).toBeTruthy();
  });

  it('shows another year on request', async () => {
    await open();
    await pickOption('Year', '2027');
    expect(await screen.findByText('Holidays and adjusted working days 2027 (0 days)')).toBeTruthy();
    expect(
      screen.getByText('No holidays or adjusted working days are set for 2027: every day follows the week.'),
    ).toBeTruthy();
    expect(requestMock.mock.calls.some(([options]) => (options.params as { year?: number })?.year === 2027)).toBe(true);
  });

  it('adds an adjusted working day only on a weekend, saying why before sending', async () => {
    await open();
    fireEvent.click(screen.getByText('Add a holiday or adjusted working day', { selector: 'button > span' }));
    const form = await dialog();
    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-04' } });
    fireEvent.click(within(form).getByLabelText('Adjusted working day'));
    fireEvent.click(buttonIn(form, 'Save'));
    expect(
      await within(form).findByText(
        'An adjusted working day can only be a Saturday or Sunday; weekdays are working days already.',
      ),
    ).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.change(within(form).getByLabelText('Date'), { target: { value: '2026-03-07' } });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '测试调休' } });
    fireEvent.click(buttonIn(form, 'Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/admin/workdays/2026-03-07',
      method: 'PUT',
      silent: true,
      data: { kind: 'workday', name: '测试调休' },
    });
  }, 30_000);

  it('edits an entry with its date fixed, and deletes one after confirmation', async () => {
    const entries = await open();
    fireEvent.click(within(entries).getByLabelText('Edit: 2026-01-02'));
    const form = await dialog();
    expect((within(form).getByLabelText('Date') as HTMLInputElement).disabled).toBe(true);
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: '元旦假期' } });
    fireEvent.click(buttonIn(form, 'Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toMatchObject({
      url: '/admin/workdays/2026-01-02',
      data: { kind: 'holiday', name: '元旦假期' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(entries).getByLabelText('Delete: 2026-01-03'));
    const confirm = (
      await screen.findByText('Delete the entry of 2026-01-03? The day will follow the week again.')
    ).closest('.ant-popover') as HTMLElement;
    fireEvent.click(buttonIn(confirm, 'Delete'));
    await waitFor(() =>
      expect(writes().at(-1)).toEqual({ url: '/admin/workdays/2026-01-03', method: 'DELETE', silent: true }),
    );
  }, 30_000);

  it('saves the time limits in whole working days, refusing 0 before sending', async () => {
    await open();
    const limits = screen.getByText('Time limits (working days)').closest('section') as HTMLElement;
    fireEvent.change(within(limits).getByLabelText('Reply to a consultation within'), { target: { value: '0' } });
    fireEvent.click(buttonIn(limits, 'Save time limits'));
    await waitFor(() =>
      expect(fieldErrorOf('Reply to a consultation within', limits)).toBe(
        'The time limit must be a whole number of working days from 1 to 60.',
      ),
    );
    expect(writes()).toEqual([]);
    fireEvent.change(within(limits).getByLabelText('Reply to a consultation within'), { target: { value: '7' } });
    fireEvent.click(buttonIn(limits, 'Save time limits'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/admin/time-limits',
      method: 'PUT',
      silent: true,
      data: { consultReply: 7, rectification: 5 },
    });
  }, 30_000);
});
