import type { Locale, PrerenderedPage, PrerenderRequest, PublicConfig } from '@cityip/contracts';
import { dehydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, type RouteObject, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/app-providers.js';
import { setFrameFirstRender } from '../app/frame-first.js';
import { renderSeniorMode, SENIOR_MODE_CLASS } from '../app/senior-mode.js';
import { setRuntimeConfig } from '../config/runtime-config.js';
import { i18n, loadLanguage } from '../i18n/index.js';
import { createRoutes } from '../router.js';
import { serialiseState } from './prerender-state.js';
import { FRAME_FIRST_PAGES, FRAME_SOURCES, PRERENDERED_PAGES, SOURCE_QUERIES } from './prerendered-pages.js';

/**
 * The route table without the pages' modules: a frame-first page is matched without loading its
 * page, which renders nothing (MainContent shows the placeholder in its place).
 */
function withoutPages(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const { lazy, ...rest } = route;
    const page = lazy ? { ...rest, element: null } : rest;
    return route.children ? { ...page, children: withoutPages(route.children) } : page;
  }) as RouteObject[];
}

const pageHandler = createStaticHandler(createRoutes());
const frameHandler = createStaticHandler(withoutPages(createRoutes()));

/**
 * Renders a page's first screen on the server, in the visitor's language and display mode: a page
 * of PRERENDERED_PAGES whole, with the data the server reads for it, one of FRAME_FIRST_PAGES
 * as its frame; null for any other page, and for an address the router answers with a redirect.
 */
export async function prerender(request: PrerenderRequest): Promise<PrerenderedPage | null> {
  const url = new URL(request.url, 'http://portal.invalid');
  const frameFirst = FRAME_FIRST_PAGES.has(url.pathname);
  const page = PRERENDERED_PAGES[url.pathname] ?? (frameFirst ? { module: null, sources: [] } : null);
  if (!page) return null;
  const handler = frameFirst ? frameHandler : pageHandler;

  const sources = [...FRAME_SOURCES, ...page.sources];
  const [data] = await Promise.all([
    Promise.all(sources.map(async (source) => [source, await request.load(source)] as const)),
    loadLanguage(request.language),
  ]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;

  const queryClient = createQueryClient();
  let config: PublicConfig | null = null;
  for (const [source, value] of data) {
    if (source === 'config') config = value as PublicConfig;
    else queryClient.setQueryData(SOURCE_QUERIES[source](url), value);
  }
  if (!config) throw new Error('a pre-rendered page needs the runtime config');

  // From here on everything is synchronous: the language, display mode and config are module
  // state of the app, and no other request's render can run between setting and using them.
  switchRenderLanguage(request.language);
  renderSeniorMode(request.senior);
  setRuntimeConfig(config);
  setFrameFirstRender(frameFirst);
  const router = createStaticRouter(handler.dataRoutes, context);
  try {
    const html = renderToString(
      <StrictMode>
        <AppProviders queryClient={queryClient}>
          {/* No inline hydration script (the CSP allows none): the browser's router needs no data. */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProviders>
      </StrictMode>,
    );
    return {
      html,
      htmlClass: request.senior ? SENIOR_MODE_CLASS : '',
      state: serialiseState({ config, queries: dehydrate(queryClient), frameFirst }),
      styledModules: page.module ? ['src/main.tsx', page.module] : ['src/main.tsx'],
    };
  } finally {
    setFrameFirstRender(false);
  }
}

function switchRenderLanguage(language: Locale): void {
  // The texts are loaded, so i18next switches at once; a render in the wrong language must not pass.
  void i18n.changeLanguage(language);
  if (i18n.language !== language) throw new Error(`language ${language} did not switch synchronously`);
}
