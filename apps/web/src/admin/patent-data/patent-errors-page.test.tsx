import type { AdminPatentReportDetail, PatentCorrectionRecord } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import {
  fieldErrorOf,
  okEnvelope,
  pickOption,
  renderAdminPage,
  resetAdminTestsEach,
  typeInto,
  writeCalls,
} from '../shared/admin-test-utils.js';
import { PatentErrorsPage } from './patent-errors-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const RECORD: PatentCorrectionRecord = {
  id: 7,
  applicationNumber: 'CN201910123456.7',
  title: 'Lithium battery cathode',
  values: {
    title: 'Lithium battery cathode',
    abstract: 'A cathode material with a long cycle life.',
    firstClaim: '',
    applicants: ['Haibin New Energy Co.'],
    inventors: ['Huang Lei'],
    applicantAddress: '',
    ipcMain: 'H01M4/525',
    ipcCodes: ['H01M4/525'],
    cpcCodes: [],
    applicationDate: '2019-10-10',
    publicationDate: '2021-04-10',
    grantDate: null,
    legalStatus: 'valid',
    district: 'haibin',
    industry: 'nev',
  },
};
const REPORT: AdminPatentReportDetail = {
  id: '00000000-0000-4000-8000-0000000000a1',
  patentId: 7,
  applicationNumber: RECORD.applicationNumber,
  patentTitle: RECORD.title,
  field: 'title',
  description: 'The title lacks "and its preparation".',
  status: 'new',
  reporterName: 'Li Na',
  createdAt: '2026-05-18T02:00:00.000Z',
  decidedAt: null,
  source: 'https://example.gov.cn/gazette',
  patent: RECORD,
  decidedByName: null,
  rejectReason: null,
  correction: null,
};

let writeAnswer: (options: Options) => unknown = () => okEnvelope(REPORT);
function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.method) return writeAnswer(options);
    if (options.url === '/admin/patent-data/reports')
      return okEnvelope({ items: [REPORT], total: 1, page: 1, pageSize: 10 });
    if (options.url === `/admin/patent-data/reports/${REPORT.id}`) return okEnvelope(REPORT);
    if (options.url === '/admin/patent-data/patents') return okEnvelope(RECORD);
    return okEnvelope({ items: [], total: 0, page: 1, pageSize: 10 });
  }) as typeof request);
}
/**
 * The open dialog (drawer or modal) whose title reads `title`. Found by its title's text: under
 * jsdom every antd dialog is labelled by the same test id, so the accessible name cannot tell them apart.
 */
const dialogTitled = (title: string) =>
  waitFor(() => {
    const found = screen
      .getAllByRole('dialog')
      .find((d) => d.querySelector('.ant-drawer-title, .ant-modal-title')?.textContent === title);
    if (!found) throw new Error(`no dialog titled ${title}`);
    return found;
  });
const button = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

async function openReport() {
  renderAdminPage(<PatentErrorsPage />, '/backStackSupport/data/patentErrors');
  fireEvent.click(await screen.findByRole('button', { name: 'Handle the report on Lithium battery cathode (Title)' }));
  return dialogTitled('Data error report: Lithium battery cathode');
}

