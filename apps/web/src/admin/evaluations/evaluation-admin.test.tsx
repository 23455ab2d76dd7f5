import type { AdminEvaluation, EvaluationCase, Page } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope,
  renderAdminPage,
  resetAdminTestsEach,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { EvaluationAdminPage } from './evaluation-admin-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const CASE = {
  status: 'open',
  dueAt: '2026-10-09T16:00:00.000Z',
  outcome: null,
  answer: null,
  answeredAt: null,
  followUp: null,
  followUpNote: null,
  followUpAt: null,
  verifiedAt: null,
  verifyNote: null,
  handlerName: null,
  overdue: false,
  dueSoon: false,
} as const;

function buildReview(
  id: string,
  label: string,
  rectification: Partial<AdminEvaluation['rectification']>,
): AdminEvaluation {
  return {
    id,
    subject: { target: 'application', targetId: `${id}-t`, label, title: null, service: 'rightsAid' },
    level: 2,
    reasons: ['slowHandling'],
    comment: 'Nobody called back',
    createdAt: '2026-09-30T02:00:00.000Z',
    rater: { name: 'Zhang San', visitor: false },
    rectification: { ...CASE, ...rectification },
  };
}

const overdue = buildReview('r-1', '202609300001', { overdue: true });
const soon = buildReview('r-2', '202609300002', { status: 'verified', dueSoon: true });

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    if (options.url === '/admin/evaluations' || options.url === '/admin/evaluations/rectifications') {
      const page: Page<AdminEvaluation> = { items: [overdue, soon], total: 2, page: 1, pageSize: 10 };
      return okEnvelope(page);
    }
    const found = [overdue, soon].find((row) => options.url === `/admin/evaluations/${row.id}`);
    return okEnvelope(found ? ({ ...found, completedAt: '2026-09-29T02:00:00.000Z' } satisfies EvaluationCase) : null);
  }) as typeof request);
}

const rowOf = (label: string) => screen.getByText(`IP rights aid request ${label}`).closest('tr') as HTMLElement;

describe('service reviews (/system/evaluation)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(serve);

  it('marks the queue’s deadlines in words: overdue and due soon', async () => {
    renderAdminPage(<EvaluationAdminPage />, '/backStackSupport/system/evaluation?tab=rectifications');
    expect(await screen.findByRole('tab', { name: 'Rectification queue', selected: true })).toBeTruthy();
    await screen.findByText('IP rights aid request 202609300001');
    expect(within(rowOf('202609300001')).getByText('Overdue').className).toContain('due-state--overdue');
    expect(within(rowOf('202609300002')).getByText('Due soon').className).toContain('due-state--soon');
    expect(within(rowOf('202609300001')).getByText('Dissatisfied')).toBeTruthy();
  });

  it('verifies an open case with a note, checked before it is sent', async () => {
    renderAdminPage(<EvaluationAdminPage />, '/backStackSupport/system/evaluation?tab=rectifications');
    await screen.findByText('IP rights aid request 202609300001');
    fireEvent.click(
      within(rowOf('202609300001')).getByRole('button', {
        name: 'Handle rectification: IP rights aid request 202609300001',
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    // The dialog by its title (the test environment gives every useId the same value, so names by id do not resolve).
    const title = await screen.findByText('Verify bad review: IP rights aid request 202609300001');
    const dialog = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm verification' }));
    await waitFor(() =>
      expect(fieldErrorOf('What the verification found', dialog)).toBe('Please describe what the verification found.'),
    );
    expect(writeCalls(requestMock)).toEqual([]);
    fireEvent.change(within(dialog).getByLabelText('What the verification found'), {
      target: { value: 'The callback was missed.' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Confirm verification' }));
    await waitFor(() => expect(writeCalls(requestMock)).toHaveLength(1));
    expect(writeCalls(requestMock)[0]).toMatchObject({
      url: '/admin/evaluations/r-1/verify',
      method: 'POST',
      data: { note: 'The callback was missed.' },
    });
  });

  it('filters all reviews and exports the same selection', async () => {
    renderAdminPage(<EvaluationAdminPage />, '/backStackSupport/system/evaluation');
    await screen.findByText('IP rights aid request 202609300001');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' called ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    const reads = () => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/evaluations');
    await waitFor(() => expect(reads().at(-1)?.params).toEqual({ page: 1, pageSize: 10, keyword: 'called' }));
    fireEvent.click(screen.getByRole('button', { name: 'Export to Excel' }));
    await waitFor(() =>
      expect(requestMock.mock.calls.map(([o]) => o).find((o) => o.url === '/admin/evaluations/export')?.params).toEqual(
        { keyword: 'called' },
      ),
    );
  });
});
