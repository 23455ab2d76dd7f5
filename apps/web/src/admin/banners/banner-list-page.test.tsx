import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildBanner } from '../../../test/factories.js';
import { request } from '../../api/http-client.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { BannerListPage } from './banner-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const banners = [
  buildBanner({ id: '00000000-0000-4000-8000-0000000000b1', title: 'Always on' }),
  buildBanner({ id: '00000000-0000-4000-8000-0000000000b2', title: 'Next year', startAt: '2999-01-01T00:00:00Z' }),
  buildBanner({ id: '00000000-0000-4000-8000-0000000000b3', title: 'Last year', endAt: '2000-01-01T00:00:00Z' }),
  buildBanner({
    id: '00000000-0000-4000-8000-0000000000b4',
    title: 'Switched off',
    enabled: false,
    linkType: 'route',
    linkTarget: '/policySearch',
  }),
];

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/banners' && !options.method) return { code: 200, msg: '', data: banners };
    if (options.url === '/admin/links') return { code: 200, msg: '', data: [] };
    return { code: 200, msg: '', data: null };
  }) as typeof request);
}

const rowOf = (title: string) => {
  const row = screen.getByText(title, { selector: 'td' }).closest('tr');
  if (!row) throw new Error(`no row for ${title}`);
  return row;
};
const writes = () => writeCalls(requestMock);

beforeEach(() => {
  requestMock.mockReset();
});
afterEach(cleanup);

describe('BannerListPage', () => {
  it('shows each banner with its thumbnail, link and where it stands now', async () => {
    serve();
    renderAdminPage(<BannerListPage />, '/backStackSupport/home/banner');
    await screen.findByText('Always on', { selector: 'td' });
    expect(within(rowOf('Always on')).getByText('Showing now')).toBeTruthy();
    expect(within(rowOf('Next year')).getByText('Scheduled')).toBeTruthy();
    expect(within(rowOf('Last year')).getByText('Expired')).toBeTruthy();
    expect(within(rowOf('Switched off')).getByText('Disabled')).toBeTruthy();
    expect(within(rowOf('Switched off')).getByText('/policySearch')).toBeTruthy();
    expect(within(rowOf('Always on')).getByRole('img', { name: 'Banner image: Always on' })).toBeTruthy();
  });

  it('previews a banner with its title and deletes one after confirmation', async () => {
    serve();
    renderAdminPage(<BannerListPage />, '/backStackSupport/home/banner');
    await screen.findByText('Always on', { selector: 'td' });
    fireEvent.click(within(rowOf('Always on')).getByRole('button', { name: 'Preview: Always on' }));
    const preview = await screen.findByRole('dialog', { name: 'Preview: Always on' });
    expect(within(preview).getByRole('figure').textContent).toContain('Always on');

    fireEvent.click(within(rowOf('Last year')).getByRole('button', { name: 'Delete: Last year' }));
    fireEvent.click(await screen.findByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(writes()).toEqual([
        { url: '/admin/banners/00000000-0000-4000-8000-0000000000b3', method: 'DELETE', silent: true },
      ]),
    );
  });
});
