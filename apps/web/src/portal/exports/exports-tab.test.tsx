import { formatTime } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { envelopeReply } from '../../../test/fake-server.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { AccountInfoPage } from '../accounts/account-info/account-info-page.js';
import { buildProfile, ROUTES, writesTo } from '../accounts/accounts-test-kit.js';
import { renderPortalPage } from '../patent-database/page-test-utils.js';
import { buildDoneJob, buildExportJob, buildJobList } from './exports.fixtures.js';

const route = { ...ROUTES.account, Component: AccountInfoPage };
const running = buildExportJob({ q: '' });
const done = buildDoneJob({ id: '00000000-0000-4000-8000-000000000102', createdAt: '2026-11-28T01:00:00.000Z' });
const failed = buildExportJob({
  id: '00000000-0000-4000-8000-000000000103',
  status: 'failed',
  createdAt: '2026-11-27T01:00:00.000Z',
});
const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr') as HTMLElement;

describe('/frontAccountInfo?tab=exports', { timeout: 30_000 }, () => {
  const ctx = useClientHarness((request) => {
    if (request.method === 'DELETE') return envelopeReply(200, null, '导出任务已删除');
    if (request.path.endsWith('/file')) {
      return {
        raw: 'x',
        headers: {
          'content-type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
          'content-disposition': 'attachment; filename="patent-search.xlsx"',
        },
      };
    }
    return portalHandler({
      '/api/account/profile': buildProfile({ role: 'common' }),
      '/api/exports': buildJobList([running, done, failed]),
    })(request);
  });
  beforeEach(() => setRuntimeConfig(null));

  it('lists the exports with their state and what today’s quota leaves, downloads a file and deletes a job', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=exports', route);
    expect(await screen.findByRole('tab', { name: '我的导出', selected: true })).toBeTruthy();
    expect(await screen.findByText('今天还可导出 475,000 条（每个账号每天 500,000 条）。')).toBeTruthy();
    expect(screen.getByRole('link', { name: '去专利检索' }).getAttribute('href')).toBe('/patentSearch');

    const inProgress = await rowOf('全部专利');
    expect(within(inProgress).getByText('正在生成')).toBeTruthy();
    expect(within(inProgress).getByRole('progressbar', { name: '导出进度' }).getAttribute('value')).toBe('40');
    expect(within(inProgress).queryByRole('button', { name: /^下载/ })).toBeNull();

    const [finished, notCompleted] = screen.getAllByText('锂电池').map((cell) => cell.closest('tr') as HTMLElement);
    if (!finished || !notCompleted) throw new Error('rows missing');
    expect(within(finished).getByText('已生成')).toBeTruthy();
    expect(within(finished).getByText(formatTime(done.expiresAt))).toBeTruthy();
    expect(within(notCompleted).getByText('未能完成')).toBeTruthy();
    expect(within(notCompleted).queryByRole('button', { name: /^下载/ })).toBeNull();

    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const created = formatTime(done.createdAt);
    fireEvent.click(within(finished).getByRole('button', { name: `下载 ${created} 提交的导出文件` }));
    await waitFor(() => expect(saved).toEqual(['patent-search.xlsx']));
    expect(ctx.server.calls(`/api/exports/${done.id}/file`)[0]?.headers.authorization).toBe('bearer u-1');

    fireEvent.click(within(finished).getByRole('button', { name: `删除 ${created} 提交的导出` }));
    expect(await screen.findByText('删除这次导出及其文件？')).toBeTruthy();
    // antd spaces out a two-character button text.
    fireEvent.click(await screen.findByRole('button', { name: /^删\s*除$/ }));
    await waitFor(() => expect(writesTo(ctx.server.received, 'DELETE', `/api/exports/${done.id}`)).toHaveLength(1));
    expect(await screen.findByText('导出任务已删除')).toBeTruthy();
  });

  it('warns that deleting an export in progress cancels it', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    renderPortalPage('/frontAccountInfo?tab=exports', route);
    const inProgress = await rowOf('全部专利');
    fireEvent.click(within(inProgress).getByRole('button', { name: /^删除 / }));
    expect(await screen.findByText('导出尚未完成，删除将取消导出。确定删除？')).toBeTruthy();
  });
});
