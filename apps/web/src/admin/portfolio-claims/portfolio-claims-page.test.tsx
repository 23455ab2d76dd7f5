import type { AdminPortfolioClaim, Page } from '@cityip/contracts';
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
import { PortfolioClaimsPage } from './portfolio-claims-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

function buildClaim(overrides: Partial<AdminPortfolioClaim>): AdminPortfolioClaim {
  return {
    id: 'c-1',
    patentId: 5,
    title: 'Desalination membrane module',
    applicationNumber: 'CN202010123456.7',
    publicationNumber: 'CN111000001B',
    patentType: 'invention',
    legalStatus: 'valid',
    applicationDate: '2020-03-15',
    grantDate: '2022-07-20',
    number: 'CN202010123456.7',
    status: 'pending',
    rejectReason: null,
    createdAt: '2026-11-20T02:00:00.000Z',
    decidedAt: null,
    demo: false,
    companyName: 'Demo Tech Co., Ltd.',
    applicants: ['Linjiang Materials Co., Ltd.'],
    ...overrides,
  };
}

const pending = buildClaim({});
const rejected = buildClaim({
  id: 'c-2',
  title: 'Battery separator',
  status: 'rejected',
  rejectReason: 'No assignment on record',
});

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    const page: Page<AdminPortfolioClaim> = { items: [pending, rejected], total: 2, page: 1, pageSize: 10 };
    return okEnvelope(page);
  }) as typeof request);
}

const reads = () =>
  requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/portfolio-claims' && !o.method);

describe('portfolio claims (/data/portfolioClaims)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(serve);

  it('lists the claims beside the patents’ applicants and filters them by status', async () => {
    renderAdminPage(<PortfolioClaimsPage />, '/backStackSupport/data/portfolioClaims');
    expect(await screen.findByRole('heading', { level: 1, name: 'Company patent confirmations' })).toBeTruthy();
    const link = await screen.findByRole('link', { name: 'View in patent search: Desalination membrane module' });
    const row = link.closest('tr') as HTMLElement;
    expect(within(row).getByText('Demo Tech Co., Ltd.')).toBeTruthy();
    expect(within(row).getByText('Linjiang Materials Co., Ltd.')).toBeTruthy();
    expect(within(row).getByText('Awaiting confirmation')).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/patentSearch?id=5');
    expect(screen.getByText('Reason: No assignment on record')).toBeTruthy();
    // A decided claim offers no decision.
    expect(screen.queryByRole('button', { name: /Battery separator/ })).toBeNull();
    await pickOption('Confirmation', 'Not confirmed');
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(reads().at(-1)?.params).toEqual({ page: 1, pageSize: 10, status: 'rejected' }));
  });

  it('confirms a pending claim after a confirmation', async () => {
    renderAdminPage(<PortfolioClaimsPage />, '/backStackSupport/data/portfolioClaims');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Confirm the patent "Desalination membrane module" added by "Demo Tech Co., Ltd."',
      }),
    );
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    expect(
      await screen.findByText('Confirmed. The patent is now listed under the company’s "My patents".'),
    ).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      { url: '/admin/portfolio-claims/c-1/confirm', method: 'POST', silent: true },
    ]);
  });

  it('rejects a claim only with a reason', async () => {
    renderAdminPage(<PortfolioClaimsPage />, '/backStackSupport/data/portfolioClaims');
    fireEvent.click(
      await screen.findByRole('button', {
        name: 'Reject the patent "Desalination membrane module" added by "Demo Tech Co., Ltd."',
      }),
    );
    const modal = (await screen.findByText('Reject the patent added by "Demo Tech Co., Ltd."')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fieldErrorOf('Reason for rejection', modal)).toBe('Please give the reason for the rejection.'),
    );
    expect(writeCalls(requestMock)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('Reason for rejection'), { target: { value: 'No assignment.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Rejected. The company sees the reason under "My patents".')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      { url: '/admin/portfolio-claims/c-1/reject', method: 'POST', data: { reason: 'No assignment.' }, silent: true },
    ]);
  });
});
