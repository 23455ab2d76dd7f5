import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useClientHarness } from '../../../test/client-harness.js';
import { portalHandler } from '../../../test/portal-test-kit.js';
import { renderApp } from '../../../test/render-app.js';
import { STORAGE_KEYS } from '../../auth/storage-keys.js';
import { HEADER_SEARCH_STORAGE_KEY, reloadHeaderSearch } from './header-search-store.js';
import { headerSearchHref } from './header-search-targets.js';

describe('header search targets (pure)', () => {
  it.each([
    ['result', ' 锂电池 ', `/patentSearch?${new URLSearchParams({ q: '锂电池' })}`],
    ['result', 'TI=(电池) and PA=(华为)', `/patentSearch?${new URLSearchParams({ q: 'TI=(电池) and PA=(华为)' })}`],
    ['demand', '电池', `/techDemand?${new URLSearchParams({ keyword: '电池' })}`],
    ['service', '专利预审', `/infoSearch?keyword=${encodeURIComponent('专利预审')}&kind=guide`],
    ['info', '资助', `/infoSearch?keyword=${encodeURIComponent('资助')}`],
    ['talents', ' 张三 专利代理 ', `/talentPool?${new URLSearchParams({ keyword: '张三 专利代理' })}`],
    ['industry', '电池', `/patentDatabase?${new URLSearchParams({ q: '电池' })}`],
    ['result', '  ', '/patentSearch'],
    ['talents', '  ', '/talentPool'],
    ['demand', '', '/techDemand'],
    ['service', '', '/infoSearch'],
    ['industry', '', '/patentDatabase'],
  ] as const)('%s "%s" → %s', (tab, text, href) => {
    expect(headerSearchHref(tab, text)).toBe(href);
  });
});

/** Empty answers of the pages the tabs lead to, so they render after each search. */
const EMPTY_PAGE = { items: [], total: 0, page: 1, pageSize: 20 };
const TARGET_PAGES = {
  '/api/data/patents': { ...EMPTY_PAGE, tookMs: 1 },
  '/api/data/patents/facets': { total: 0, approximate: false, facets: {} },
  '/api/data/industries': [],
  '/api/data/licences': EMPTY_PAGE,
  '/api/tech-demands': EMPTY_PAGE,
  '/api/talents': EMPTY_PAGE,
  '/api/search': { terms: [], groups: [] },
};

