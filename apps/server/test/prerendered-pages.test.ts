import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { localDateAt } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { searchCounts } from '../src/features/operation-stats/operation-stats.tables.js';
import { cookieValue, moduleStyles } from '../src/lib/prerendered-html.js';
import { createTestApp, type TestApp } from './test-app.js';

/**
 * A stand-in for the web app's server bundle (apps/web/dist-ssr/entry-server.js, which the browser
 * suite exercises): it shows what the server handed it, so the tests see the contract's both sides.
 */
const ENTRY = `
export async function prerender({ url, language, senior, load }) {
  if (url.startsWith('/broken')) throw new Error('render failed');
  if (url.startsWith('/policySearch')) {
    const policies = await load('policies');
    return {
      html: '<p>page ' + policies.page + ' of ' + policies.pageSize + ', ' + policies.total + ' found</p>',
      htmlClass: '',
      state: '{}',
      styledModules: ['src/main.tsx'],
    };
  }
  if (!url.startsWith('/platformPortal')) return null;
  const [config, home] = [await load('config'), await load('home')];
  return {
    html: '<h1>' + config.cityName + ' ' + language + ' $& ' + home.banners.length + ' banners</h1>',
    htmlClass: senior ? 'senior-mode' : '',
    state: JSON.stringify({ config }).replace(/</g, '\\\\u003c'),
    styledModules: ['src/main.tsx', 'src/portal/home/home-page.tsx'],
  };
}
`;

const MANIFEST = {
  'index.html': { file: 'assets/index-1.js', imports: [] },
  'src/main.tsx': { file: 'assets/main-1.js', css: ['assets/main-1.css'], imports: ['_shared.js'] },
  'src/portal/home/home-page.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'], imports: ['_shared.js'] },
  '_shared.js': { file: 'assets/shared-1.js', css: ['assets/display-1.css'] },
};

describe('pre-rendered pages', () => {
  let web: string;
  let t: TestApp;
  beforeAll(async () => {
    web = mkdtempSync(join(tmpdir(), 'cityip-web-'));
    mkdirSync(join(web, 'dist/.vite'), { recursive: true });
    mkdirSync(join(web, 'dist-ssr'));
    writeFileSync(
      join(web, 'dist/index.html'),
      // Vite links the start's styles itself.
      '<!doctype html>\n<html lang="zh-CN">\n<head><title>portal</title><link rel="stylesheet" crossorigin href="/assets/main-1.css"></head>\n<body><div id="root"></div></body>\n</html>',
    );
    writeFileSync(join(web, 'dist/.vite/manifest.json'), JSON.stringify(MANIFEST));
    writeFileSync(join(web, 'dist-ssr/entry-server.js'), ENTRY);
    t = await createTestApp({ webDist: join(web, 'dist') });
  });
  afterAll(async () => {
    await t.close();
    rmSync(web, { recursive: true, force: true });
  });

  it("renders the page in the visitor's language and display mode, with its styles, from the server's data", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/platformPortal',
      headers: { cookie: 'tokenKey=x; lang=en-US; displayMode=senior', 'accept-encoding': 'gzip, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toContain('cookie');
    const html = brotliDecompressSync(response.rawPayload).toString();
    expect(html).toContain('<html lang="en-US" class="senior-mode">');
    // The page's styles are added, the start's already linked are not linked twice.
    expect(html).toContain(
      '<link rel="stylesheet" crossorigin href="/assets/main-1.css"><link rel="stylesheet" href="/assets/display-1.css"><link rel="stylesheet" href="/assets/home-1.css"></head>',
    );
    expect(html.split('main-1.css')).toHaveLength(2);
    // The data is what the API answers a visitor: the configured city, the (empty) home page.
    expect(html).toContain(`<div id="root"><h1>${t.app.config.cityName} en-US $& 0 banners</h1></div>`);
    expect(html).toContain(`<script id="prerender-state" type="application/json">{"config":{`);
  });

  it('falls back to the default language for an unknown one, and sends plain HTML to a client that accepts no compression', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/platformPortal', headers: { cookie: 'lang=fr' } });
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body).toContain('<html lang="zh-CN">');
  });

  it('reads a policy search from the address as the browser does, and counts it as a search unless it turns a page', async () => {
    const today = eq(searchCounts.day, localDateAt(new Date(), t.app.config.cityProfile.timeZone));
    const searches = async () => {
      const [row] = await t.db
        .select()
        .from(searchCounts)
        .where(and(today, eq(searchCounts.kind, 'policy')));
      return row?.count ?? 0;
    };
    const before = await searches();
    // The page turn goes first: were it counted, its count would be in before the search's.
    const turn = await t.app.inject({ method: 'GET', url: '/policySearch?page=3' });
    expect(turn.body).toContain('<div id="root"><p>page 3 of 10, 0 found</p></div>');
    const first = await t.app.inject({ method: 'GET', url: '/policySearch?level=city&page=0&pageSize=20&to=x' });
    expect(first.body).toContain('<div id="root"><p>page 1 of 20, 0 found</p></div>');
    await vi.waitFor(async () => expect(await searches()).toBe(before + 1));
  });

  it('serves index.html for a page the web app does not pre-render, and when rendering fails', async () => {
    for (const url of ['/backStackSupport/home', '/broken']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.body, url).toContain('<div id="root"></div>');
    }
  });
});

describe('cookieValue and moduleStyles', () => {
  it('reads a cookie by its exact name, decoded', () => {
    expect(cookieValue('xlang=de; lang=en-US; other=1', 'lang')).toBe('en-US');
    expect(cookieValue('a=%E4%B8%AD', 'a')).toBe('中');
    expect(cookieValue('a=%E4', 'a')).toBe('');
    expect(cookieValue(undefined, 'lang')).toBe('');
  });

  it("collects the styles of modules and of their static imports, each once, and ignores modules the build doesn't know", () => {
    expect(moduleStyles(MANIFEST, ['src/main.tsx', 'src/portal/home/home-page.tsx', 'src/gone.tsx'])).toEqual([
      'assets/main-1.css',
      'assets/display-1.css',
      'assets/home-1.css',
    ]);
  });
});
