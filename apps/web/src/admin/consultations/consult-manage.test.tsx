import type { AdminConsultSummary, Page } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { buildAdminConsultation } from '../../portal/consult/consult-fixtures.js';
import {
  fieldErrorOf,
  okEnvelope,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { ConsultManagePage } from './consult-manage-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const overdue = buildAdminConsultation();
const replied = buildAdminConsultation({
  id: '00000000-0000-4000-8000-000000000004',
  queryNo: 'ZX202605180003',
  title: 'Trademark renewal',
  status: 'replied',
  deadline: null,
  handlerId: '00000000-0000-4000-8000-0000000000b1',
  handlerName: 'Zhou Min',
  reply: 'Renew within twelve months before expiry.',
  repliedAt: '2026-05-19T02:00:00.000Z',
});
const HANDLERS = [{ id: '00000000-0000-4000-8000-0000000000b1', name: 'Zhou Min' }];

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return okEnvelope(null);
    if (options.url === '/admin/consultations') {
      const page: Page<AdminConsultSummary> = { items: [overdue, replied], total: 2, page: 1, pageSize: 10 };
      return okEnvelope(page);
    }
    if (options.url === '/admin/consultations/handlers') return okEnvelope(HANDLERS);
    if (options.url === '/admin/faqs') return okEnvelope({ items: [], total: 0, page: 1, pageSize: 10 });
    return okEnvelope([overdue, replied].find((item) => options.url === `/admin/consultations/${item.id}`) ?? null);
  }) as typeof request);
}

const reads = () => requestMock.mock.calls.map(([o]) => o).filter((o) => o.url === '/admin/consultations' && !o.method);
const open = async (name: string) => {
  fireEvent.click(await screen.findByRole('button', { name }));
  return screen.findByRole('dialog');
};

describe('consultation queue (/system/consultManage)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(serve);

  it('says in words which questions are overdue, and filters the queue', async () => {
    renderAdminPage(<ConsultManagePage />, '/backStackSupport/system/consultManage');
    expect(await screen.findByRole('heading', { level: 1, name: 'Consultations' })).toBeTruthy();
    const row = (await screen.findByText('Annual fee reduction')).closest('tr') as HTMLElement;
    expect(row.className).toContain('consult-row--overdue');
    expect(within(row).getByText('Overdue')).toBeTruthy();
    expect(within(row).getByText('To assign')).toBeTruthy();
    expect(within(row).getByText('Li Na（visitor）')).toBeTruthy();
    expect(reads()[0]?.params).toEqual({ page: 1, pageSize: 10 });
    await pickOption('Time limit', 'Due soon');
    await pickOption('Handler', 'Not assigned');
    fireEvent.change(screen.getByLabelText('Keyword'), { target: { value: ' ZX2026 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(reads().at(-1)?.params).toEqual({
        page: 1,
        pageSize: 10,
        deadline: 'dueSoon',
        handler: 'none',
        keyword: 'ZX2026',
      }),
    );
  });

  it('replies to an open question only with a text, checked as the server checks it', async () => {
    renderAdminPage(<ConsultManagePage />, '/backStackSupport/system/consultManage');
    const drawer = await open('Handle the question "Annual fee reduction" (ZX202605180002)');
    expect(await within(drawer).findByText('li.na@example.cn', { exact: false })).toBeTruthy();
    expect(within(drawer).getByText('Received')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Reply' }));
    const title = await screen.findByText('Reply: Annual fee reduction', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Send the reply' }));
    await waitFor(() => expect(fieldErrorOf('Reply', modal)).toBe('This field is required.'));
    expect(writeCalls(requestMock)).toEqual([]);
    fireEvent.change(within(modal).getByLabelText('Reply'), { target: { value: 'Yes, apply online.' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Send the reply' }));
    expect(await screen.findByText('Replied. The asker will be notified.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      {
        url: `/admin/consultations/${overdue.id}/reply`,
        method: 'POST',
        data: { reply: 'Yes, apply online.' },
        silent: true,
      },
    ]);
  });

  it('closes a question as not a consultation only with a reason', async () => {
    renderAdminPage(<ConsultManagePage />, '/backStackSupport/system/consultManage');
    const drawer = await open('Handle the question "Annual fee reduction" (ZX202605180002)');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Not a consultation' }));
    const title = await screen.findByText('Close as not a consultation: Annual fee reduction', {}, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(modal).getByRole('button', { name: 'Close the question' }));
    await waitFor(() =>
      expect(fieldErrorOf('Reason', modal)).toBe('Please give the reason why this is not a consultation.'),
    );
    expect(writeCalls(requestMock)).toEqual([]);
  });

  it('publishes a replied question the asker allowed, and makes a FAQ entry of it', async () => {
    renderAdminPage(<ConsultManagePage />, '/backStackSupport/system/consultManage');
    const drawer = await open('View the question "Trademark renewal" (ZX202605180003)');
    fireEvent.click(await within(drawer).findByRole('button', { name: 'Publish' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Publish' }));
    expect(await screen.findByText('Published.')).toBeTruthy();

    fireEvent.click(within(drawer).getByRole('button', { name: 'Make a FAQ entry' }));
    const title = await screen.findByText('Make a FAQ entry', { selector: '.ant-modal-title' }, { timeout: 3000 });
    const modal = title.closest('[role="dialog"]') as HTMLElement;
    expect((within(modal).getByLabelText('Answer') as HTMLTextAreaElement).value).toBe(replied.reply);
    fireEvent.change(within(modal).getByLabelText('Question'), { target: { value: 'How is a trademark renewed?' } });
    fireEvent.click(within(modal).getByRole('button', { name: 'Make' }));
    expect(await screen.findByText('FAQ entry created.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([
      { url: `/admin/consultations/${replied.id}/publish`, method: 'POST', silent: true },
      {
        url: `/admin/consultations/${replied.id}/faq`,
        method: 'POST',
        data: { category: 'patent', question: 'How is a trademark renewed?', answer: replied.reply },
        silent: true,
      },
    ]);
  });
});
