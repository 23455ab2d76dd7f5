import './styles/global.css';
import './styles/portal.css';
import './styles/pages.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { setNavigate } from './api/navigation.js';
import { startVisitorSession } from './api/visitor-login.js';
import { createQueryClient } from './app/app-providers.js';
import { AppRoot } from './app/app-root.js';
import { nextTask } from './app/next-task.js';
import { startActivityTracking } from './auth/activity.js';
import { verifyUserSession } from './auth/auth-api.js';
import { startSessionKeeper } from './auth/session-keeper.js';
import { loadRuntimeConfig } from './config/runtime-config.js';
import { currentLanguage, loadLanguage } from './i18n/index.js';
import { createAppRouter, routerReady } from './router.js';
import { adoptPrerenderState, readPrerenderState } from './ssr/prerender-state.js';

/**
 * Starts the app on the page. A function, not top-level await: this module's code shares a chunk
 * with what the routes import (vite.config.ts), and a chunk still awaiting would hold up every
 * route's module, the one the start waits for included.
 */
async function startApp(container: HTMLElement): Promise<void> {
  // The first render waits for the visitor's language; its texts are fetched while the rest starts.
  const languageLoaded = loadLanguage(currentLanguage());

  // A page the server rendered (ssr/prerendered-pages.ts) comes with the data it was rendered with:
  // the app starts from the same, so its first render matches the markup already on screen.
  const prerendered = readPrerenderState();
  const queryClient = createQueryClient();
  if (prerendered) adoptPrerenderState(prerendered, queryClient);

  // Start-up runs in steps with the browser's turn between them (a slow phone stays responsive
  // while a pre-rendered page is already readable). The router comes before any API call: a call
  // answered 1401 navigates to the login page.
  await nextTask();
  const router = createAppRouter();
  setNavigate((to) => router.navigate(to));
  await nextTask();

  // Spec section 4: a first visit silently becomes a visitor; a user's token is kept fresh while active.
  void startVisitorSession();
  await nextTask();
  void verifyUserSession();
  startActivityTracking(window);
  startSessionKeeper();
  loadRuntimeConfig().catch(() => {
    // The portal works with its defaults (city name, links) when /api/config is unreachable.
  });

  // Should the texts not arrive after the chunk retries, the app renders anyway: a page of keys can
  // still be reloaded, a blank one gives no hint. A pre-rendered page also waits for its route's
  // module, then is hydrated in slices (a transition) so the main thread is never held for long.
  await Promise.allSettled([languageLoaded, prerendered ? routerReady(router) : null]);
  const app = <AppRoot router={router} queryClient={queryClient} />;
  if (prerendered) startTransition(() => void hydrateRoot(container, app));
  else createRoot(container).render(app);
}

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startApp(container);
