import { latestPurgeCutoff } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import dayjs from 'dayjs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { writeItem } from '../../auth/browser-storage.js';
import { notifySessionChanged } from '../../auth/session-store.js';
import { STORAGE_KEYS } from '../../auth/storage-keys.js';
import { renderAdminPage } from '../shared/admin-test-utils.js';
import { LogManagePage } from './log-manage-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

function signInAs(role: string) {
  writeItem(STORAGE_KEYS.role, role);
  notifySessionChanged();
}

/** The list answers empty; the purge answers with `purge`. */
function serve(purge: (options: Options) => unknown) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/logs')
      return { code: 200, msg: '', data: { items: [], total: 0, page: 1, pageSize: 10 } };
    if (options.url === '/admin/logs/purge') return purge(options);
    throw new Error(`unexpected ${options.url}`);
  }) as typeof request);
}

const purgeCalls = () => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/logs/purge');

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(() => {
  cleanup();
  signInAs('');
});

describe('case 12: log purge in the back office', () => {
  it('is offered to the auditor only', async () => {
    serve(() => null);
    signInAs('admin');
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    await screen.findByRole('tab', { name: 'Login log' });
    expect(screen.queryByRole('heading', { name: 'Purge expired logs' })).toBeNull();
    cleanup();
    signInAs('auditor');
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    expect(await screen.findByRole('heading', { name: 'Purge expired logs' })).toBeTruthy();
    expect(screen.getByText(/kept for at least 180 days/)).toBeTruthy();
  });

  it('purges before the start of the last day past retention, after confirmation', async () => {
    serve(() => ({ code: 200, msg: '', data: { before: '', deleted: 42 } }));
    signInAs('auditor');
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    fireEvent.click(await screen.findByRole('button', { name: 'Purge logs' }));
    expect(purgeCalls()).toEqual([]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(dayjs(latestPurgeCutoff()).format('YYYY-MM-DD'));
    fireEvent.click(screen.getAllByRole('button', { name: 'Purge logs' }).at(-1) as HTMLElement);
    await waitFor(() => expect(purgeCalls()).toHaveLength(1));
    const before = (purgeCalls()[0]?.data as { before?: string } | undefined)?.before ?? '';
    expect(before).toBe(dayjs(latestPurgeCutoff()).startOf('day').format());
    expect(Date.parse(before)).toBeLessThanOrEqual(latestPurgeCutoff().getTime());
    expect(await screen.findByText('42 log entries purged.')).toBeTruthy();
  });

  it('shows the server’s refusal', async () => {
    const refusal = { code: 400, msg: 'bad', data: { errors: [{ field: 'before', message: 'Kept 180 days.' }] } };
    serve(() => {
      throw new ApiError('bad', 'http', 400, 400, refusal);
    });
    signInAs('auditor');
    renderAdminPage(<LogManagePage />, '/backStackSupport/system/logManage');
    fireEvent.click(await screen.findByRole('button', { name: 'Purge logs' }));
    await screen.findByRole('dialog');
    fireEvent.click(screen.getAllByRole('button', { name: 'Purge logs' }).at(-1) as HTMLElement);
    expect(await screen.findByText('Kept 180 days.')).toBeTruthy();
  });
});
