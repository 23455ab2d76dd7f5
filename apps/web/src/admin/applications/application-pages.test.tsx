import type { ApplicationDetail, ApplicationSummary, Assignee } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope as ok,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { ApplicationActions } from './application-actions.js';
import { OtherApplicationsPage, PreAuditApplicationsPage } from './application-pages.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const APP_ID = '7b0e8d1e-3a53-4a0b-9d7c-1f1d2a4a0001';
const UPLOAD_ID = '7b0e8d1e-3a53-4a0b-9d7c-1f1d2a4a0002';
const STAFF: Assignee = {
  id: '7b0e8d1e-3a53-4a0b-9d7c-1f1d2a4a0003',
  name: '王经办',
  email: 'bus@demo.local',
  role: 'bus',
};
const OTHER_KINDS = 'rightsAid,disputeMediation,overseasGuidance,openLicenceIntent,consultation,techMatchmaking';
const PAGE_URL = '/backStackSupport/data/applications';

function buildSummary(overrides: Partial<ApplicationSummary> = {}): ApplicationSummary {
  return {
    id: APP_ID,
    receiptNo: '202506010001',
    kind: 'rightsAid',
    status: 'submitted',
    title: '某某贸易有限公司',
    applicant: { id: 'u1', name: '李明', email: 'person@demo.local' },
    assignee: null,
    parentId: null,
    submittedAt: '2025-06-01T02:00:00.000Z',
    updatedAt: '2025-06-01T02:00:00.000Z',
    completedAt: null,
    dueAt: '2025-06-21T02:00:00.000Z',
    overdue: true,
    ...overrides,
  };
}

function buildDetail(overrides: Partial<ApplicationDetail> = {}): ApplicationDetail {
  return {
    ...buildSummary(),
    data: {
      rightsHolder: '李明',
      rightType: 'patent',
      rightNumber: '',
      otherParty: '某某贸易有限公司',
      facts: '对方未经许可销售侵权产品。\n已保存购买凭证。',
      request: '请求协助维权',
      contactName: '李明',
      contactPhone: '13812345678',
      contactEmail: '',
      evidence: [UPLOAD_ID],
    },
    attachments: [{ id: UPLOAD_ID, name: '购买凭证.pdf', mime: 'application/pdf', size: 2048, field: 'evidence' }],
    history: [
      {
        id: 'e1',
        action: 'submit',
        from: null,
        to: 'submitted',
        actor: { name: '李明', staff: false },
        comment: '',
        at: '2025-06-01T02:00:00.000Z',
      },
    ],
    actions: ['accept', 'return', 'reject'],
    ...overrides,
  };
}

/** Answers the screens' reads; `detail` is what the detail route answers (changeable by a test). */
function serve(detail: ApplicationDetail = buildDetail()) {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.responseType === 'blob') return { code: 200, msg: '', data: new Blob(['x']), filename: 'file.xlsx' };
    if (options.method) return ok(detail);
    if (options.url === '/admin/applications') return ok({ items: [buildSummary()], total: 1, page: 1, pageSize: 10 });
    if (options.url === '/admin/applications/assignees') return ok([STAFF]);
    if (options.url === `/admin/applications/${APP_ID}`) return ok(detail);
    return ok(null);
  }) as typeof request);
}

const callsTo = (url: string) =>
  requestMock.mock.calls.map(([options]) => options).filter((options) => options.url === url && !options.method);
const lastListParams = () => callsTo('/admin/applications').at(-1)?.params;
const drawer = () => screen.findByRole('dialog', { name: 'Application 202506010001' });
/** The confirmation dialog above the drawer (antd's test ids leave it without an accessible name). */
const confirmation = (title: string) =>
  waitFor(() => {
    const dialog = screen.getAllByRole('dialog').find((d) => d.classList.contains('ant-modal'));
    expect(dialog?.querySelector('.ant-modal-title')?.textContent).toBe(title);
    return dialog as HTMLElement;
  });

resetAdminTestsEach(requestMock);
const downloads: string[] = [];
beforeEach(() => {
  downloads.length = 0;
  Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push(this.download);
  });
});

// antd tables, selects and dialogs render slowly in jsdom on a busy machine.
/** The drawer's data before and after a step (a click on 'next' stands for the refetch). */
function Stepped() {
  const [application, setApplication] = useState(buildDetail());
  const next = () => setApplication(buildDetail({ status: 'accepted', actions: ['start', 'reject'] }));
  return (
    <>
      <button type="button" onClick={next}>
        next
      </button>
      <ApplicationActions application={application} />
    </>
  );
}

