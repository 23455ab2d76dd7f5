import type { PrerenderSource } from '@cityip/contracts';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildLink } from '../../test/factories.js';
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

  it('leaves every other page to the browser', async () => {
    expect(await prerender({ url: '/policySearch', language: 'zh-CN', senior: false, load })).toBeNull();
    expect(await prerender({ url: '/backStackSupport/home', language: 'zh-CN', senior: false, load })).toBeNull();
  });

  it('escapes "<" in the state, so a title can never close its script element', () => {
    const state = serialiseState({ config: TEST_CONFIG, queries: { mutations: [], queries: [] } });
    expect(
      serialiseState({
        config: { ...TEST_CONFIG, cityName: '</script><script>alert(1)</script>' },
        queries: { mutations: [], queries: [] },
      }),
    ).not.toContain('<');
    expect(JSON.parse(state)).toEqual({ config: TEST_CONFIG, queries: { mutations: [], queries: [] } });
  });

  it('is taken over by the browser app as it is: hydrated without a mismatch', async () => {
    const page = await prerender({ url: '/platformPortal', language: 'zh-CN', senior: false, load });
    if (!page) throw new Error('the home page is pre-rendered');
    // The server's module state is the browser's: start from nothing, as a fresh page does.
    setRuntimeConfig(null);
    window.history.replaceState(null, '', '/platformPortal');
    const container = document.createElement('div');
    container.innerHTML = page.html;
    document.body.append(container);
    const before = container.innerHTML;

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
    // Hydrated, not re-rendered: the heading is the very element the server sent.
    expect(container.querySelector('h1')?.textContent).toBe('示范市知识产权公共服务平台');
    expect(container.innerHTML.length).toBeGreaterThan(before.length / 2);
    act(() => root.unmount());
    router.dispose();
    container.remove();
    errors.mockRestore();
  });
});
