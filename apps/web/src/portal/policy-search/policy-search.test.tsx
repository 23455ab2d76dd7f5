import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle, buildSummary } from '../../../test/factories.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';

const rows = Array.from({ length: 10 }, (_, i) =>
  buildSummary({ id: `p-${i}`, title: `示范市专利资助办法（第${i + 1}号）`, docNumber: `示知发〔2024〕${i + 1}号` }),
);

describe('/policySearch', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/policies': { items: rows, total: 35, page: 1, pageSize: 10 },
    }),
  );
  const policyCalls = () => ctx.server.calls('/api/policies').map((call) => Object.fromEntries(call.query));

  it('keeps keyword, level and page in the address and asks the server with them', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/policySearch');
    expect(await screen.findByRole('heading', { level: 1, name: '政策查询' })).toBeTruthy();
    expect(await screen.findByText('示范市专利资助办法（第1号）')).toBeTruthy();
    expect(policyCalls()[0]).toEqual({ page: '1', pageSize: '10', sort: 'newest' });

    await user.type(screen.getByLabelText('关键词'), '专利资助');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('专利资助')}`));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ keyword: '专利资助', sort: 'relevance' }));
    // The keyword is marked in the results.
    expect((await screen.findAllByText('专利资助', { selector: 'mark' })).length).toBeGreaterThan(0);

    const levels = screen.getByRole('navigation', { name: '政策级别' });
    await user.click(within(levels).getByRole('link', { name: '市级' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('level')).toBe('city'));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ level: 'city', keyword: '专利资助' }));

    const pager = () => screen.getByRole('navigation', { name: '分页' });
    // 35 results: four pages, each a link to its own address.
    expect(
      within(pager())
        .getAllByRole('link', { name: /^第 \d 页$/ })
        .map((link) => link.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await user.click(within(pager()).getByRole('link', { name: '第 2 页' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ level: 'city', keyword: '专利资助', page: '2' }));
    expect(within(pager()).getByRole('link', { name: '下一页' }).getAttribute('href')).toContain('page=3');

    // Back restores the previous search: page 1 of the city level (answered from the query cache).
    void router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    await waitFor(() =>
      expect(within(pager()).getByRole('link', { name: '第 1 页' }).getAttribute('aria-current')).toBe('page'),
    );
    expect(within(levels).getByRole('link', { name: '市级' }).getAttribute('aria-current')).toBe('page');

    // More per page starts again at page 1.
    await user.selectOptions(within(pager()).getByLabelText('每页显示'), '20');
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ level: 'city', page: '1', pageSize: '20' }));

    // Reset clears the filters and keeps the level.
    await user.click(screen.getByRole('link', { name: '重置' }));
    await waitFor(() => expect(router.state.location.search).toBe('?level=city'));
    expect((screen.getByLabelText('关键词') as HTMLInputElement).value).toBe('');
  });

  it('refuses a date range that ends before it starts, with its reason, and searches nothing', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/policySearch');
    await screen.findByText('示范市专利资助办法（第1号）');
    const calls = policyCalls().length;
    fireEvent.change(screen.getByLabelText('发布日期起'), { target: { value: '2024-05-01' } });
    fireEvent.change(screen.getByLabelText('发布日期止'), { target: { value: '2024-01-01' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    const end = screen.getByLabelText('发布日期止');
    expect(end.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(end.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '开始时间不能晚于结束时间',
    );
    expect(router.state.location.search).toBe('');
    expect(policyCalls()).toHaveLength(calls);

    fireEvent.change(screen.getByLabelText('发布日期止'), { target: { value: '2024-06-30' } });
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2024-05-01&to=2024-06-30'));
    expect(screen.getByLabelText('发布日期止').getAttribute('aria-invalid')).toBeNull();
  });

  it('restores the search from the address on load', async () => {
    renderApp(
      '/policySearch?level=national&keyword=%E8%B5%84%E5%8A%A9&authority=%E5%9B%BD%E5%8A%A1%E9%99%A2&page=3&sort=oldest',
    );
    await waitFor(() =>
      expect(policyCalls()[0]).toEqual({
        page: '3',
        pageSize: '10',
        keyword: '资助',
        level: 'national',
        authority: '国务院',
        sort: 'oldest',
      }),
    );
    expect(((await screen.findByLabelText('关键词')) as HTMLInputElement).value).toBe('资助');
    expect((screen.getByLabelText('排序') as HTMLSelectElement).value).toBe('oldest');
    expect(screen.getByRole('link', { name: '国家级' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the empty state and the error state', async () => {
    ctx.server.handle(portalHandler({ '/api/policies': { items: [], total: 0, page: 1, pageSize: 10 } }));
    renderApp('/policySearch');
    expect(await screen.findByText('暂无匹配信息')).toBeTruthy();
    ctx.server.handle((request) =>
      request.path === '/api/policies'
        ? { status: 500, body: { code: 500, msg: '服务异常', data: null } }
        : portalHandler({})(request),
    );
    fireEvent.click(screen.getByRole('link', { name: '省级' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('服务异常')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: '重试' })).toBeTruthy();
  });
});

describe('/policySearch/detail', () => {
  const policy = buildArticle({
    id: 'p-9',
    title: '示范市专利资助办法',
    body: '<h3>第一条 目的</h3><p>为鼓励发明创造。</p><p><img src="/api/files/abc" alt="流程图"></p>',
    effectiveDate: '2024-04-01',
    expiryDate: '2029-03-31',
    tags: ['专利', '资助'],
    attachments: [{ id: 'f'.repeat(64), name: '申请表.docx', mime: 'application/msword', size: 20480 }],
  });
  const ctx = useClientHarness(
    portalHandler({
      '/api/policies/p-9': { article: policy, previous: { id: 'p-8', title: '上一项政策' }, next: null },
    }),
  );

  it('shows metadata, body, attachments, previous/next and prints', async () => {
    const print = vi.spyOn(window, 'print').mockImplementation(() => {});
    renderApp('/policySearch/detail?id=p-9');
    expect(await screen.findByRole('heading', { level: 2, name: '示范市专利资助办法' })).toBeTruthy();
    expect(ctx.server.calls('/api/policies/p-9')).toHaveLength(1);
    const meta = document.querySelector('.article-meta') as HTMLElement;
    for (const text of [
      '示知发〔2024〕3号',
      '示范市知识产权局',
      '市级',
      '2024-03-01',
      '2024-04-01',
      '2029-03-31',
      '专利、资助',
    ]) {
      expect(within(meta).getByText(text)).toBeTruthy();
    }
    expect(screen.getByRole('heading', { level: 3, name: '第一条 目的' })).toBeTruthy();
    expect(screen.getByText('为鼓励发明创造。')).toBeTruthy();
    const download = screen.getByRole('link', { name: '申请表.docx' });
    expect(download.getAttribute('href')).toBe(
      `/api/files/${'f'.repeat(64)}?name=${encodeURIComponent('申请表.docx')}&download=1`,
    );
    expect(screen.getByRole('link', { name: '上一项政策' }).getAttribute('href')).toBe('/policySearch/detail?id=p-8');
    expect(screen.getByText('没有了')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '打印本页' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Content images open the viewer.
    fireEvent.click(screen.getByRole('button', { name: /流程图/ }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });
});
