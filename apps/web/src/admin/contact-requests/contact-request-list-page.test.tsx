import type { ContactRequestListItem } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { pickOption, renderAdminPage } from '../shared/admin-test-utils.js';
import { ContactRequestListPage } from './contact-request-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);

const item: ContactRequestListItem = {
  id: '00000000-0000-4000-8000-0000000000aa',
  targetKind: 'talent',
  targetId: '00000000-0000-4000-8000-0000000000bb',
  targetTitle: '张明远',
  requesterName: '李娜',
  requesterContact: '13912345678',
  requesterAccount: null,
  subject: '专利许可咨询',
  // 02:30 UTC is 10:30 in the city (Asia/Shanghai).
  createdAt: '2026-03-04T02:30:00.000Z',
};

beforeEach(() => {
  requestMock.mockReset();
  requestMock.mockImplementation((async () => ({
    code: 200,
    msg: '',
    data: { items: [item], total: 1, page: 1, pageSize: 10 },
  })) as unknown as typeof request);
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('ContactRequestListPage', () => {
  it('lists who contacted whom in city time, and filters by target kind', async () => {
    renderAdminPage(<ContactRequestListPage />, '/backStackSupport/content/contactRequests');
    expect(screen.getByRole('heading', { level: 1, name: 'Contact requests' })).toBeTruthy();
    const row = (await screen.findByText('专利许可咨询')).closest('tr') as HTMLElement;
    for (const text of ['2026-03-04 10:30:00', 'Expert：张明远', '李娜', '13912345678', 'Visitor']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    await pickOption('Target type', 'Technology demand');
    fireEvent.click(screen.getByText('Search').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(requestMock).toHaveBeenLastCalledWith(
        expect.objectContaining({
          url: '/admin/contact-requests',
          params: { page: 1, pageSize: 10, targetKind: 'demand' },
        }),
      ),
    );
  });
});
