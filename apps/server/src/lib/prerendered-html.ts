import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  DEFAULT_LOCALE,
  DISPLAY_MODE_COOKIE,
  LANGUAGE_COOKIE,
  LOCALES,
  type Locale,
  PRERENDER_STATE_ID,
  type Prerender,
  type PrerenderedPage,
  type PrerenderSource,
  SENIOR_DISPLAY_MODE,
} from '@cityip/contracts';
import type { FastifyRequest } from 'fastify';
import { escapeHtml } from './escape-html.js';

/** A chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by source module. */
interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** Renders the HTML of a page the web app pre-renders (null for the others). */
export type PageRenderer = (request: FastifyRequest) => Promise<string | null>;

/** A cookie's value in a Cookie header ('' when absent). */
export function cookieValue(header: string | undefined, name: string): string {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(value.join('='));
      } catch {
        return '';
      }
    }
  }
  return '';
}

/** The visitor's language as the web app reads it: the `lang` cookie when valid, else zh-CN. */
function languageOf(request: FastifyRequest): Locale {
  const stored = cookieValue(request.headers.cookie, LANGUAGE_COOKIE);
  return (LOCALES as readonly string[]).includes(stored) ? (stored as Locale) : DEFAULT_LOCALE;
}

/** The styles of modules and of every module they import statically, as built files. */
export function moduleStyles(manifest: Manifest, modules: readonly string[]): string[] {
  const seen = new Set<string>();
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const module of modules) visit(module);
  return [...styles];
}

/**
 * index.html with a pre-rendered page: the `<html>` element in the page's language and display
 * mode, the page's styles linked in the head, the markup inside #root and the state beside it.
 */
export function pageHtml(template: string, page: PrerenderedPage, language: Locale, styles: readonly string[]): string {
  const htmlClass = page.htmlClass ? ` class="${escapeHtml(page.htmlClass)}"` : '';
  // Vite's loader sees these links when the app imports the same styles, and adds none of its own.
  // The start's styles are in index.html already (with crossorigin, which a second link without it
  // would fetch again).
  const head = styles
    .filter((file) => !template.includes(`href="/${file}"`))
    .map((file) => `<link rel="stylesheet" href="/${file}">`)
    .join('');
  return template
    .replace(/<html lang="[^"]*">/, `<html lang="${language}"${htmlClass}>`)
    .replace('</head>', `${head}</head>`)
    .replace(
      '<div id="root"></div>',
      // A function replacement: `$` in the page's text must stay as it is.
      () =>
        `<div id="root">${page.html}</div><script id="${PRERENDER_STATE_ID}" type="application/json">${page.state}</script>`,
    );
}

/**
 * The renderer of pre-rendered pages, when the web app's server bundle was built beside its
 * client build (apps/web/dist-ssr next to apps/web/dist); null otherwise (every page then starts
 * in the browser).
 */
export async function loadPageRenderer(
  webDist: string,
  load: (source: PrerenderSource, url: URL) => Promise<unknown>,
): Promise<PageRenderer | null> {
  const entry = resolve(webDist, '../dist-ssr/entry-server.js');
  const manifestFile = join(webDist, '.vite/manifest.json');
  if (!existsSync(entry) || !existsSync(manifestFile)) return null;
  const { prerender } = (await import(pathToFileURL(entry).href)) as { prerender: Prerender };
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const template = readFileSync(join(webDist, 'index.html'), 'utf8');
  return async (request) => {
    const language = languageOf(request);
    const senior = cookieValue(request.headers.cookie, DISPLAY_MODE_COOKIE) === SENIOR_DISPLAY_MODE;
    const url = new URL(request.url, 'http://portal.invalid');
    const page = await prerender({ url: request.url, language, senior, load: (source) => load(source, url) });
    return page ? pageHtml(template, page, language, moduleStyles(manifest, page.styledModules)) : null;
  };
}
