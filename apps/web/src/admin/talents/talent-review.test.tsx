import type { AdminTalentDetail, AdminTalentListItem, Page } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { TalentReviewPage } from './talent-review-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const pending: AdminTalentListItem = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Lin Zhiyuan',
  organisation: 'Yunhu IP Firm',
  industries: ['biomed'],
  ipcSections: ['A'],
  services: ['drafting'],
  status: 'pending',
  applied: true,
  demo: false,
  unverified: 1,
  updatedAt: '2025-03-01T02:00:00.000Z',
  publishedAt: null,
};
const published: AdminTalentListItem = {
  ...pending,
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Su Moyan',
  status: 'published',
  applied: false,
  demo: true,
  unverified: 0,
  publishedAt: '2025-02-01T02:00:00.000Z',
};
const detailOf = (item: AdminTalentListItem): AdminTalentDetail => ({
  ...item,
  photo: null,
  qualifications: [{ kind: 'patentAttorney', number: '4401234', verified: item.unverified === 0 }],
  profile: 'Patent drafting for medical devices.',
  acceptsContact: true,
  phone: '0755-81234567',
  email: 'lin@example.com',
  rejectReason: null,
  createdAt: item.updatedAt,
  reviewedAt: null,
  accountEmail: item.applied ? 'lin@example.com' : null,
  reviewerName: null,
});

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    if (options.url === '/admin/talents') {
      const page: Page<AdminTalentListItem> = { items: [pending, published], total: 2, page: 1, pageSize: 10 };
      return okEnvelope(page);
    }
    const item = [pending, published].find((row) => options.url === `/admin/talents/${row.id}`);
    return okEnvelope(item ? detailOf(item) : null);
  }) as typeof request);
}

const reads = (url: string) => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === url && !o.method);
const URL_OF_PAGE = '/backStackSupport/content/talents';

describe('the talent pool in the back office (/content/talents)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(serve);

  it('lists the queue with demo marks and filters it by status and keyword', async () => {
    renderAdminPage(<TalentReviewPage />, URL_OF_PAGE);
    expect(await screen.findByRole('heading', { level: 1, name: 'IP talent pool' })).toBeTruthy();
    expect(await screen.findByText('Lin Zhiyuan')).toBeTruthy();
    const row = screen.getByText('Su Moyan').closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo data')).toBeTruthy();
    expect(within(row).getByText('Added by staff')).toBeTruthy();
    expect(reads('/admin/talents')[0]?.params).toEqual({ page: 1, pageSize: 10 });

    await pickOption('Status', 'Withdrawn');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' Lin ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(reads('/admin/talents').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        status: 'withdrawn',
        keyword: 'Lin',
      }),
    );
    // The detail (phone and email opened, logged) is read only when staff open it.
    expect(reads(`/admin/talents/${pending.id}`)).toEqual([]);
  });

  it('opens an application with its contact and approves it after a confirmation', async () => {
    renderAdminPage(<TalentReviewPage />, URL_OF_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the application of Lin Zhiyuan' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('0755-81234567')).toBeTruthy();
    expect(within(drawer).getAllByText('lin@example.com').length).toBeGreaterThan(0);
    expect(within(drawer).getByText('not yet verified')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        { url: `/admin/talents/${pending.id}/approve`, method: 'POST', silent: true },
      ]),
    );
  });

  it('rejects only with a reason', async () => {
    renderAdminPage(<TalentReviewPage />, URL_OF_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the application of Lin Zhiyuan' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Reject' }));
    const title = await screen.findByText('Reject the application of Lin Zhiyuan', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fieldErrorOf('Reason', modal)).toBe('Please give the reason for the rejection.'));
    expect(writeCalls(requestMock)).toEqual([]);

    fireEvent.change(within(modal).getByLabelText('Reason'), { target: { value: 'Certificate not found.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        {
          url: `/admin/talents/${pending.id}/reject`,
          method: 'POST',
          data: { reason: 'Certificate not found.' },
          silent: true,
        },
      ]),
    );
  });

  it('verifies a certificate number in the edit dialog, keeping the other fields', async () => {
    renderAdminPage(<TalentReviewPage />, URL_OF_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'Review the application of Lin Zhiyuan' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Edit / verify qualifications' }));
    const title = await screen.findByText('Edit expert: Lin Zhiyuan', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('checkbox', { name: 'Certificate number verified' }));
    fireEvent.click(within(modal).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(writeCalls(requestMock)).toHaveLength(1));
    expect(writeCalls(requestMock)[0]).toMatchObject({
      url: `/admin/talents/${pending.id}`,
      method: 'PUT',
      data: {
        name: 'Lin Zhiyuan',
        industries: ['biomed'],
        qualifications: [{ kind: 'patentAttorney', number: '4401234', verified: true }],
        phone: '0755-81234567',
        email: 'lin@example.com',
      },
    });
  });

  it('takes a published expert down after a confirmation', async () => {
    renderAdminPage(<TalentReviewPage />, URL_OF_PAGE);
    fireEvent.click(await screen.findByRole('button', { name: 'View the expert Su Moyan' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Take down' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Take down' }));
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        { url: `/admin/talents/${published.id}/take-down`, method: 'POST', silent: true },
      ]),
    );
  });
});
