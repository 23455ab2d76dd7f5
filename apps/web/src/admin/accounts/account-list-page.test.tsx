import type { Page, User } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { pickOption, renderAdminPage } from '../shared/admin-test-utils.js';
import { AccountListPage } from './account-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

function buildUser(overrides: Partial<User>): User {
  return {
    id: 'u-x',
    email: 'x@demo.local',
    name: 'X',
    phone: null,
    organization: null,
    role: 'common',
    status: 'enabled',
    lockedUntil: null,
    lastLoginAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  };
}

const me = buildUser({ id: 'u-admin', email: 'admin@demo.local', name: 'Admin', role: 'admin' });
const clerk = buildUser({ id: 'u-bus', email: 'bus@demo.local', name: 'Clerk', role: 'bus' });
const locked = buildUser({
  id: 'u-locked',
  email: 'locked@demo.local',
  name: 'Lou',
  lockedUntil: '2999-01-01T00:00:00Z',
});

function serve(write: (options: Options) => unknown = () => ({ code: 200, msg: '', data: null })) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/account/me') return { code: 200, msg: '', data: { userId: me.id } };
    if (options.url === '/admin/users' && !options.method) {
      const page: Page<User> = { items: [me, clerk, locked], total: 25, page: 1, pageSize: 10 };
      return { code: 200, msg: '', data: page };
    }
    return write(options);
  }) as typeof request);
}

const listParams = () =>
  requestMock.mock.calls
    .map(([o]) => o)
    .filter((o) => o.url === '/admin/users' && !o.method)
    .map((o) => o.params);
const lastListParams = () => listParams().at(-1);
const rowOf = (email: string) => {
  const row = screen.getByText(email).closest('tr');
  if (!row) throw new Error(`no row for ${email}`);
  return row;
};

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('AccountListPage', () => {
  it('explains a failed load in the UI language, not with the technical message', async () => {
    requestMock.mockRejectedValue(new ApiError('Request timed out after 65000 ms: /admin/users', 'timeout', 0, 0));
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The request timed out. Please try again later.');
  });

  it('asks the server for the first page, newest first, and lists the users', async () => {
    serve();
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    expect(await screen.findByText('bus@demo.local')).toBeTruthy();
    expect(listParams()[0]).toEqual({ page: 1, pageSize: 10, sortField: 'createdAt', sortOrder: 'descend' });
    expect(within(rowOf('bus@demo.local')).getByText('Platform operations staff')).toBeTruthy();
    expect(within(rowOf('locked@demo.local')).getByText('Locked')).toBeTruthy();
    expect(within(rowOf('locked@demo.local')).getByRole('button', { name: 'Unlock: locked@demo.local' })).toBeTruthy();
    expect(within(rowOf('bus@demo.local')).queryByRole('button', { name: /^Unlock/ })).toBeNull();
  });

  it('sends keyword, role and status filters from page 1', async () => {
    serve();
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    await screen.findByText('bus@demo.local');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: '  clerk ' } });
    await pickOption('Role', 'Platform operations staff');
    await pickOption('Status', 'Disabled');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        page: 1,
        pageSize: 10,
        keyword: 'clerk',
        role: 'bus',
        status: 'disabled',
        sortField: 'createdAt',
        sortOrder: 'descend',
      }),
    );
  });

  it('sorts and pages on the server', async () => {
    serve();
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    await screen.findByText('bus@demo.local');
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 2, sortField: 'createdAt' }));

    fireEvent.click(screen.getByText('Email', { selector: 'th *' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ page: 1, sortField: 'email', sortOrder: 'ascend' }));
    fireEvent.click(screen.getByText('Email', { selector: 'th *' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sortField: 'email', sortOrder: 'descend' }));
    fireEvent.click(screen.getByText('Email', { selector: 'th *' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sortField: 'email', sortOrder: 'ascend' }));
  });

  it("keeps the admin's own row from being disabled and shows the server's refusal for others", async () => {
    serve((options) => {
      if (options.url === '/admin/users/u-bus/status') {
        throw new ApiError('At least one enabled super administrator must remain.', 'http', 409, 409, {
          code: 409,
          msg: 'At least one enabled super administrator must remain.',
          data: null,
        });
      }
      throw new Error(`unexpected ${options.url}`);
    });
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    await screen.findByText('bus@demo.local');
    await waitFor(() =>
      expect(
        within(rowOf('admin@demo.local')).getByRole('button', { name: 'Disable: admin@demo.local' }),
      ).toHaveProperty('disabled', true),
    );

    fireEvent.click(within(rowOf('bus@demo.local')).getByRole('button', { name: 'Disable: bus@demo.local' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText('At least one enabled super administrator must remain.')).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/admin/users/u-bus/status', method: 'PUT', data: { status: 'disabled' } }),
    );
  });

  it('resets a password only when it meets the policy and both entries match', async () => {
    serve(() => ({ code: 200, msg: '', data: null }));
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    await screen.findByText('bus@demo.local');
    fireEvent.click(within(rowOf('bus@demo.local')).getByRole('button', { name: 'Reset password: bus@demo.local' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'abcdefgh' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'abcdefgx' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await within(dialog).findByText('The two passwords do not match.')).toBeTruthy();
    expect(within(dialog).getAllByText(/^The password must be 8–64 characters/).length).toBe(2);

    fireEvent.change(within(dialog).getByLabelText('New password'), { target: { value: 'Abcdefg#1' } });
    fireEvent.change(within(dialog).getByLabelText('Confirm new password'), { target: { value: 'Abcdefg#1' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reset' }));
    expect(await screen.findByText('The password has been reset.')).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith({
      url: '/admin/users/u-bus/password',
      method: 'PUT',
      data: { password: 'Abcdefg#1' },
      silent: true,
    });
  });

  it('case 3: resets the second factor of another staff member after confirmation, never of oneself', async () => {
    serve(() => ({ code: 200, msg: '', data: null }));
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos');
    await screen.findByText('bus@demo.local');
    expect(within(rowOf('admin@demo.local')).queryByRole('button', { name: /^Reset second factor/ })).toBeNull();
    expect(within(rowOf('locked@demo.local')).queryByRole('button', { name: /^Reset second factor/ })).toBeNull();
    fireEvent.click(
      within(rowOf('bus@demo.local')).getByRole('button', { name: 'Reset second factor: bus@demo.local' }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(
      await screen.findByText('Second factor reset. The account must set up an authenticator at its next login.'),
    ).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/admin/users/u-bus/second-factor', method: 'DELETE' }),
    );
  });
});