describe('application list', { timeout: 40_000 }, () => {
  it('lists the screen’s kinds and sends the chosen filters', async () => {
    serve();
    renderAdminPage(<OtherApplicationsPage />, PAGE_URL);
    const row = (await screen.findByText('202506010001')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('IP rights aid request');
    expect(row.textContent).toContain('李明');
    expect(row.textContent).toContain('Submitted');
    expect(row.textContent).toContain('Overdue');
    expect(row.textContent).toContain('Unassigned');
    expect(lastListParams()).toEqual({
      kinds: OTHER_KINDS,
      sort: 'submittedAt',
      order: 'desc',
      page: 1,
      pageSize: 10,
    });

    const filters = screen.getByRole('search');
    await pickOption('Kind', 'Open licence intent', filters);
    await pickOption('Status', 'In progress', filters);
    await pickOption('Assignee', 'Assigned to me', filters);
    typeInto('Keyword', '  李明 ', filters);
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(lastListParams()).toEqual({
        kinds: 'openLicenceIntent',
        status: 'inProgress',
        assignee: 'me',
        keyword: '李明',
        sort: 'submittedAt',
        order: 'desc',
        page: 1,
        pageSize: 10,
      }),
    );
  });

  it('sorts by a clicked column and exports the filtered list in the same order', async () => {
    serve();
    renderAdminPage(<OtherApplicationsPage />, PAGE_URL);
    await screen.findByText('202506010001');
    const filters = screen.getByRole('search');
    await pickOption('Status', 'In progress', filters);
    fireEvent.click(within(filters).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ status: 'inProgress' }));

    fireEvent.click(screen.getByRole('columnheader', { name: /Receipt no\./ }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ sort: 'receiptNo', order: 'asc', page: 1 }));

    fireEvent.click(screen.getByRole('button', { name: 'Export Excel' }));
    await waitFor(() => expect(downloads).toEqual(['file.xlsx']));
    expect(callsTo('/admin/applications/export')).toEqual([
      {
        url: '/admin/applications/export',
        params: { kinds: OTHER_KINDS, status: 'inProgress', sort: 'receiptNo', order: 'asc' },
        responseType: 'blob',
        silent: true,
      },
    ]);
  });

  it('gives pre-examination filings and requests a tab each, with no kind filter', async () => {
    requestMock.mockImplementation((async (options: Options) =>
      ok(
        options.url === '/admin/applications' ? { items: [], total: 0, page: 1, pageSize: 10 } : [],
      )) as typeof request);
    renderAdminPage(<PreAuditApplicationsPage />, '/backStackSupport/data/analysis');
    await waitFor(() => expect(lastListParams()).toMatchObject({ kinds: 'preAuditFiling' }));
    expect(screen.queryByLabelText('Kind')).toBeNull();
    fireEvent.click(screen.getByRole('tab', { name: 'Patent pre-examination request' }));
    await waitFor(() => expect(lastListParams()).toMatchObject({ kinds: 'preAuditRequest' }));
  });
});

