import type { User } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { fieldErrorOf, renderAdminPage, typeInto, writeCalls } from '../shared/admin-test-utils.js';
import { AccountEditPage } from './account-edit-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const existing: User = {
  id: 'u-2',
  email: 'clerk@demo.local',
  name: 'Clerk',
  phone: null,
  organization: 'Bureau',
  role: 'bus',
  status: 'enabled',
  lockedUntil: null,
  lastLoginAt: null,
  createdAt: '2024-01-01T00:00:00.000Z',
  updatedAt: '2024-01-01T00:00:00.000Z',
};

type Options = Parameters<typeof request>[0];
type Handler = (options: Options) => unknown;

/** Answers GET /account/me and GET /admin/users/:id; `write` answers the save call. */
function serve(meId: string, write: Handler) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/account/me') return { code: 200, msg: '', data: { userId: meId } };
    if (options.url === '/admin/users/u-2' && !options.method) return { code: 200, msg: '', data: existing };
    return write(options);
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('AccountEditPage', () => {
  it('explains a failed load and a failed save in the UI language', async () => {
    requestMock.mockRejectedValue(new ApiError('Failed to fetch', 'network', 0, 0));
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation?id=u-2');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The network connection failed. Please check it and try again.');
    cleanup();
    serve('u-1', () => Promise.reject(new ApiError('HTTP 502', 'http', 502, 502, null, false, 'req-9')));
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation?id=u-2');
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Clerk'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Service error, please try again later (request id: req-9).')).toBeTruthy();
  });

  it('shows the contract schema errors on the fields they belong to and sends nothing', async () => {
    serve('u-1', () => ({ code: 200, msg: '', data: existing }));
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation');
    typeInto('Email', 'not-an-email');
    typeInto('Mobile phone', '123');
    typeInto('Initial password', 'short');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldErrorOf('Name')).toBe('This field is required.'));
    expect(fieldErrorOf('Email')).toBe('Please enter a valid email address.');
    expect(fieldErrorOf('Mobile phone')).toBe('Please enter a valid mobile phone number.');
    expect(fieldErrorOf('Initial password')).toMatch(/^The password must be 8–64 characters/);
    expect(fieldErrorOf('Organisation')).toBeNull();
    expect(writes()).toEqual([]);
  });

  it('creates with the parsed input and shows server field errors on the matching fields', async () => {
    serve('u-1', () => {
      throw new ApiError('Invalid input', 'http', 400, 400, {
        code: 400,
        msg: 'Invalid input',
        data: { errors: [{ field: 'email', message: 'This email address is already registered.' }] },
      });
    });
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation');
    typeInto('Name', '  Alice ');
    typeInto('Email', 'Alice@Example.COM');
    typeInto('Initial password', 'Secret#2024');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(fieldErrorOf('Email')).toBe('This email address is already registered.'));
    expect(fieldErrorOf('Name')).toBeNull();
    expect(writes()).toEqual([
      {
        url: '/admin/users',
        method: 'POST',
        silent: true,
        data: {
          name: 'Alice',
          email: 'alice@example.com',
          phone: null,
          organization: null,
          role: 'common',
          password: 'Secret#2024',
        },
      },
    ]);
    expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/account/infosOperation');
  });

  it('updates basic information only and returns to the list with a success message', async () => {
    serve('u-1', (options) => ({ code: 200, msg: '', data: { ...existing, ...(options.data as object) } }));
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation?id=u-2');
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Clerk'));
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByLabelText('Initial password')).toBeNull();
    typeInto('Name', 'Senior clerk');
    typeInto('Mobile phone', '13800000000');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/backStackSupport/account/infos'));
    expect(writes()).toEqual([
      {
        url: '/admin/users/u-2',
        method: 'PUT',
        silent: true,
        data: { name: 'Senior clerk', phone: '13800000000', organization: 'Bureau', role: 'bus' },
      },
    ]);
    expect(await screen.findByText('Saved.')).toBeTruthy();
  });

  it('does not let admins change their own role', async () => {
    serve('u-2', () => ({ code: 200, msg: '', data: existing }));
    renderAdminPage(<AccountEditPage />, '/backStackSupport/account/infosOperation?id=u-2');
    await waitFor(() => expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Clerk'));
    await waitFor(() => expect(screen.getByLabelText('Role').closest('.ant-select-disabled')).not.toBeNull());
    expect(screen.getByText(/cannot disable the account you are logged in with/)).toBeTruthy();
  });
});
