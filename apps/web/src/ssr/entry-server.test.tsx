import type { PrerenderSource } from '@cityip/contracts';
import { act, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLink, buildSummary } from '../../test/factories.js';
import { buildSite, TEST_CONFIG } from '../../test/portal-test-kit.js';
import { createQueryClient } from '../app/app-providers.js';
import { AppRoot } from '../app/app-root.js';
import { renderSeniorMode } from '../app/senior-mode.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { i18n } from '../i18n/index.js';
import { home } from '../portal/home/home-fixtures.js';
import { createAppRouter, routerReady } from '../router.js';
import { prerender } from './entry-server.js';
import { adoptPrerenderState, type PrerenderState, serialiseState } from './prerender-state.js';

const DATA: Record<PrerenderSource, unknown> = {
  config: TEST_CONFIG,
  site: buildSite([buildLink({ name: '国家知识产权局' })]),
  home,
  policies: {
    items: [buildSummary({ id: 'p-1', title: '示范市专利资助办法', level: 'city' })],
    total: 31,
    page: 2,
    pageSize: 10,
  },
};
const load = async (source: PrerenderSource) => DATA[source];

afterEach(async () => {
  renderSeniorMode(false);
  setRuntimeConfig(null);
  await i18n.changeLanguage('zh-CN');
  window.history.replaceState(null, '', '/');
});

