import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLink } from '../../../test/factories.js';
import { ApiError } from '../../api/api-error.js';
import { request } from '../../api/http-client.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { LinkListPage } from './link-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const cnipa = buildLink({ id: '00000000-0000-4000-8000-00000000000a', name: 'CNIPA', group: 'government' });
const evidence = buildLink({
  id: '00000000-0000-4000-8000-00000000000b',
  name: 'Evidence platform',
  url: 'https://evidence.example.com',
  group: 'platform',
  menuKey: 'evidencePreservation',
});

/** Answers the list with two links; `write` answers every write. */
function serve(write: (options: Options) => unknown = () => ({ code: 200, msg: '', data: null })) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/links' && !options.method) return { code: 200, msg: '', data: [evidence, cnipa] };
    return write(options);
  }) as typeof request);
}

const writes = () => writeCalls(requestMock);
const rowOf = (name: string) => {
  const row = screen.getByText(name).closest('tr');
  if (!row) throw new Error(`no row for ${name}`);
  return row;
};

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('LinkListPage', () => {
  it('lists the links by group with their menu entry and an address that opens in a new tab', async () => {
    serve();
    renderAdminPage(<LinkListPage />, '/backStackSupport/linkManage');
    await screen.findByText('CNIPA');
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('Government websitesCNIPA'),
      expect.stringContaining('External service platformsEvidence platform'),
    ]);
    expect(within(rowOf('Evidence platform')).getByText('Electronic evidence preservation platform')).toBeTruthy();
    const address = within(rowOf('Evidence platform')).getByRole('link', { name: /evidence\.example\.com/ });
    expect(address.getAttribute('target')).toBe('_blank');
    expect(address.getAttribute('rel')).toContain('noopener');
  });

  it('asks for confirmation before deleting and then sends DELETE', async () => {
    serve();
    renderAdminPage(<LinkListPage />, '/backStackSupport/linkManage');
    await screen.findByText('CNIPA');
    fireEvent.click(within(rowOf('CNIPA')).getByRole('button', { name: 'Delete: CNIPA' }));
    expect(await screen.findByText('Delete the link “CNIPA”? This cannot be undone.')).toBeTruthy();
    expect(writes()).toEqual([]);

    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('The link has been deleted.')).toBeTruthy();
    expect(writes()).toEqual([{ url: `/admin/links/${cnipa.id}`, method: 'DELETE', silent: true }]);
  });

  it("shows the server's message when a banner still uses the link", async () => {
    const msg = 'A home banner uses this link. Change the banner first.';
    serve(() => {
      throw new ApiError(msg, 'http', 409, 409, { code: 409, msg, data: null });
    });
    renderAdminPage(<LinkListPage />, '/backStackSupport/linkManage');
    await screen.findByText('CNIPA');
    fireEvent.click(within(rowOf('CNIPA')).getByRole('button', { name: 'Delete: CNIPA' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(await screen.findByText(msg)).toBeTruthy();
    expect(screen.getByText('CNIPA')).toBeTruthy();
  });

  it('turns a link off from its switch, saving the rest unchanged', async () => {
    serve(() => ({ code: 200, msg: '', data: null }));
    renderAdminPage(<LinkListPage />, '/backStackSupport/linkManage');
    fireEvent.click(await screen.findByRole('switch', { name: 'Link enabled: Evidence platform' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        {
          url: `/admin/links/${evidence.id}`,
          method: 'PUT',
          silent: true,
          data: {
            name: 'Evidence platform',
            url: 'https://evidence.example.com',
            group: 'platform',
            menuKey: 'evidencePreservation',
            icon: null,
            sortOrder: 0,
            enabled: false,
          },
        },
      ]),
    );
  });

  it('shows an empty state and a load error', async () => {
    requestMock.mockImplementation((async () => {
      throw new ApiError('HTTP 503', 'http', 503, 503, { code: 503, msg: 'Service unavailable', data: null });
    }) as typeof request);
    renderAdminPage(<LinkListPage />, '/backStackSupport/linkManage');
    expect((await screen.findByRole('alert')).textContent).toContain('Service unavailable');
    expect(screen.getByText('No matching information')).toBeTruthy();
  });
});
