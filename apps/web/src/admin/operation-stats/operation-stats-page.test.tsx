import type { OperationStats } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { okEnvelope, renderAdminPage, resetAdminTestsEach, typeInto } from '../shared/admin-test-utils.js';
import { OperationStatsPage } from './operation-stats-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];
resetAdminTestsEach(requestMock);

const STATS: OperationStats = {
  from: '2025-01',
  to: '2025-02',
  months: ['2025-01', '2025-02'],
  headline: {
    applications: 1234,
    completed: 40,
    rejected: 3,
    averageHandlingDays: 6.5,
    overdue: 2,
    registrations: 57,
    authentications: 21,
    downloads: 9,
    searches: 4321,
    demandsPublished: 12,
    contacts: 5,
    matchmakingApplications: 3,
    consultReceived: 48,
    consultReplied: 40,
    consultRepliedOnTime: 38,
    consultOverdue: 2,
    consultAverageWorkingDays: 2.6,
    reviews: 1200,
    satisfiedRate: 97.5,
    badReviews: 6,
    rectificationsOpen: 1,
    rectificationsOverdue: 0,
    rectificationsAnswered: 5,
    followUpResolvedRate: null,
    watchAlerting: 14,
    watchIndustries: 3,
    watchDigests: 1021,
    watchUnsubscribes: 2,
  },
  applicationsByMonth: [
    { month: '2025-01', kind: 'rightsAid', count: 4 },
    { month: '2025-02', kind: 'rightsAid', count: 1 },
    { month: '2025-02', kind: 'consultation', count: 7 },
  ],
  kinds: [
    {
      kind: 'rightsAid',
      submitted: 5,
      completed: 2,
      rejected: 1,
      averageHandlingDays: 3.3,
      overdue: 1,
      dueDays: 20,
    },
    {
      kind: 'consultation',
      submitted: 7,
      completed: 0,
      rejected: 0,
      averageHandlingDays: null,
      overdue: 1,
      dueDays: 5,
    },
  ],
  statuses: [
    { status: 'submitted', count: 6 },
    { status: 'completed', count: 2 },
  ],
  overdue: [
    {
      id: 'a1',
      receiptNo: '202501100001',
      kind: 'rightsAid',
      status: 'inProgress',
      submittedAt: '2025-01-10T02:00:00.000Z',
      dueAt: '2025-01-30T02:00:00.000Z',
      daysOverdue: 12,
    },
  ],
  accounts: [
    { month: '2025-01', registrations: 30, authSubmitted: 12, authApproved: 10, authRejected: 1 },
    { month: '2025-02', registrations: 27, authSubmitted: 9, authApproved: 8, authRejected: 0 },
  ],
  downloads: [
    { month: '2025-01', downloads: 4 },
    { month: '2025-02', downloads: 5 },
  ],
  matchmaking: [
    { month: '2025-01', demandsPublished: 8, contacts: 2, matchmakingApplications: 1 },
    { month: '2025-02', demandsPublished: 4, contacts: 3, matchmakingApplications: 2 },
  ],
  consultations: [
    { month: '2025-01', received: 20, replied: 16, repliedOnTime: 15, averageWorkingDays: 2.5 },
    { month: '2025-02', received: 28, replied: 0, repliedOnTime: 0, averageWorkingDays: null },
  ],
  evaluations: [
    {
      month: '2025-01',
      reviews: 800,
      satisfied: 780,
      badReviews: 4,
      rectificationsAnswered: 3,
      followUps: 2,
      followUpsResolved: 1,
    },
    {
      month: '2025-02',
      reviews: 400,
      satisfied: 390,
      badReviews: 2,
      rectificationsAnswered: 2,
      followUps: 0,
      followUpsResolved: 0,
    },
  ],
  watch: [
    { month: '2025-01', savedSearches: 6, digests: 500, unsubscribes: 1 },
    { month: '2025-02', savedSearches: 8, digests: 521, unsubscribes: 1 },
  ],
  searches: [
    { day: '2025-01-01', patent: 10, policy: 3 },
    { day: '2025-01-02', patent: 20, policy: 5 },
  ],
};

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.responseType === 'blob') return { ...okEnvelope(new Blob(['xlsx'])), filename: 'server-name.xlsx' };
    if (options.url === '/admin/operation-stats') return okEnvelope(STATS);
    return okEnvelope(null);
  }) as typeof request);
}
const statsCalls = () =>
  requestMock.mock.calls.map(([options]) => options).filter((o) => o.url === '/admin/operation-stats');