describe('application detail', { timeout: 40_000 }, () => {
  it('opens from the list and shows every form field, the attachments, the applicant and the history', async () => {
    serve(
      buildDetail({
        history: [
          ...buildDetail().history,
          {
            id: 'e2',
            action: 'return',
            from: 'submitted',
            to: 'returned',
            actor: { name: '王经办', staff: true },
            comment: '请补充权属证明',
            at: '2025-06-02T02:00:00.000Z',
          },
        ],
      }),
    );
    renderAdminPage(<OtherApplicationsPage />, PAGE_URL);
    fireEvent.click(await screen.findByRole('button', { name: 'Handle: 202506010001' }));
    const detail = await drawer();
    expect(screen.getByTestId('location').textContent).toBe(`${PAGE_URL}?id=${APP_ID}`);

    const shown = (label: string) =>
      within(detail)
        .getAllByText(label)
        .map((cell) => cell.closest('tr')?.querySelector('.ant-descriptions-item-content')?.textContent)
        .find(Boolean);
    await waitFor(() => expect(shown('Rights holder')).toBe('李明'));
    expect(shown('Type of right')).toBe('Patent');
    expect(shown('Right number')).toBe('Not given');
    expect(shown('Facts of the case')).toBe('对方未经许可销售侵权产品。\n已保存购买凭证。');
    expect(shown('Contact mobile phone')).toBe('138****5678');
    expect(shown('Contact phone')).toBe('138****5678');
    expect(shown('Account email')).toBe('person@demo.local');
    expect(detail.textContent).not.toContain('13812345678');

    const history = within(detail).getByRole('region', { name: 'History' });
    expect(history.textContent).toContain('Returned for correction');
    expect(history.textContent).toContain('王经办 · 2025-06-02 10:00:00');
    expect(history.textContent).toContain('Submitted → Returned for correction');
    expect(history.textContent).toContain('Comment: 请补充权属证明');

    fireEvent.click(within(detail).getByRole('button', { name: 'Download attachment: 购买凭证.pdf' }));
    await waitFor(() => expect(downloads).toEqual(['file.xlsx']));
    expect(callsTo(`/admin/applications/${APP_ID}/attachments/${UPLOAD_ID}`)).toEqual([
      {
        url: `/admin/applications/${APP_ID}/attachments/${UPLOAD_ID}`,
        params: {},
        responseType: 'blob',
        silent: true,
      },
    ]);
  });

  it('offers only the actions the state allows', async () => {
    serve(buildDetail({ status: 'inProgress', actions: ['complete', 'return', 'reject'] }));
    renderAdminPage(<OtherApplicationsPage />, `${PAGE_URL}?id=${APP_ID}`);
    const handling = within(await drawer()).getByRole('region', { name: 'Handling' });
    await within(handling).findByRole('button', { name: 'Complete' });
    const actions = within(handling)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(actions).toEqual(['Complete', 'Return for correction', 'Reject']);
  });

  it('keeps focus in the handling part when a step taken replaces its buttons with the next step’s', async () => {
    renderAdminPage(<Stepped />, PAGE_URL);
    const accept = screen.getByRole('button', { name: 'Accept' });
    accept.focus();
    // fireEvent, not userEvent: a real click would move focus to the stand-in button.
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await screen.findByRole('button', { name: 'Start handling' });
    expect(accept.isConnected).toBe(false);
    await waitFor(() => expect(document.activeElement?.className).toBe('application-actions'));
  });

  it('leads from a pre-examination request to the filing it was made under', async () => {
    const filingId = '7b0e8d1e-3a53-4a0b-9d7c-1f1d2a4a0009';
    serve(buildDetail({ kind: 'preAuditRequest', parentId: filingId, data: {}, attachments: [] }));
    renderAdminPage(<PreAuditApplicationsPage />, `/backStackSupport/data/analysis?id=${APP_ID}`);
    fireEvent.click(await within(await drawer()).findByRole('button', { name: 'View the filing' }));
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/backStackSupport/data/analysis?id=${filingId}`),
    );
  });

  it('refuses to reject without a reason, then rejects with it and reloads the application', async () => {
    serve();
    renderAdminPage(<OtherApplicationsPage />, `${PAGE_URL}?id=${APP_ID}`);
    fireEvent.click(await within(await drawer()).findByRole('button', { name: 'Reject' }));
    const confirm = await confirmation('Reject: 202506010001');
    expect(confirm.textContent).toContain('from “Submitted” to “Rejected”');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(fieldErrorOf('Comment', confirm)).toBe('Please give a reason when returning or rejecting an application.'),
    );
    expect(writeCalls(requestMock)).toEqual([]);

    const readsBefore = callsTo(`/admin/applications/${APP_ID}`).length;
    typeInto('Comment', '不属于本市受理范围', confirm);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Reject' }));
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        {
          url: `/admin/applications/${APP_ID}/actions`,
          method: 'POST',
          data: { action: 'reject', comment: '不属于本市受理范围' },
          silent: true,
        },
      ]),
    );
    expect(await screen.findByText('Done: Reject.')).toBeTruthy();
    await waitFor(() => expect(callsTo(`/admin/applications/${APP_ID}`).length).toBeGreaterThan(readsBefore));
    await waitFor(() => expect(callsTo('/admin/applications').length).toBeGreaterThan(1));
  });

  it('accepts without a comment', async () => {
    serve();
    renderAdminPage(<OtherApplicationsPage />, `${PAGE_URL}?id=${APP_ID}`);
    fireEvent.click(await within(await drawer()).findByRole('button', { name: 'Accept' }));
    const confirm = await confirmation('Accept: 202506010001');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        {
          url: `/admin/applications/${APP_ID}/actions`,
          method: 'POST',
          data: { action: 'accept', comment: '' },
          silent: true,
        },
      ]),
    );
  });

  it('assigns the application to a staff member of its kind', async () => {
    serve();
    renderAdminPage(<OtherApplicationsPage />, `${PAGE_URL}?id=${APP_ID}`);
    const detail = await drawer();
    await within(detail).findByRole('button', { name: 'Accept' });
    await waitFor(() =>
      expect(callsTo('/admin/applications/assignees').map((o) => o.params)).toContainEqual({ kinds: 'rightsAid' }),
    );
    await pickOption('Assignee', '王经办（bus@demo.local）', detail);
    await waitFor(() =>
      expect(writeCalls(requestMock)).toEqual([
        {
          url: `/admin/applications/${APP_ID}/assignee`,
          method: 'PUT',
          data: { assigneeId: STAFF.id },
          silent: true,
        },
      ]),
    );
    expect(await screen.findByText('The assignee has been updated.')).toBeTruthy();
  });
});
