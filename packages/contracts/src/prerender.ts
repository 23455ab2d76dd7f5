import type { Locale } from './constants.js';

/**
 * Cookie holding the UI language. A cookie rather than localStorage, whose keys are exactly the
 * spec's; it is not session data, so clearing the session keeps it (visitors choose a language too).
 */
export const LANGUAGE_COOKIE = 'lang';

/** Cookie of the display mode (`senior` for 长辈版): like the language, a preference of the browser, not of a person. */
export const DISPLAY_MODE_COOKIE = 'displayMode';

/** The display-mode cookie's value for 长辈版. */
export const SENIOR_DISPLAY_MODE = 'senior';

/**
 * The server-side reads a pre-rendered page may need, each the payload of the API call of the
 * same name: `config` is GET /api/config, `site` GET /api/site, `home` GET /api/home, `policies`
 * GET /api/policies with the query the page's address holds (as `readPolicySearch` reads it).
 */
export type PrerenderSource = 'config' | 'site' | 'home' | 'policies';

/** What the server knows of the visitor when it renders a page's first screen. */
export interface PrerenderRequest {
  /** Path and query, as requested. */
  url: string;
  language: Locale;
  senior: boolean;
  /** Reads a source's data (as its API call would answer a visitor). */
  load: (source: PrerenderSource) => Promise<unknown>;
}

/** A page's first screen rendered on the server, hydrated by the web app in the browser. */
export interface PrerenderedPage {
  /** The markup of the app's root element. */
  html: string;
  /** The `class` of the `<html>` element (the display mode's styles hang on it). */
  htmlClass: string;
  /** The state the browser hydrates from (JSON), in a `<script type="application/json">` of this id. */
  state: string;
  /**
   * Source modules of the web app (paths under apps/web) whose styles the first screen needs: the
   * HTML links them. Their scripts are not announced: they would compete with the styles and the
   * first screen's picture for a slow connection.
   */
  styledModules: string[];
}

/** Id of the element carrying a pre-rendered page's state. */
export const PRERENDER_STATE_ID = 'prerender-state';

/** The web app's server entry (apps/web/src/ssr/entry-server.tsx): null for a page it does not pre-render. */
export type Prerender = (request: PrerenderRequest) => Promise<PrerenderedPage | null>;
