import type { SurveyForm, SurveyResponse } from '@cityip/contracts';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { request } from '../../api/http-client.js';
import { renderAdminPage, writeCalls } from '../shared/admin-test-utils.js';
import { SurveyEditPage } from './survey-edit-page.js';
import { SurveyResponsesPage } from './survey-responses-page.js';

vi.mock('../../api/http-client.js', () => ({ request: vi.fn() }));
const requestMock = vi.mocked(request);
type Options = Parameters<typeof request>[0];

const form: SurveyForm = {
  title: '报告下载调查表',
  intro: '请填写',
  questions: [
    { id: 'org', type: 'single', title: '单位类型', required: true, options: ['企业', '高校'] },
    { id: 'note', type: 'text', title: '建议', required: false, options: [] },
  ],
  updatedAt: '2026-01-01T00:00:00.000Z',
};
const response: SurveyResponse = {
  id: '00000000-0000-4000-8000-0000000000aa',
  reportId: '00000000-0000-4000-8000-0000000000bb',
  reportTitle: '新能源汽车专利预警报告',
  email: null,
  name: 'visitor',
  role: 'visitor',
  answers: [
    { questionId: 'org', title: '单位类型', type: 'single', value: '企业' },
    { questionId: 'use', title: '用途', type: 'multiple', value: ['研发', '布局'] },
  ],
  // 02:30 UTC is 10:30 in the city (Asia/Shanghai).
  createdAt: '2026-03-04T02:30:00.000Z',
};
const file = new Blob(['x']);

function serve() {
  requestMock.mockImplementation((async (options: Options) => {
    if (options.responseType === 'blob')
      return { code: 200, msg: '', data: file, filename: 'report-survey-20260304.xlsx' };
    if (options.method) return { code: 200, msg: '', data: form };
    if (options.url === '/admin/survey') return { code: 200, msg: '', data: form };
    if (options.url === '/admin/survey/responses') {
      return { code: 200, msg: '', data: { items: [response], total: 1, page: 1, pageSize: 10 } };
    }
    if (options.url === '/admin/reports')
      return { code: 200, msg: '', data: { items: [], total: 0, page: 1, pageSize: 100 } };
    return { code: 200, msg: '', data: null };
  }) as typeof request);
}

const buttonIn = (scope: HTMLElement, text: string) => within(scope).getByText(text).closest('button') as HTMLElement;

beforeEach(() => {
  requestMock.mockReset();
  serve();
});
afterEach(() => {
  vi.restoreAllMocks();
  cleanup();
});

describe('SurveyResponsesPage', () => {
  it('shows the form in brief and the responses in city time, one in full, and exports with the filters', async () => {
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderAdminPage(<SurveyResponsesPage />, '/backStackSupport/system/reportDown');
    expect(await screen.findByText('2 questions, 1 required')).toBeTruthy();
    const row = (await screen.findByText('新能源汽车专利预警报告')).closest('tr') as HTMLElement;
    expect(within(row).getByText('2026-03-04 10:30:00')).toBeTruthy();
    expect(within(row).getByText('Visitor')).toBeTruthy();
    expect(within(row).getByText('单位类型：企业；用途：研发, 布局')).toBeTruthy();

    fireEvent.click(within(row).getByLabelText('View the response of 2026-03-04 10:30:00'));
    const drawer = (await screen.findByText('Response', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer',
    ) as HTMLElement;
    expect(within(drawer).getByText('研发, 布局')).toBeTruthy();

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-01' } });
    fireEvent.click(buttonIn(document.body, 'Search'));
    await waitFor(() =>
      expect(requestMock).toHaveBeenCalledWith(
        expect.objectContaining({
          url: '/admin/survey/responses',
          params: { from: '2026-03-01', page: 1, pageSize: 10 },
        }),
      ),
    );
    fireEvent.click(buttonIn(document.body, 'Export Excel'));
    await waitFor(() => expect(saved).toEqual(['report-survey-20260304.xlsx']));
    expect(requestMock).toHaveBeenCalledWith({
      url: '/admin/survey/responses/export',
      params: { from: '2026-03-01', format: 'xlsx' },
      responseType: 'blob',
      silent: true,
    });
  }, 30_000);
});

describe('SurveyEditPage', () => {
  it('adds a choice question, refuses it with fewer than two options and saves the form', async () => {
    vi.spyOn(crypto, 'randomUUID').mockReturnValue('11111111-2222-4333-8444-555555555555');
    renderAdminPage(<SurveyEditPage />, '/backStackSupport/system/reportDownOpreation');
    expect(await screen.findByDisplayValue('报告下载调查表')).toBeTruthy();
    fireEvent.click(buttonIn(document.body, 'Add question'));
    fireEvent.change(await screen.findByLabelText('Question 3 text'), { target: { value: '获取渠道' } });
    fireEvent.change(screen.getByLabelText('Question 3 options'), { target: { value: '官网\n' } });
    fireEvent.click(buttonIn(document.body, 'Save'));
    expect(await screen.findByText('Single- and multiple-choice questions need at least two options.')).toBeTruthy();
    expect(writeCalls(requestMock)).toEqual([]);

    fireEvent.change(screen.getByLabelText('Question 3 options'), { target: { value: '官网\n微信公众号\n' } });
    fireEvent.click(buttonIn(document.body, 'Save'));
    await waitFor(() => expect(writeCalls(requestMock)).toHaveLength(1));
    expect(writeCalls(requestMock)[0]).toEqual({
      url: '/admin/survey',
      method: 'PUT',
      silent: true,
      data: {
        title: '报告下载调查表',
        intro: '请填写',
        questions: [
          form.questions[0],
          form.questions[1],
          {
            id: '11111111-2222-4333-8444-555555555555',
            type: 'single',
            title: '获取渠道',
            required: false,
            options: ['官网', '微信公众号'],
          },
        ],
      },
    });
  }, 30_000);
});