describe('header search', () => {
  useClientHarness(portalHandler(TARGET_PAGES));
  beforeEach(() => {
    window.sessionStorage.clear();
    reloadHeaderSearch();
  });

  // The <search> landmark has no implicit role in jsdom's ARIA tables yet: reach it through its tabs.
  const search = () => {
    const landmark = within(screen.getByRole('banner')).getByRole('tablist', { name: '搜索范围' }).closest('search');
    if (landmark?.getAttribute('aria-label') !== '站内搜索') throw new Error('no labelled search landmark');
    return landmark as HTMLElement;
  };
  const tab = (name: string) => within(search()).getByRole('tab', { name });
  const box = () => within(search()).getByRole('textbox') as HTMLInputElement;

  it('clears the text with a named button and returns to the box', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/personAuth');
    await screen.findByRole('heading', { level: 1 });
    expect(within(search()).queryByRole('button', { name: '清除搜索内容' })).toBeNull();
    await user.type(box(), '锂电池');
    await user.click(within(search()).getByRole('button', { name: '清除搜索内容' }));
    expect(box().value).toBe('');
    expect(document.activeElement).toBe(box());
    expect(within(search()).queryByRole('button', { name: '清除搜索内容' })).toBeNull();
  });

  it('keeps the text per tab and leads each tab to its page', async () => {
    const user = userEvent.setup({ delay: null });
    const { router } = renderApp('/personAuth');
    await screen.findByRole('heading', { level: 1 });
    expect(tab('成果').getAttribute('aria-selected')).toBe('true');
    expect(box().getAttribute('id')).toBe(screen.getByLabelText('搜索专利成果').getAttribute('id'));

    await user.type(box(), '锂电池');
    await user.click(tab('需求'));
    expect(tab('需求').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByLabelText('搜索技术需求')).toBe(box());
    expect(box().value).toBe('');
    await user.type(box(), '储能');
    await user.click(tab('人才'));
    await user.type(box(), '张三，李四');
    await user.click(tab('成果'));
    expect(box().value).toBe('锂电池');
    await user.click(tab('需求'));
    expect(box().value).toBe('储能');

    await user.click(within(search()).getByRole('button', { name: '搜索' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/techDemand'));
    expect(router.state.location.search).toBe(`?keyword=${encodeURIComponent('储能')}`);

    await user.click(tab('人才'));
    expect(box().value).toBe('张三，李四');
    await user.click(box());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/talentPool'));
    expect(new URLSearchParams(router.state.location.search).get('keyword')).toBe('张三，李四');

    await user.click(tab('成果'));
    await user.click(box());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('q')).toBe('锂电池'));

    for (const [name, text, path, query] of [
      ['服务', '预审', '/infoSearch', { keyword: '预审', kind: 'guide' }],
      ['资讯', '资助', '/infoSearch', { keyword: '资助' }],
      ['产业导航', '电池', '/patentDatabase', { q: '电池' }],
    ] as const) {
      await user.click(tab(name));
      await user.type(box(), text);
      await user.keyboard('{Enter}');
      await waitFor(() => expect(router.state.location.pathname).toBe(path));
      expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual(query);
    }
    // Texts stay after the searches.
    await user.click(tab('需求'));
    expect(box().value).toBe('储能');
  });

  it('moves between tabs with the arrow keys, Home and End', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp('/personAuth');
    await screen.findByRole('heading', { level: 1 });
    const tabs = within(search()).getAllByRole('tab');
    expect(tabs.map((t) => t.textContent)).toEqual(['成果', '需求', '服务', '资讯', '人才', '产业导航']);
    expect(tabs.map((t) => t.tabIndex)).toEqual([0, -1, -1, -1, -1, -1]);
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tabs[0]?.id);
    tabs[0]?.focus();
    await user.keyboard('{ArrowRight}');
    expect(document.activeElement).toBe(tab('需求'));
    expect(tab('需求').getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(document.activeElement).toBe(tab('产业导航'));
    await user.keyboard('{Home}');
    expect(document.activeElement).toBe(tab('成果'));
    await user.keyboard('{End}');
    expect(tab('产业导航').getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('tabpanel').getAttribute('aria-labelledby')).toBe(tab('产业导航').id);
  });

  it('restores the texts within the browser session, never in localStorage', async () => {
    const user = userEvent.setup({ delay: null });
    const first = renderApp('/personAuth');
    await screen.findByRole('heading', { level: 1 });
    await user.type(box(), '锂电池');
    await user.click(tab('资讯'));
    await user.type(box(), '资助');
    first.unmount();

    const allowed = new Set<string>(Object.values(STORAGE_KEYS));
    const localKeys = Array.from({ length: window.localStorage.length }, (_, i) => window.localStorage.key(i) ?? '');
    expect(localKeys.filter((key) => !allowed.has(key))).toEqual([]);
    expect(window.sessionStorage.getItem(HEADER_SEARCH_STORAGE_KEY)).toContain('锂电池');

    // A reload: memory is gone, the session storage brings back the tab and every tab's text.
    act(() => reloadHeaderSearch());
    renderApp('/personAuth');
    await screen.findByRole('heading', { level: 1 });
    expect(tab('资讯').getAttribute('aria-selected')).toBe('true');
    expect(box().value).toBe('资助');
    await user.click(tab('成果'));
    expect(box().value).toBe('锂电池');

    // A malformed stored value is ignored.
    window.sessionStorage.setItem(HEADER_SEARCH_STORAGE_KEY, '{"tab":"moon","texts":{"result":42}}');
    act(() => reloadHeaderSearch());
    expect(tab('成果').getAttribute('aria-selected')).toBe('true');
    expect(box().value).toBe('');
  });
});
