import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { fieldErrorOf, renderAdminPage, typeInto, writeCalls } from '../shared/admin-test-utils.js';
import { LinkFormModal } from './link-form-modal.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const onClose = vi.fn();
const writes = () => writeCalls(requestMock);

const errorOf = (label: string) => fieldErrorOf(label, screen.getByRole('dialog'));

const type = (label: string, value: string) => typeInto(label, value, screen.getByRole('dialog'));
const save = () => fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Save' }));

beforeEach(() => {
  requestMock.mockReset();
  onClose.mockReset();
});
afterEach(cleanup);

describe('LinkFormModal', () => {
  it('refuses a javascript: address with the translated message and sends nothing', async () => {
    renderAdminPage(<LinkFormModal link={null} onClose={onClose} />, '/backStackSupport/linkManage');
    type('Name', 'Trap');
    type('Address', 'javascript:alert(1)');
    save();
    await waitFor(() => expect(errorOf('Address')).toBe('Please enter an address starting with http:// or https://.'));
    expect(errorOf('Name')).toBeNull();
    expect(writes()).toEqual([]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('posts the parsed link and shows a server field error on its field', async () => {
    requestMock.mockImplementation((async () => {
      throw new ApiError('Invalid input', 'http', 400, 400, {
        code: 400,
        msg: 'Invalid input',
        data: { errors: [{ field: 'name', message: 'A link with this name already exists.' }] },
      });
    }) as typeof request);
    renderAdminPage(<LinkFormModal link={null} defaultGroup="government" onClose={onClose} />, '/');
    type('Name', '  State IP Office ');
    type('Address', 'https://www.cnipa.gov.cn');
    save();
    await waitFor(() => expect(errorOf('Name')).toBe('A link with this name already exists.'));
    expect(writes()).toEqual([
      {
        url: '/admin/links',
        method: 'POST',
        silent: true,
        data: {
          name: 'State IP Office',
          url: 'https://www.cnipa.gov.cn',
          group: 'government',
          menuKey: null,
          icon: null,
          sortOrder: 0,
          enabled: true,
        },
      },
    ]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('edits a platform link with its menu entry and sends PUT', async () => {
    requestMock.mockImplementation((async (options: Parameters<typeof request>[0]) => ({
      code: 200,
      msg: '',
      data: options.data,
    })) as typeof request);
    const link = {
      id: '00000000-0000-4000-8000-00000000000b',
      name: 'Evidence platform',
      url: 'https://evidence.example.com',
      group: 'platform' as const,
      menuKey: 'evidencePreservation' as const,
      icon: null,
      sortOrder: 2,
      enabled: true,
      updatedAt: '2024-01-01T00:00:00.000Z',
    };
    renderAdminPage(<LinkFormModal link={link} onClose={onClose} />, '/');
    expect(
      await within(screen.getByRole('dialog')).findByText('Electronic evidence preservation platform'),
    ).toBeTruthy();
    type('Address', 'https://evidence.example.com/v2');
    save();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(writes()).toEqual([
      {
        url: `/admin/links/${link.id}`,
        method: 'PUT',
        silent: true,
        data: {
          name: 'Evidence platform',
          url: 'https://evidence.example.com/v2',
          group: 'platform',
          menuKey: 'evidencePreservation',
          icon: null,
          sortOrder: 2,
          enabled: true,
        },
      },
    ]);
  });
});
