import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildArticle, buildSummary } from '../../../test/factories.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';

const news = (type: number) =>
  buildSummary({
    id: `n-${type}`,
    kind: 'news',
    title: `资讯${type}`,
    level: null,
    docNumber: null,
    authority: null,
    informationType: type,
    source: '示范市知识产权局',
  });

describe('/generalInfo', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/news': (request) => {
        const type = Number(request.query.get('informationType'));
        return { items: [news(type)], total: 1, page: 1, pageSize: 10 };
      },
      '/api/news/n-2': {
        article: buildArticle({ ...news(2), body: '<p>法规正文</p>' }),
        previous: null,
        next: { id: 'n-3', title: '下一条资讯' },
      },
    }),
  );

  it('lists the type of informationType=2 and highlights policy regulations (menu rule of spec section 2)', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/generalInfo?informationType=2');
    expect(await screen.findByRole('heading', { level: 1, name: '新闻资讯' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: '资讯2' })).toBeTruthy();
    expect(ctx.server.calls('/api/news')[0]?.query.get('informationType')).toBe('2');
    expect(screen.getByRole('tab', { name: '政策法规' }).getAttribute('aria-selected')).toBe('true');
    // The highlight keys are Home and policy regulations: Home is the top item that shows it.
    const nav = screen.getByRole('navigation', { name: '主导航' });
    expect(within(nav).getByRole('link', { name: '首页' }).getAttribute('aria-current')).toBe('page');
    await waitFor(() => expect(document.title).toMatch(/^新闻资讯 - /));

    expect(screen.getByRole('link', { name: '资讯2' }).getAttribute('href')).toBe(
      '/generalInfo/detail?id=n-2&informationType=2',
    );
    await user.click(screen.getByRole('tab', { name: '行业分析' }));
    await waitFor(() => expect(router.state.location.search).toBe('?informationType=3'));
    expect(await screen.findByRole('link', { name: '资讯3' })).toBeTruthy();
  });

  it('opens the detail with the shared article view', async () => {
    renderApp('/generalInfo/detail?id=n-2&informationType=2');
    expect(await screen.findByRole('heading', { level: 2, name: '资讯2' })).toBeTruthy();
    expect(screen.getByText('法规正文')).toBeTruthy();
    expect(screen.getByText('政策法规', { selector: 'dd' })).toBeTruthy();
    expect(screen.getByRole('link', { name: '下一条资讯' }).getAttribute('href')).toBe(
      '/generalInfo/detail?id=n-3&informationType=2',
    );
    expect(screen.getByRole('link', { name: '返回列表' }).getAttribute('href')).toBe('/generalInfo?informationType=2');
  });
});
