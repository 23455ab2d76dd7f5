import { gzipSync } from 'node:zlib';
import type { Browser, Response } from 'playwright-core';

/** Issue 8's budget for people on slow phones: the home page's first load, at most 200 KB of gzip. */
export const FIRST_LOAD_BUDGET_BYTES = 200 * 1024;

/** One script a page loaded, with its size as a server would send it gzip-compressed. */
export interface LoadedScript {
  url: string;
  gzip: number;
}

/**
 * The JavaScript a first visit to `path` loads: an empty cache, every script fetched until the
 * page's heading shows and the network is idle, each counted gzip-compressed. Shared by the CI
 * budget check (first-load-budget.e2e.ts) and `npm run bench:first-load-js`.
 */
export async function firstLoadScripts(browser: Browser, baseUrl: string, path: string): Promise<LoadedScript[]> {
  const context = await browser.newContext({ baseURL: baseUrl });
  try {
    const page = await context.newPage();
    const scripts: LoadedScript[] = [];
    const pending: Promise<void>[] = [];
    const onResponse = (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then((body) => {
          scripts.push({ url: new URL(response.url()).pathname, gzip: gzipSync(body).length });
        }),
      );
    };
    page.on('response', onResponse);
    await page.goto(path, { waitUntil: 'networkidle' });
    // Network idle can come before the route's lazy chunks are asked for; its heading comes after.
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');
    page.off('response', onResponse);
    await Promise.all(pending);
    return scripts;
  } finally {
    await context.close();
  }
}

/** The total of `scripts` in bytes. */
export function totalBytes(scripts: readonly LoadedScript[]): number {
  return scripts.reduce((sum, script) => sum + script.gzip, 0);
}

/** A size in KB with one decimal, as the bench prints it. */
export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
