import type { IdentityDetail, IdentityListItem, Page } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { AccountListPage } from '../accounts/account-list-page.js';
import {
  fieldErrorOf,
  okEnvelope,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  writeCalls,
} from '../shared/admin-test-utils.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const person: IdentityListItem = {
  id: '00000000-0000-4000-8000-0000000000p1',
  userId: 'u-person',
  email: 'li.na@example.cn',
  kind: 'person',
  status: 'pending',
  name: 'Li Na',
  idNumberMasked: '1101**********002X',
  phoneMasked: '138****5678',
  creditCode: null,
  submittedAt: '2025-03-01T02:00:00.000Z',
  reviewedAt: null,
};
const company: IdentityListItem = {
  ...person,
  id: '00000000-0000-4000-8000-0000000000c1',
  userId: 'u-company',
  email: 'office@yunhu.example.cn',
  kind: 'company',
  name: 'Yunhu Energy Ltd',
  idNumberMasked: null,
  phoneMasked: '139****5678',
  creditCode: '91350100M000100Y43',
};
const detailOf = (item: IdentityListItem): IdentityDetail => ({
  ...item,
  idNumber: item.kind === 'person' ? '11010519491231002X' : null,
  phone: item.kind === 'person' ? '13812345678' : '13912345678',
  legalRepresentative: item.kind === 'company' ? 'Wang Qiang' : null,
  contactName: item.kind === 'company' ? 'Zhao Min' : null,
  license:
    item.kind === 'company'
      ? { id: '00000000-0000-4000-8000-0000000000aa', name: 'licence.png', mime: 'image/png', size: 4 }
      : null,
  rejectReason: null,
  reviewerName: null,
});

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    if (options.url === '/admin/identities') {
      const page: Page<IdentityListItem> = { items: [person, company], total: 2, page: 1, pageSize: 10 };
      return okEnvelope(page);
    }
    if (options.url.endsWith('/license'))
      return { code: 200, msg: '', data: new Blob(['png']), filename: 'licence.png' };
    const item = [person, company].find((row) => options.url === `/admin/identities/${row.id}`);
    return okEnvelope(item ? detailOf(item) : null);
  }) as typeof request);
}

const rowOf = (name: string) => screen.getByText(name).closest('tr') as HTMLElement;
const reads = (url: string) => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === url && !o.method);

describe('authentication review (/account/infos, second tab)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(() => {
    serve();
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:licence'), revokeObjectURL: vi.fn() });
  });

  it('lists submissions masked, filters them, and logs a read only when a reviewer opens one', async () => {
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos?tab=identities');
    expect(await screen.findByRole('radio', { name: 'Authentication review', checked: true })).toBeTruthy();
    expect(await screen.findByText('1101**********002X')).toBeTruthy();
    expect(within(rowOf('Li Na')).getByText('138****5678')).toBeTruthy();
    expect(screen.queryByText('11010519491231002X')).toBeNull();
    expect(reads('/admin/identities')[0]?.params).toEqual({ page: 1, pageSize: 10 });

    await pickOption('Status', 'Under review');
    await pickOption('Type', 'Company authentication');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' yunhu ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(reads('/admin/identities').at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        status: 'pending',
        kind: 'company',
        keyword: 'yunhu',
      }),
    );
    expect(reads(`/admin/identities/${person.id}`)).toEqual([]);
  });

  it('approves a person after a confirmation', async () => {
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos?tab=identities');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the authentication of Li Na' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('11010519491231002X')).toBeTruthy();
    expect(within(drawer).getByText('13812345678')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('Approved. The applicant will be told by mail.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      { url: `/admin/identities/${person.id}/approve`, method: 'POST', silent: true },
    ]);
  });

  it('shows the licence and rejects only with a reason', async () => {
    renderAdminPage(<AccountListPage />, '/backStackSupport/account/infos?tab=identities');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the authentication of Yunhu Energy Ltd' }));
    const drawer = await screen.findByRole('dialog');
    const image = await within(drawer).findByRole('img', { name: 'Business licence: licence.png' });
    expect(image.getAttribute('src')).toBe('blob:licence');
    expect(requestMock).toHaveBeenCalledWith(
      expect.objectContaining({ url: `/admin/identities/${company.id}/license`, responseType: 'blob' }),
    );

    fireEvent.click(within(drawer).getByRole('button', { name: 'Reject' }));
    const title = await screen.findByText('Reject the authentication of Yunhu Energy Ltd', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(fieldErrorOf('Reason', modal)).toBe('Please give the reason for the rejection.'));
    expect(writeCalls(requestMock)).toEqual([]);

    fireEvent.change(within(modal).getByLabelText('Reason'), { target: { value: 'The licence photo is unreadable.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The applicant will be told by mail.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      {
        url: `/admin/identities/${company.id}/reject`,
        method: 'POST',
        data: { reason: 'The licence photo is unreadable.' },
        silent: true,
      },
    ]);
  });
});
