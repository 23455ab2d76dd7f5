import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { buildSummary } from '../../../test/factories.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { splitByTerms } from '../content/highlight.js';

describe('splitByTerms', () => {
  it.each([
    ['示范市专利资助办法', ['专利', '专利资助'], ['示范市', '[专利资助]', '办法']],
    ['Patent and PATENT', ['patent'], ['[Patent]', ' and ', '[PATENT]']],
    ['a.b(c)', ['.', '(c)'], ['a', '[.]', 'b', '[(c)]']],
    ['无匹配', ['专利'], ['无匹配']],
    ['原文', [], ['原文']],
  ])('%s with %j', (text, terms, expected) => {
    expect(splitByTerms(text, terms).map((p) => (p.match ? `[${p.text}]` : p.text))).toEqual(expected);
  });
});

describe('/infoSearch', () => {
  const ctx = useClientHarness(
    portalHandler({
      '/api/search': {
        terms: ['专利', '资助'],
        groups: [
          {
            kind: 'policy',
            total: 12,
            items: [buildSummary({ id: 'p-1', title: '专利资助办法<script>', summary: '资助对象' })],
          },
          {
            kind: 'news',
            total: 1,
            items: [buildSummary({ id: 'n-1', kind: 'news', title: '专利新闻', level: null, informationType: 3 })],
          },
          {
            kind: 'guide',
            total: 1,
            items: [
              buildSummary({
                id: 'g-1',
                kind: 'guide',
                title: '专利行政裁决指南',
                level: null,
                guideKey: 'adminRuling',
              }),
            ],
          },
        ],
      },
    }),
  );

  it('searches everything, groups by kind with totals and marks the terms as text', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/infoSearch');
    expect(await screen.findByText('请输入关键词进行查询')).toBeTruthy();
    await user.type(screen.getByLabelText('查询关键词'), '专利资助');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('专利资助')}`));
    const policies = await screen.findByRole('region', { name: /政策文件/ });
    expect(ctx.server.calls('/api/search')[0]?.query.get('keyword')).toBe('专利资助');
    expect(within(policies).getByText('共 12 条')).toBeTruthy();
    const title = within(policies).getByRole('link', { name: /资助办法/ });
    expect([...title.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['专利', '资助']);
    // Text stays text: the title's markup characters are not parsed.
    expect(title.textContent).toBe('专利资助办法<script>');
    expect(title.querySelector('script')).toBeNull();
    expect(title.getAttribute('href')).toBe('/policySearch/detail?id=p-1');
    expect(within(policies).getByRole('link', { name: '查看更多' }).getAttribute('href')).toBe(
      `/policySearch?keyword=${encodeURIComponent('专利资助')}`,
    );

    const news = screen.getByRole('region', { name: /新闻资讯/ });
    expect(within(news).getByRole('link', { name: '专利新闻' }).getAttribute('href')).toBe(
      '/generalInfo/detail?id=n-1&informationType=3',
    );
    const guides = screen.getByRole('region', { name: /办事指南/ });
    expect(within(guides).getByRole('link', { name: '专利行政裁决指南' }).getAttribute('href')).toBe(
      '/protectRights?id=12',
    );
  });

  it('puts the group named by kind first and keeps kind on a new search', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp(`/infoSearch?keyword=${encodeURIComponent('专利')}&kind=guide`);
    await screen.findByRole('region', { name: /办事指南/ });
    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent ?? '');
    expect(headings[0]).toMatch(/办事指南/);
    expect(headings.slice(1, 3).map((h) => h.replace(/共.*$/, ''))).toEqual(['政策文件', '新闻资讯']);
    await user.clear(screen.getByLabelText('查询关键词'));
    await user.type(screen.getByLabelText('查询关键词'), '调解');
    await user.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('调解')}&kind=guide`));
  });
});

describe('/infoSearch: the FAQ group', () => {
  const noArticles = (['policy', 'news', 'guide'] as const).map((kind) => ({ kind, total: 0, items: [] }));
  useClientHarness(
    portalHandler({
      '/api/search': {
        terms: ['年费'],
        groups: noArticles,
        faqs: {
          total: 1,
          items: [
            { id: 'faq-1', category: 'patent', question: '专利年费怎么减缴？', answerExcerpt: '小微企业年费可减缴。' },
          ],
        },
      },
    }),
  );

  it('leads with the FAQ entries, linking each to its page, even when no article matches', async () => {
    renderApp(`/infoSearch?keyword=${encodeURIComponent('年费')}`);
    const faqs = await screen.findByRole('region', { name: /常见问题/ });
    expect(screen.getAllByRole('heading', { level: 2 })[0]?.textContent).toMatch(/^常见问题/);
    const link = within(faqs).getByRole('link', { name: '专利年费怎么减缴？' });
    expect(link.getAttribute('href')).toBe('/consult/detail?faq=faq-1');
    expect([...link.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['年费']);
    expect(within(faqs).getByText('专利', { selector: '.article-row-facts span' })).toBeTruthy();
    expect(within(faqs).getByText('共 1 条')).toBeTruthy();
  });
});