function parse(html: string): Document {
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('prerender (the web app on the server)', () => {
  it("renders the home page from the server's data, in the visitor's language and display mode", async () => {
    const page = await prerender({ url: '/platformPortal', language: 'en-US', senior: true, load });
    if (!page) throw new Error('the home page is pre-rendered');
    const markup = parse(page.html);
    expect(markup.querySelector('h1')?.textContent).toBe('Demo City Intellectual Property Public Service Platform');
    expect([...markup.querySelectorAll('.banner-caption')].map((caption) => caption.textContent)).toEqual([
      '知识产权宣传周',
      '政策解读专栏',
    ]);
    expect(markup.querySelector('.senior-mode-switch')?.getAttribute('aria-label')).toBe('Back to standard mode');
    expect(page.htmlClass).toBe('senior-mode');
    // The first banner's picture is named in the markup, so it loads before any script runs.
    expect(markup.querySelector('.banner-item img.lazy-image-media')?.getAttribute('src')).toBe(
      `/api/files/${'b'.repeat(64)}`,
    );
    expect(page.styledModules).toEqual(['src/main.tsx', 'src/portal/home/home-page.tsx']);
    const state = JSON.parse(page.state) as PrerenderState;
    expect(state.config).toEqual(TEST_CONFIG);
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
      ['portal', 'site'],
      ['portal', 'home'],
    ]);
  });

  it('renders the policy search page whole: filters, level links, results and pager work before any script', async () => {
    const sources: string[] = [];
    const page = await prerender({
      url: '/policySearch?level=city&keyword=%E4%B8%93%E5%88%A9&page=2',
      language: 'zh-CN',
      senior: false,
      load: async (source) => {
        sources.push(source);
        return DATA[source];
      },
    });
    if (!page) throw new Error('the policy search page is pre-rendered');
    expect(sources).toEqual(['config', 'site', 'policies']);
    const markup = parse(page.html);
    const form = markup.querySelector<HTMLFormElement>('main search form');
    expect([form?.getAttribute('method'), form?.getAttribute('action')]).toEqual(['get', '/policySearch']);
    expect(markup.querySelector<HTMLInputElement>('input[name="keyword"]')?.getAttribute('value')).toBe('专利');
    expect(markup.querySelector<HTMLInputElement>('input[name="level"]')?.getAttribute('value')).toBe('city');
    expect(markup.querySelector('.level-links a[aria-current="page"]')?.textContent).toBe('市级');
    expect(markup.querySelector('.article-row-title')?.getAttribute('href')).toBe('/policySearch/detail?id=p-1');
    expect(markup.querySelector('.pager a[aria-current="page"]')?.textContent).toBe('2');
    expect(markup.querySelector('.pager a[rel="next"]')?.getAttribute('href')).toBe(
      `/policySearch?level=city&keyword=${encodeURIComponent('专利')}&page=3`,
    );
    expect(page.styledModules).toEqual(['src/main.tsx', 'src/portal/policy-search/policy-search-page.tsx']);
    const state = JSON.parse(page.state) as PrerenderState;
    expect(state.frameFirst).toBe(false);
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([
      ['portal', 'site'],
      ['portal', 'policies', { page: 2, pageSize: 10, keyword: '专利', level: 'city', sort: 'relevance' }],
    ]);
  });

  it("renders the portal's other pages frame first: header, menu and footer, the loading placeholder for the page", async () => {
    const page = await prerender({ url: '/policySearch/detail?id=p-1', language: 'zh-CN', senior: false, load });
    if (!page) throw new Error('the policy detail page comes frame first');
    const markup = parse(page.html);
    expect(markup.querySelector('header .nav-entry.is-active > button')?.textContent).toBe('政策查询');
    expect(markup.querySelector('footer')?.textContent).toContain('国家知识产权局');
    expect(markup.querySelector('main .page-loading')?.getAttribute('role')).toBe('status');
    expect(markup.querySelector('main')?.children).toHaveLength(1);
    expect(page.styledModules).toEqual(['src/main.tsx']);
    const state = JSON.parse(page.state) as PrerenderState;
    expect(state.frameFirst).toBe(true);
    expect(state.queries.queries.map((query) => query.queryKey)).toEqual([['portal', 'site']]);
  });

  it('renders the patent search page with its heading and introduction, the search to follow in the browser', async () => {
    const page = await prerender({ url: '/patentSearch?q=%E7%94%B5%E6%B1%A0', language: 'zh-CN', senior: false, load });
    if (!page) throw new Error('the patent search page is pre-rendered');
    const markup = parse(page.html);
    expect(markup.querySelector('main h1')?.textContent).toBe('专利检索');
    expect(markup.querySelector('main .patent-search-intro')?.textContent).toMatch(/^检索本市专利数据/);
    expect(markup.querySelector('main .page-body .page-loading')).not.toBeNull();
    expect(page.styledModules).toEqual(['src/main.tsx', 'src/portal/patent-search/patent-search-page.tsx']);
    expect((JSON.parse(page.state) as PrerenderState).frameFirst).toBe(false);
  });

  it('leaves the back office and unknown addresses to the browser', async () => {
    expect(await prerender({ url: '/backStackSupport/home', language: 'zh-CN', senior: false, load })).toBeNull();
    expect(await prerender({ url: '/no-such-page', language: 'zh-CN', senior: false, load })).toBeNull();
  });

  it('escapes "<" in the state, so a title can never close its script element', () => {
    const plain = { config: TEST_CONFIG, queries: { mutations: [], queries: [] }, frameFirst: false };
    expect(
      serialiseState({ ...plain, config: { ...TEST_CONFIG, cityName: '</script><script>alert(1)</script>' } }),
    ).not.toContain('<');
    expect(JSON.parse(serialiseState(plain))).toEqual(plain);
  });

  it.each([
    ['the home page', '/platformPortal', 'h1', '示范市知识产权公共服务平台'],
    ['the policy search page', '/policySearch?level=city&page=2', 'main .content-total', '共 31 条'],
    // The page follows in the browser once the frame is hydrated.
    ['a frame-first page', '/accessibility', 'main h1', '无障碍声明'],
    // Heading and introduction from the server; the search comes after hydration.
    ['the patent search page', '/patentSearch?q=%E7%94%B5%E6%B1%A0', 'main .patent-search-box label', '检索词或检索式'],
  ])('%s is taken over by the browser app as it is: hydrated without a mismatch', async (_, path, heading, text) => {
    const page = await prerender({ url: path, language: 'zh-CN', senior: false, load });
    if (!page) throw new Error(`${path} is pre-rendered`);
    // The server's module state is the browser's: start from nothing, as a fresh page does.
    setRuntimeConfig(null);
    window.history.replaceState(null, '', path);
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const header = container.querySelector('header');

    const queryClient = createQueryClient();
    adoptPrerenderState(JSON.parse(page.state) as PrerenderState, queryClient);
    const router = createAppRouter();
    await routerReady(router);
    const mismatches = vi.fn();
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () =>
      hydrateRoot(container, <AppRoot router={router} queryClient={queryClient} />, {
        onRecoverableError: mismatches,
      }),
    );
    expect(mismatches).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    // Hydrated, not re-rendered: the header is the very element the server sent.
    expect(container.querySelector('header')).toBe(header);
    await waitFor(() => expect(container.querySelector(heading)?.textContent).toBe(text));
    act(() => root.unmount());
    router.dispose();
    container.remove();
    errors.mockRestore();
  });
});