describe('patent data errors (/data/patentErrors)', () => {
  resetAdminTestsEach(requestMock);
  beforeEach(() => {
    writeAnswer = () => okEnvelope(REPORT);
    serve();
  });

  it('lists the reports and filters them by status and field', async () => {
    renderAdminPage(<PatentErrorsPage />, '/backStackSupport/data/patentErrors');
    expect(await screen.findByRole('heading', { level: 1, name: 'Patent data errors' })).toBeTruthy();
    const row = (await screen.findByText(REPORT.description)).closest('tr') as HTMLElement;
    for (const text of ['CN201910123456.7', 'Title', 'Li Na', 'New']) expect(within(row).getByText(text)).toBeTruthy();
    await pickOption('Status', 'Accepted');
    await pickOption('Field', 'Legal status');
    fireEvent.click(screen.getByText('Search').closest('button') as HTMLElement);
    await waitFor(() =>
      expect(requestMock).toHaveBeenLastCalledWith(
        expect.objectContaining({
          url: '/admin/patent-data/reports',
          params: { page: 1, pageSize: 10, status: 'accepted', field: 'legalStatus' },
        }),
      ),
    );
  });

  it('opens a report beside the current value and accepts it with the corrected value; a refused value shows on its field', async () => {
    const drawer = await openReport();
    expect(within(drawer).getByText(REPORT.description)).toBeTruthy();
    expect(
      within(drawer)
        .getByRole('link', { name: /example\.gov\.cn/ })
        .getAttribute('rel'),
    ).toContain('noopener');
    expect(within(drawer).getByText('Value in the record now')).toBeTruthy();
    fireEvent.click(button(drawer, 'Accept and correct'));
    const dialog = await dialogTitled('Accept and correct: Title');
    expect((within(dialog).getByLabelText('Corrected Title') as HTMLInputElement).value).toBe(RECORD.title);

    typeInto('Corrected Title', '', dialog);
    fireEvent.click(button(dialog, 'Save correction'));
    await waitFor(() => expect(fieldErrorOf('Corrected Title', dialog)).toBe('This field is required.'));
    expect(writeCalls(requestMock)).toEqual([]);

    writeAnswer = () => ({
      code: 400,
      msg: 'Bad request',
      data: { errors: [{ field: 'value', message: 'The corrected value is the same as the current one.' }] },
    });
    typeInto('Corrected Title', RECORD.title, dialog);
    fireEvent.click(button(dialog, 'Save correction'));
    await waitFor(() =>
      expect(fieldErrorOf('Corrected Title', dialog)).toBe('The corrected value is the same as the current one.'),
    );

    writeAnswer = () => okEnvelope(REPORT);
    typeInto('Corrected Title', 'Lithium battery cathode and its preparation', dialog);
    typeInto('Note (optional)', 'Checked against the gazette', dialog);
    fireEvent.click(button(dialog, 'Save correction'));
    await waitFor(() => expect(document.querySelector('.ant-modal-title')).toBeNull());
    expect(writeCalls(requestMock).at(-1)).toMatchObject({
      url: `/admin/patent-data/reports/${REPORT.id}/accept`,
      method: 'POST',
      data: { value: 'Lithium battery cathode and its preparation', note: 'Checked against the gazette' },
    });
  });

  it('rejects a report only with a reason', async () => {
    const drawer = await openReport();
    fireEvent.click(button(drawer, 'Do not accept'));
    const dialog = await dialogTitled('Do not accept: Lithium battery cathode');
    fireEvent.click(button(dialog, 'Confirm'));
    await waitFor(() =>
      expect(fieldErrorOf('Reason for not accepting', dialog)).toBe('Give the reason for not accepting the report.'),
    );
    typeInto('Reason for not accepting', 'The gazette shows the title as stored.', dialog);
    fireEvent.click(button(dialog, 'Confirm'));
    await waitFor(() =>
      expect(writeCalls(requestMock).at(-1)).toMatchObject({
        url: `/admin/patent-data/reports/${REPORT.id}/reject`,
        data: { reason: 'The gazette shows the title as stored.' },
      }),
    );
  });

  it('corrects a field directly: finds the patent by number, fills in the current value, sends a list one entry a line', async () => {
    renderAdminPage(<PatentErrorsPage />, '/backStackSupport/data/patentErrors');
    fireEvent.click(await screen.findByRole('button', { name: 'Correct a record' }));
    const dialog = await dialogTitled('Correct a patent record');
    fireEvent.click(button(dialog, 'Save correction'));
    await waitFor(() => expect(fieldErrorOf('Application number', dialog)).toBe('Find the patent to correct first'));

    typeInto('Application number', 'cn201910123456.7', dialog);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Find patent' }));
    expect(await within(dialog).findByText('CN201910123456.7: Lithium battery cathode')).toBeTruthy();
    expect(requestMock).toHaveBeenCalledWith(
      expect.objectContaining({ url: '/admin/patent-data/patents', params: { number: 'cn201910123456.7' } }),
    );
    await pickOption('Field to correct', 'Applicants (patentees)', dialog);
    const value = (await within(dialog).findByLabelText('Corrected value')) as HTMLTextAreaElement;
    expect(value.value).toBe('Haibin New Energy Co.');
    typeInto('Corrected value', 'Haibin New Energy Co.\nQinghe University\n', dialog);
    fireEvent.click(button(dialog, 'Save correction'));
    await waitFor(() =>
      expect(writeCalls(requestMock).at(-1)).toMatchObject({
        url: '/admin/patent-data/corrections',
        data: { patentId: 7, field: 'applicants', value: ['Haibin New Energy Co.', 'Qinghe University'], note: '' },
      }),
    );
  });
});
