import type { LogEntry, Page } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { renderAdminPage } from '../shared/admin-test-utils.js';
import { toLogFilters } from './log-filters.js';
import { LogManagePage } from './log-manage-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const entry: LogEntry = {
  id: 'l-1',
  kind: 'login',
  userId: 'u-1',
  email: 'admin@demo.local',
  role: 'admin',
  action: 'login',
  target: null,
  ip: '127.0.0.1',
  userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140',
  success: false,
  detail: null,
  createdAt: '2024-05-06T07:08:09.000Z',
};

const file = new Blob(['time,email\n'], { type: 'text/csv' });

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/logs') {
      const page: Page<LogEntry> = { items: [entry], total: 1, page: 1, pageSize: 10 };
      return { code: 200, msg: '', data: page };
    }
    if (options.url === '/admin/logs/export') {
      return { code: 200, msg: '', data: file, filename: 'login-log-20240506.csv' };
    }
    throw new Error(`unexpected ${options.url}`);
  }) as typeof request);
}

const listParams = () =>
  requestMock.mock.calls
    .map(([o]) => o)
    .filter((o) => o.url === '/admin/logs')
    .map((o) => o.params);

beforeEach(() => {
  requestMock.mockReset();
});
const { createObjectURL: realCreateObjectURL, revokeObjectURL: realRevokeObjectURL } = URL;
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  Object.assign(URL, { createObjectURL: realCreateObjectURL, revokeObjectURL: realRevokeObjectURL });
});

describe('LogManagePage', () => {
  it('explains a failed load and a failed export in the UI language', async () => {
    requestMock.mockImplementation((async (options: Options) => {
      if (options.url === '/admin/logs') throw new ApiError('Failed to fetch', 'network', 0, 0);
      throw new ApiError('Request timed out after 65000 ms: /admin/logs/export', 'timeout', 0, 0);
    }) as typeof request);
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The network connection failed. Please check it and try again.');
    fireEvent.click(screen.getAllByRole('button', { name: /CSV/ })[0] as HTMLElement);
    expect(await screen.findByText('The request timed out. Please try again later.')).toBeTruthy();
  });

  it('lists the login log with its columns and switches to the operation log', async () => {
    serve();
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    const cell = await screen.findByText('admin@demo.local');
    const row = cell.closest('tr') as HTMLElement;
    expect(within(row).getByText('Super administrator')).toBeTruthy();
    expect(within(row).getByText('Failure')).toBeTruthy();
    expect(within(row).getByText('Log in')).toBeTruthy();
    expect(within(row).getByText(entry.userAgent ?? '')).toBeTruthy();
    expect(listParams()[0]).toEqual({ kind: 'login', page: 1, pageSize: 10 });

    fireEvent.click(screen.getByRole('tab', { name: 'Operation log' }));
    await waitFor(() => expect(listParams().at(-1)).toEqual({ kind: 'operation', page: 1, pageSize: 10 }));
  });

  it('exports with the current filters and saves the file under the name the server gave', async () => {
    serve();
    const createObjectURL = vi.fn(() => 'blob:log-export');
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: { download: string; href: string }[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push({ download: this.download, href: this.href });
    });

    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    await screen.findByText('admin@demo.local');
    const panel = screen.getByRole('tabpanel');
    fireEvent.change(within(panel).getByLabelText('User'), { target: { value: ' admin@demo.local ' } });
    fireEvent.change(within(panel).getByLabelText('Action'), { target: { value: 'login' } });
    fireEvent.click(within(panel).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(listParams().at(-1)).toEqual({
        kind: 'login',
        user: 'admin@demo.local',
        action: 'login',
        page: 1,
        pageSize: 10,
      }),
    );

    fireEvent.click(within(panel).getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(clicked).toEqual([{ download: 'login-log-20240506.csv', href: 'blob:log-export' }]));
    expect(requestMock).toHaveBeenCalledWith({
      url: '/admin/logs/export',
      params: { kind: 'login', user: 'admin@demo.local', action: 'login', format: 'csv' },
      responseType: 'blob',
      silent: true,
    });
    expect(createObjectURL).toHaveBeenCalledWith(file);
    await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:log-export'));
    expect(document.querySelector('a[download]')).toBeNull();
  });
});

describe('toLogFilters', () => {
  it('turns a day range into whole days as ISO 8601 with the local offset', () => {
    const filters = toLogFilters({ range: [dayjs('2024-05-01T15:00:00'), dayjs('2024-05-03T09:30:00')], user: ' ' });
    expect(filters.from).toBe(dayjs('2024-05-01T00:00:00').format());
    expect(filters.to).toBe(dayjs('2024-05-03T23:59:59').format());
    expect(filters.from).toMatch(/^2024-05-01T00:00:00(Z|[+-]\d\d:\d\d)$/);
    expect(filters.user).toBeUndefined();
  });

  it('leaves out an open end of the range', () => {
    expect(toLogFilters({ range: [dayjs('2024-05-01'), null] })).toEqual({
      from: dayjs('2024-05-01T00:00:00').format(),
      to: undefined,
      user: undefined,
      action: undefined,
    });
  });
});
