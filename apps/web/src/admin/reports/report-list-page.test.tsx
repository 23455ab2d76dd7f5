import type { Report } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { request } from '../../api/http-client.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { ReportListPage } from './report-list-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const PDF_ID = 'b'.repeat(64);
const report: Report = {
  id: '00000000-0000-4000-8000-00000000000r',
  title: '新能源汽车专利预警报告',
  industry: 'nev',
  summary: '',
  cover: null,
  file: { id: 'a'.repeat(64), name: 'nev.pdf', mime: 'application/pdf', size: 2048 },
  publishDate: '2025-06-18',
  status: 'published',
  visible: true,
  downloadCount: 42,
  createdAt: '2025-06-18T00:00:00.000Z',
  updatedAt: '2025-06-18T00:00:00.000Z',
};

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.url === '/admin/report-files' && options.method === 'POST') {
      return {
        code: 200,
        msg: '',
        data: { id: PDF_ID, name: '生物医药导航.pdf', mime: 'application/pdf', size: 4096 },
      };
    }
    if (options.method) return { code: 200, msg: '', data: null };
    if (options.url === '/admin/reports')
      return { code: 200, msg: '', data: { items: [report], total: 1, page: 1, pageSize: 10 } };
    return { code: 200, msg: '', data: null };
  }) as typeof request);
}

const writes = () => writeCalls(requestMock).filter((o) => o.url !== '/admin/report-files');
const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

beforeEach(() => {
  requestMock.mockReset();
  setRuntimeConfig(TEST_CONFIG);
  serve();
});
afterEach(() => {
  setRuntimeConfig(null);
  cleanup();
});

describe('ReportListPage', () => {
  it('lists reports with industry, status, file and downloads', async () => {
    renderAdminPage(<ReportListPage />, '/backStackSupport/data/navigation');
    const row = (await screen.findByText(report.title)).closest('tr') as HTMLElement;
    for (const text of ['New energy vehicles', 'Published', 'nev.pdf（2.0 KB）', '42']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
  });

  it('uploads a PDF privately and creates a report; a missing file is refused before sending', async () => {
    renderAdminPage(<ReportListPage />, '/backStackSupport/data/navigation');
    await screen.findByText(report.title);
    fireEvent.click(screen.getByText('Upload report'));
    const dialog = (await screen.findByText('Upload a report', { selector: '.ant-modal-title' })).closest(
      '.ant-modal',
    ) as HTMLElement;
    fireEvent.change(within(dialog).getByLabelText('Title'), { target: { value: '生物医药专利导航报告' } });
    fireEvent.mouseDown(within(dialog).getByLabelText('Industry'));
    fireEvent.click(
      await waitFor(() => {
        const option = [...document.querySelectorAll('.ant-select-item-option')].find(
          (o) => o.textContent === 'Biomedicine',
        );
        if (!option) throw new Error('no option');
        return option;
      }),
    );
    fireEvent.change(within(dialog).getByLabelText('Publish date'), { target: { value: '2025-07-01' } });
    fireEvent.click(buttonIn(dialog, 'Save'));
    expect(await within(dialog).findByText('This field is required.')).toBeTruthy();
    expect(writes()).toEqual([]);

    const pdf = new File(['%PDF-1.4'], '生物医药导航.pdf', { type: 'application/pdf' });
    fireEvent.change(within(dialog).getByLabelText('Report file'), { target: { files: [pdf] } });
    expect(await within(dialog).findByText('生物医药导航.pdf')).toBeTruthy();
    // The private file is not linked: it has no public address.
    expect(within(dialog).queryByRole('link', { name: '生物医药导航.pdf' })).toBeNull();
    expect(requestMock.mock.calls.find(([o]) => o.url === '/admin/report-files')?.[0].data).toBeInstanceOf(FormData);

    fireEvent.click(buttonIn(dialog, 'Save'));
    await waitFor(() => expect(writes()).toHaveLength(1));
    expect(writes()[0]).toEqual({
      url: '/admin/reports',
      method: 'POST',
      silent: true,
      data: {
        title: '生物医药专利导航报告',
        industry: 'biomed',
        summary: '',
        cover: null,
        file: { id: PDF_ID, name: '生物医药导航.pdf', mime: 'application/pdf', size: 4096 },
        publishDate: '2025-07-01',
        status: 'draft',
      },
    });
  }, 30_000);

  it('deletes a report only after confirmation', async () => {
    renderAdminPage(<ReportListPage />, '/backStackSupport/data/navigation');
    await screen.findByText(report.title);
    fireEvent.click(screen.getByLabelText(`Delete: ${report.title}`));
    expect(await screen.findByText(`Delete the report “${report.title}”? Its survey responses are kept.`)).toBeTruthy();
    expect(writes()).toEqual([]);
    fireEvent.click(buttonIn(document.body, 'OK'));
    await waitFor(() =>
      expect(writes()).toEqual([{ url: `/admin/reports/${report.id}`, method: 'DELETE', silent: true }]),
    );
  });
});
