import { type ColumnStatus, EMPTY_WEEK, type PublicReport, type SurveyForm } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import type { Received, Reply } from '../../../test/fake-server.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { PatentWarningPage } from './patent-warning-page.js';

const route = { path: '/patentWarning', title: 'nav.infoUse,nav.patentWarning', Component: PatentWarningPage };

function buildReport(overrides: Partial<PublicReport> = {}): PublicReport {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    title: '示范市新能源汽车产业专利导航分析报告（2025）',
    industry: 'nev',
    summary: '分析了动力电池领域的专利态势。',
    cover: null,
    fileName: '新能源汽车专利导航.pdf',
    fileSize: 245_760,
    publishDate: '2025-06-18',
    downloadCount: 1234,
    surveyAnswered: false,
    ...overrides,
  };
}
const fresh = buildReport();
const answered = buildReport({
  id: '00000000-0000-4000-8000-000000000002',
  title: '示范市生物医药产业专利预警分析报告（2024）',
  industry: 'biomed',
  surveyAnswered: true,
});
const survey: SurveyForm = {
  title: '报告下载调查表',
  intro: '请在下载前填写。',
  questions: [
    { id: 'org', type: 'single', title: '单位类型', required: true, options: ['企业', '高校'] },
    { id: 'use', type: 'multiple', title: '用途', required: false, options: ['研发', '布局'] },
  ],
  updatedAt: null,
};
const openStatus = (overrides: Partial<ColumnStatus> = {}): ColumnStatus => ({
  key: 'patentWarning',
  open: true,
  reason: null,
  message: '',
  messageEn: '',
  nextOpenAt: null,
  closesAt: null,
  mode: 'always',
  weekly: EMPTY_WEEK,
  ...overrides,
});

const PDF = Buffer.from('%PDF-1.4\n%%EOF\n');
let status: ColumnStatus = openStatus();
let surveyReply: (request: Received) => Reply = () => envelopeReply(200, { reportId: fresh.id });

const data = portalHandler({
  '/api/reports': () => ({ items: [fresh, answered], total: 2, page: 1, pageSize: 9 }),
  '/api/reports/years': [2025, 2024],
  '/api/survey': survey,
  '/api/columns/status': () => [status],
});
describe('/patentWarning', () => {
  const ctx = useClientHarness((request) => {
    if (request.path.endsWith('/file')) {
      return {
        raw: PDF,
        headers: {
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="report.pdf"; filename*=UTF-8''${encodeURIComponent('导航报告.pdf')}`,
        },
      };
    }
    if (request.path.endsWith('/survey') && request.method === 'POST') return surveyReply(request);
    return data(request);
  });

  const saved: { download: string }[] = [];
  beforeEach(() => {
    status = openStatus();
    surveyReply = () => envelopeReply(200, { reportId: fresh.id });
    saved.length = 0;
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push({ download: this.download });
    });
  });
  afterEach(() => vi.restoreAllMocks());

  const cardOf = (title: string) => screen.getByRole('article', { name: title });
  const fileCalls = () => ctx.server.received.filter((r) => r.path.endsWith('/file'));

  it('lists the reports with their industry, date, size and downloads, and filters by industry in the address', async () => {
    const { router } = renderPortalPage('/patentWarning', route);
    expect(await screen.findByRole('heading', { level: 1, name: '专利导航预警报告' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: fresh.title });
    for (const text of ['新能源汽车', '240 KB', '1,234']) expect(within(card).getByText(text)).toBeTruthy();
    expect(await screen.findByText('共 2 份报告')).toBeTruthy();

    const biomed = screen.getByRole('radio', { name: '生物医药' });
    biomed.focus();
    fireEvent.click(biomed);
    await waitFor(() => expect(router.state.location.search).toBe('?industry=biomed'));
    // The filters stay mounted: a keyboard user stepping through the industries keeps the focus.
    expect(document.activeElement).toBe(biomed);
    await waitFor(() =>
      expect(Object.fromEntries(ctx.server.calls('/api/reports').at(-1)?.query ?? [])).toEqual({
        industry: 'biomed',
        page: '1',
        pageSize: '9',
      }),
    );
  });

  it('asks for the survey, checks required answers, sends them and then saves the PDF', async () => {
    renderPortalPage('/patentWarning', route);
    await screen.findByRole('article', { name: fresh.title });
    fireEvent.click(
      await within(cardOf(fresh.title)).findByRole('button', { name: `填写调查表并下载：${fresh.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('请在下载前填写。')).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: '提交并下载' }));
    expect(await within(dialog).findByText('此项为必填项')).toBeTruthy();
    expect(ctx.server.received.filter((r) => r.method === 'POST' && r.path.endsWith('/survey'))).toEqual([]);

    fireEvent.click(within(dialog).getByRole('radio', { name: '企业' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: '研发' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交并下载' }));
    await waitFor(() => expect(saved).toEqual([{ download: '导航报告.pdf' }]));
    const post = ctx.server.received.find((r) => r.method === 'POST' && r.path === `/api/reports/${fresh.id}/survey`);
    expect(post?.body).toEqual({ answers: { org: '企业', use: ['研发'] } });
    expect(fileCalls().map((r) => r.path)).toEqual([`/api/reports/${fresh.id}/file`]);
  });

  it('downloads at once when the survey for the report was answered in this session', async () => {
    renderPortalPage('/patentWarning', route);
    await screen.findByRole('article', { name: answered.title });
    fireEvent.click(await within(cardOf(answered.title)).findByRole('button', { name: `下载报告：${answered.title}` }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(fileCalls().map((r) => r.path)).toEqual([`/api/reports/${answered.id}/file`]);
  });

  it("shows the server's verdict on an answer next to its question", async () => {
    surveyReply = () =>
      envelopeReply(400, { errors: [{ field: 'answers.org', message: '请从给定选项中选择' }] }, '提交的信息有误', 400);
    renderPortalPage('/patentWarning', route);
    await screen.findByRole('article', { name: fresh.title });
    fireEvent.click(
      await within(cardOf(fresh.title)).findByRole('button', { name: `填写调查表并下载：${fresh.title}` }),
    );
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(await within(dialog).findByRole('radio', { name: '高校' }));
    fireEvent.click(within(dialog).getByRole('button', { name: '提交并下载' }));
    expect(await within(dialog).findByText('请从给定选项中选择')).toBeTruthy();
    expect(saved).toEqual([]);
  });

  it('hides the downloads of a closed column and shows its message, next opening (Beijing time) and hours', async () => {
    status = openStatus({
      open: false,
      reason: 'closure',
      message: '国庆节放假，暂停下载',
      nextOpenAt: '2025-10-08T01:00:00.000Z',
      mode: 'scheduled',
      weekly: { ...EMPTY_WEEK, mon: [{ start: '09:00', end: '17:00' }], tue: [{ start: '09:00', end: '17:00' }] },
    });
    renderPortalPage('/patentWarning', route);
    await screen.findByRole('article', { name: fresh.title });
    const notice = await screen.findByText('“专利导航预警报告”暂未开放');
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(within(box).getByText('国庆节放假，暂停下载')).toBeTruthy();
    // 01:00 UTC is 09:00 in Beijing, whatever zone the test machine runs in.
    expect(within(box).getByText(/下次开放时间：10月8日.*09:00（北京时间）/)).toBeTruthy();
    expect(within(box).getByText('开放时间：周一至周二 09:00–17:00')).toBeTruthy();
    expect(within(cardOf(fresh.title)).queryByRole('button')).toBeNull();
  });
});