/** The text of each cell of the table captioned `caption`, row by row. */
function tableRows(caption: string): string[][] {
  const table = screen.getByRole('table', { name: caption });
  return within(table)
    .getAllByRole('row')
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

async function open() {
  serve();
  renderAdminPage(<OperationStatsPage />, '/backStackSupport/system/oprationStatistics');
  return screen.findByRole('heading', { level: 2, name: 'Charts' });
}

describe('/system/oprationStatistics', () => {
  it('asks for the last twelve months and shows the key figures as cards', async () => {
    await open();
    expect(screen.getByRole('heading', { level: 1, name: 'Business operation statistics' })).toBeTruthy();
    const { from = '', to = '' } = (statsCalls()[0]?.params ?? {}) as { from?: string; to?: string };
    expect(to).toMatch(/^\d{4}-\d{2}$/);
    const [y, m] = to.split('-').map(Number) as [number, number];
    expect(from).toBe(m === 12 ? `${y}-01` : `${y - 1}-${String(m + 1).padStart(2, '0')}`);

    const cards = screen.getByRole('region', { name: 'Key figures' });
    const pairs = [...cards.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]);
    expect(pairs).toEqual([
      ['Applications', '1,234'],
      ['Completed', '40'],
      ['Average handling time', '6.5 days'],
      ['Overdue now', '2'],
      ['New registrations', '57'],
      ['Authentications submitted', '21'],
      ['Report downloads', '9'],
      ['Searches', '4,321'],
      ['Technology demands published', '12'],
      ['Contact requests', '5'],
      ['Matchmaking applications', '3'],
    ]);
    expect(screen.getByText('Period: 2025-01 to 2025-02', { exact: false })).toBeTruthy();
  });

  it('shows the consultation and evaluation figures, highlighting what is overdue now', async () => {
    await open();
    const figures = (name: string) =>
      [...screen.getByRole('region', { name }).querySelectorAll('dt')].map((dt) => [
        dt.textContent,
        dt.nextElementSibling?.textContent,
        dt.parentElement?.classList.contains('is-alert'),
      ]);
    expect(figures('Public consultation')).toEqual([
      ['Questions received', '48', false],
      ['Questions replied', '40', false],
      ['Replied on time', '38', false],
      ['On-time reply rate', '95%', false],
      ['Overdue and unreplied now', '2', true],
      ['Average time to reply', '2.6 working days', false],
    ]);
    expect(figures('Service evaluations (good/bad reviews)')).toEqual([
      ['Reviews', '1,200', false],
      ['Satisfaction rate', '97.5%', false],
      ['Bad reviews', '6', false],
      ['Rectifications open', '1', false],
      ['Rectifications overdue', '0', false],
      ['Rectifications answered', '5', false],
      ['Follow-ups resolved', '—', false],
    ]);
  });

  it('shows the patent alert figures and runs the due alerts now, saying what was queued', async () => {
    await open();
    const region = screen.getByRole('region', { name: 'Patent alerts' });
    expect(
      [...region.querySelectorAll('dt')].map((dt) => [dt.textContent, dt.nextElementSibling?.textContent]),
    ).toEqual([
      ['Saved searches with alerts on (now)', '14'],
      ['Industry subscriptions (now)', '3'],
      ['Alert mails sent', '1,021'],
      ['Unsubscribed by mail link', '2'],
    ]);
    const queued = 'Alerts of 14 saved searches and 3 industry subscriptions are queued.';
    requestMock.mockImplementation((async (options: Options) => {
      if (options.url === '/admin/operation-stats/run-alerts') {
        return { code: 200, msg: queued, data: { searches: 14, industries: 3 } };
      }
      if (options.url === '/admin/operation-stats') return okEnvelope(STATS);
      return okEnvelope(null);
    }) as typeof request);
    fireEvent.click(screen.getByRole('button', { name: 'Run due alerts now' }));
    expect(await screen.findByText(queued)).toBeTruthy();
    const run = requestMock.mock.calls.map(([o]) => o).find((o) => o.url === '/admin/operation-stats/run-alerts');
    expect(run).toEqual({ url: '/admin/operation-stats/run-alerts', method: 'POST', silent: true });
    // The figures are asked again: what was queued may soon be mailed.
    await waitFor(() => expect(statsCalls().length).toBeGreaterThan(1));
  });

  it('gives every chart its data table (shown where no canvas can draw)', async () => {
    await open();
    // The charts load on demand, after the figures.
    await screen.findByRole('table', { name: 'Applications per month by kind' });
    expect(tableRows('Applications per month by kind')).toEqual([
      ['Month', 'IP rights aid request', 'General consultation', 'Total'],
      ['2025-01', '4', '0', '4'],
      ['2025-02', '1', '7', '8'],
    ]);
    expect(tableRows('Current status of the applications of the period')).toEqual([
      ['Status', 'Count'],
      ['Submitted', '6'],
      ['Completed', '2'],
    ]);
    expect(tableRows('Searches per day')).toEqual([
      ['Day', 'Patent searches', 'Policy searches', 'Total'],
      ['2025-01-01', '10', '3', '13'],
      ['2025-01-02', '20', '5', '25'],
    ]);
    expect(tableRows('Registrations and authentications per month')[1]).toEqual(['2025-01', '30', '12', '10', '1']);
    expect(tableRows('Report downloads per month')[2]).toEqual(['2025-02', '5']);
    expect(tableRows('Public consultation per month')).toEqual([
      [
        'Month',
        'Questions received',
        'Questions replied',
        'Replied on time',
        'On-time reply rate',
        'Average time to reply',
      ],
      ['2025-01', '20', '16', '15', '93.8%', '2.5 working days'],
      ['2025-02', '28', '0', '0', '—', '—'],
    ]);
    expect(tableRows('Service evaluations per month')).toEqual([
      [
        'Month',
        'Reviews',
        'Satisfied or better',
        'Satisfaction rate',
        'Bad reviews',
        'Rectifications answered',
        'Follow-ups',
        'Follow-ups resolved',
      ],
      ['2025-01', '800', '780', '97.5%', '4', '3', '2', '50%'],
      ['2025-02', '400', '390', '97.5%', '2', '2', '0', '—'],
    ]);
    expect(tableRows('Patent alerts per month')).toEqual([
      ['Month', 'Alert mails sent', 'Searches saved', 'Unsubscribed by mail link'],
      ['2025-01', '500', '6', '1'],
      ['2025-02', '521', '8', '1'],
    ]);
    expect(tableRows('Technology matchmaking per month')).toEqual([
      ['Month', 'Demands published', 'Contact requests', 'Matchmaking applications'],
      ['2025-01', '8', '2', '1'],
      ['2025-02', '4', '3', '2'],
    ]);
  });

  it('lists the kinds and the overdue items', async () => {
    await open();
    const kinds = screen.getByRole('region', { name: 'By kind' });
    const consultation = within(kinds).getByText('General consultation').closest('tr') as HTMLElement;
    expect([...consultation.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      'General consultation',
      '7',
      '0',
      '0',
      '—',
      '1',
      '5',
    ]);
    const overdue = screen.getByRole('region', { name: 'Overdue items' });
    const row = within(overdue).getByText('202501100001').closest('tr') as HTMLElement;
    expect([...row.querySelectorAll('td')].map((td) => td.textContent)).toEqual([
      '202501100001',
      'IP rights aid request',
      'In progress',
      '2025-01-10 10:00:00',
      '2025-01-30 10:00:00',
      '12',
    ]);
    expect(within(row).getByRole('link', { name: '202501100001' }).getAttribute('href')).toBe(
      '/backStackSupport/data/applications?id=a1',
    );
  });

  it('asks again for a chosen period, and refuses one longer than 36 months before asking', async () => {
    await open();
    const period = screen.getByRole('search');
    typeInto('From month', '2020-01', period);
    typeInto('To month', '2024-12', period);
    fireEvent.click(within(period).getByText('Search'));
    expect(
      await screen.findByText('The period can cover at most 36 months. Please choose a shorter range.'),
    ).toBeTruthy();
    expect(statsCalls()).toHaveLength(1);

    typeInto('From month', '2023-01', period);
    fireEvent.click(within(period).getByText('Search'));
    await waitFor(() => expect(statsCalls().at(-1)?.params).toEqual({ from: '2023-01', to: '2024-12' }));
  });

  it('exports the shown period as a workbook under the server file name', async () => {
    const createObjectURL = vi.fn(() => 'blob:operation');
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    const clicked: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this.download);
    });
    await open();
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() => expect(clicked).toEqual(['server-name.xlsx']));
    const exportCall = requestMock.mock.calls.map(([o]) => o).find((o) => o.responseType === 'blob');
    expect(exportCall).toEqual({
      url: '/admin/operation-stats/export',
      params: statsCalls()[0]?.params,
      responseType: 'blob',
      silent: true,
    });
  });
});
