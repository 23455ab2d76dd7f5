import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle, buildSummary } from '../../../test/factories.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { readPolicySearch, writePolicySearch } from './policy-search-params.js';

const rows = Array.from({ length: 10 }, (_, i) =>
  buildSummary({ id: `p-${i}`, title: `示范市专利资助办法（第${i + 1}号）`, docNumber: `示知发〔2024〕${i + 1}号` }),
);

describe('policy search address (pure)', () => {
  it('reads a hand-edited address safely and writes back only what differs from the defaults', () => {
    const query = readPolicySearch(
      new URLSearchParams('level=moon&page=0&from=2024-05-01&to=2024-01-01&keyword=%20专利%20'),
    );
    expect(query).toMatchObject({ level: undefined, page: 1, from: '2024-05-01', to: undefined, keyword: '专利' });
    expect(query.sort).toBe('relevance');
    expect(writePolicySearch({ ...query, sort: 'relevance' }).toString()).toBe(
      new URLSearchParams({ keyword: '专利', from: '2024-05-01' }).toString(),
    );
    expect(writePolicySearch(readPolicySearch(new URLSearchParams('sort=oldest&page=3'))).toString()).toBe(
      'sort=oldest&page=3',
    );
  });
});

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
    await user.click(screen.getByRole('button', { name: '查 询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('专利资助')}`));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ keyword: '专利资助', sort: 'relevance' }));
    // The keyword is marked in the results.
    expect((await screen.findAllByText('专利资助', { selector: 'mark' })).length).toBeGreaterThan(0);

    await user.click(screen.getByRole('tab', { name: '市级' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('level')).toBe('city'));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ level: 'city', keyword: '专利资助' }));

    await user.click(screen.getByRole('listitem', { name: '2' }));
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBe('2'));
    await waitFor(() => expect(policyCalls().at(-1)).toMatchObject({ level: 'city', keyword: '专利资助', page: '2' }));

    // Back restores the previous search: page 1 of the city level (answered from the query cache).
    void router.navigate(-1);
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: '1' }).className).toContain('ant-pagination-item-active'),
    );
    expect(screen.getByRole('tab', { name: '市级' }).getAttribute('aria-selected')).toBe('true');
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
    expect(screen.getByRole('tab', { name: '国家级' }).getAttribute('aria-selected')).toBe('true');
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
    fireEvent.click(screen.getByRole('tab', { name: '省级' }));
    expect(within(await screen.findByRole('alert')).getByText('服务异常')).toBeTruthy();
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
