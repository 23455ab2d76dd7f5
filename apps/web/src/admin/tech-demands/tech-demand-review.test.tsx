import type { Page, TechDemand } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { buildDemand } from '../../portal/tech-demand/tech-demand-fixtures.js';
import {
  fieldErrorOf,
  okEnvelope,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { TechDemandReviewPage } from './tech-demand-review-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const pending = buildDemand({ id: 'd-1', title: 'Battery runaway warning', status: 'pending' });
const published = buildDemand({ id: 'd-2', title: 'Desalination membranes', status: 'published' });
const history = [
  {
    id: 'e-1',
    action: 'submitted' as const,
    at: '2026-09-30T02:00:00.000Z',
    reason: null,
    changes: null,
    actorName: 'Demo Co',
  },
];

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    if (options.url === '/admin/tech-demands') {
      const page: Page<TechDemand> = { items: [pending, published], total: 2, page: 1, pageSize: 10 };
      return okEnvelope(page);
    }
    const row = [pending, published].find((item) => options.url === `/admin/tech-demands/${item.id}`);
    return okEnvelope(row ? { ...row, events: history } : null);
  }) as typeof request);
}

const reads = () => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/tech-demands' && !o.method);

describe('technology demand review (/content/demands)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(serve);

  it('lists the queue and filters it by status and keyword', async () => {
    renderAdminPage(<TechDemandReviewPage />, '/backStackSupport/content/demands');
    expect(await screen.findByRole('heading', { level: 1, name: 'Technology demand review' })).toBeTruthy();
    expect(await screen.findByText('Battery runaway warning')).toBeTruthy();
    expect(reads()[0]?.params).toEqual({ page: 1, pageSize: 10 });
    await pickOption('Status', 'Under review');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' battery ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(reads().at(-1)?.params).toEqual({ page: 1, pageSize: 10, status: 'pending', keyword: 'battery' }),
    );
  });

  it('approves a pending demand after a confirmation', async () => {
    renderAdminPage(<TechDemandReviewPage />, '/backStackSupport/content/demands');
    fireEvent.click(await screen.findByRole('button', { name: 'Review the demand "Battery runaway warning"' }));
    const drawer = await screen.findByRole('dialog');
    expect(await within(drawer).findByText('Submitted for review')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Approve' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Approve and publish' }));
    expect(await screen.findByText('Approved and published. The company will be told by mail.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([{ url: '/admin/tech-demands/d-1/approve', method: 'POST', silent: true }]);
  });

  it('takes a published demand down only with a reason', async () => {
    renderAdminPage(<TechDemandReviewPage />, '/backStackSupport/content/demands');
    fireEvent.click(await screen.findByRole('button', { name: 'View the demand "Desalination membranes"' }));
    const drawer = await screen.findByRole('dialog');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Take down' }));
    const title = await screen.findByText('Take down the demand "Desalination membranes"', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Take down' }));
    await waitFor(() => expect(fieldErrorOf('Reason', modal)).toBe('Please give the reason for taking it down.'));
    expect(writeCalls(requestMock)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('Reason'), { target: { value: 'Cooperation concluded.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Take down' }));
    expect(await screen.findByText('Taken down. The company will be told by mail.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      {
        url: '/admin/tech-demands/d-2/take-down',
        method: 'POST',
        data: { reason: 'Cooperation concluded.' },
        silent: true,
      },
    ]);
  });
});
