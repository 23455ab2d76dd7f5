import { EXPORT_POLL_MS } from '@cityip/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sleep, storeTokens, useClientHarness } from '../../../test/client-harness.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderRoutes } from '../../../test/render-app.js';
import { ExportProgress } from './export-progress.js';
import { buildDoneJob, buildExportJob, buildJobList } from './exports.fixtures.js';
import { resetWatchedExports, watchExport } from './watched-exports.js';

const running = buildExportJob();
const startedHere = buildDoneJob({
  id: '00000000-0000-4000-8000-000000000102',
  format: 'csv',
  total: 12_000,
  rowsWritten: 12_000,
  createdAt: '2026-11-29T01:00:00.000Z',
});
const finishedElsewhere = buildDoneJob({ id: '00000000-0000-4000-8000-000000000103', total: 30_000 });

const renderArea = () => renderRoutes([{ path: '/patentSearch', Component: ExportProgress }], '/patentSearch');
const region = () => screen.findByRole('region', { name: '后台导出' }, { timeout: 10_000 });

describe('the search page’s export progress area', { timeout: 30_000 }, () => {
  let polls = 0;
  const ctx = useClientHarness(
    portalHandler({
      // The running job finishes between the first answer and the next poll.
      '/api/exports': () => {
        polls += 1;
        const now = polls === 1 ? running : buildDoneJob({ rowsWritten: 25_000 });
        return buildJobList([now, startedHere, finishedElsewhere]);
      },
    }),
  );
  afterEach(() => {
    polls = 0;
    window.sessionStorage.clear();
    resetWatchedExports();
  });

  it('shows the exports in progress and those started here, polls to the end, downloads and closes', async () => {
    storeTokens({ token: 'bearer u-1', role: 'common' });
    watchExport(startedHere.id);
    renderArea();
    const area = await region();
    const lines = () => within(area).getAllByRole('listitem');
    expect(lines()).toHaveLength(2);
    const [first, second] = lines() as [HTMLElement, HTMLElement];
    expect(within(first).getByText('XLSX，25,000 条')).toBeTruthy();
    expect(within(first).getByText('正在生成')).toBeTruthy();
    expect(within(first).getByText('已写入 10,000 / 25,000 条（40%）')).toBeTruthy();
    expect(within(first).getByRole('progressbar', { name: '导出进度' }).getAttribute('value')).toBe('40');
    expect(within(first).queryByRole('button')).toBeNull();
    expect(within(second).getByText('CSV，12,000 条')).toBeTruthy();
    expect(within(second).getByText('已生成')).toBeTruthy();
    expect(within(area).getByRole('link', { name: '查看我的导出' }).getAttribute('href')).toBe(
      '/frontAccountInfo?tab=exports',
    );
    // The user's token, not the database token: a job is its owner's.
    expect(ctx.server.calls('/api/exports')[0]?.headers.authorization).toBe('bearer u-1');

    // The next poll finds the running job done: it stays, now with its download.
    await waitFor(() => expect(within(lines()[0] as HTMLElement).getByText('已生成')).toBeTruthy(), {
      timeout: EXPORT_POLL_MS * 3,
    });
    expect(lines()).toHaveLength(2);
    // Nothing runs any more: the polling stops.
    const calls = ctx.server.calls('/api/exports').length;
    await sleep(EXPORT_POLL_MS + 500);
    expect(ctx.server.calls('/api/exports')).toHaveLength(calls);

    const portal = portalHandler({ '/api/exports': buildJobList([buildDoneJob(), startedHere, finishedElsewhere]) });
    ctx.server.handle((request) =>
      request.path === `/api/exports/${startedHere.id}/file`
        ? {
            raw: 'x',
            headers: {
              'content-type': 'text/csv; charset=utf-8',
              'content-disposition': 'attachment; filename="patent-search.csv"',
            },
          }
        : portal(request),
    );
    const saved: string[] = [];
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    fireEvent.click(within(lines()[1] as HTMLElement).getByRole('button', { name: /^下载 .* 提交的导出文件$/ }));
    await waitFor(() => expect(saved).toEqual(['patent-search.csv']));

    fireEvent.click(within(lines()[1] as HTMLElement).getByRole('button', { name: /^关闭 / }));
    await waitFor(() => expect(lines()).toHaveLength(1));
    expect(window.sessionStorage.getItem('patentSearch.exports')).not.toContain(startedHere.id);
  });

  it('is not there for a visitor, who is never asked about exports', async () => {
    storeTokens({ visitor: 'bearer v1' });
    const { container } = renderArea();
    await sleep(300);
    expect(container.querySelector('.export-progress')).toBeNull();
    expect(ctx.server.calls('/api/exports')).toEqual([]);
  });
});
