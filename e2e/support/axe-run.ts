import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Puts axe-core into a frame unless this document has it already. A page is judged several times
 * (both languages, a dialog open and closed): @axe-core/playwright sent and compiled the 500 KB
 * source twice for every judgement, a third of each judgement's time.
 */
async function injectOnce(frame: Frame): Promise<void> {
  if (await frame.evaluate(() => 'axe' in window)) return;
  await frame.evaluate(axeSource);
  // Only same-origin frames answer the top frame's axe (the portal's one frame, a licence PDF, is).
  await frame.evaluate(() => window.axe.configure({ allowedOrigins: ['<same_origin>'] }));
}

/**
 * axe.run in the page itself over every frame (axe's "legacy" way, as @axe-core/playwright's
 * setLegacyMode: its default runs axe in each frame and finishes in a second blank page, 40% of a
 * judgement's time). Only violations are gathered: on the patent pages that cut axe's time by a quarter.
 */
export async function runAxe(page: Page): Promise<AxeResults['violations']> {
  await injectOnce(page.mainFrame());
  for (const frame of page.frames().slice(1)) {
    // As @axe-core/playwright does: a child frame that does not take axe within a second (one
    // going away, a plugin's) is left out rather than hang the judgement or fail it later.
    const injected = injectOnce(frame).catch(() => {});
    await Promise.race([injected, new Promise((resolve) => setTimeout(resolve, 1000))]);
  }
  return page.evaluate((options) => window.axe.run(document, options).then((results) => results.violations), {
    resultTypes: ['violations'],
  } satisfies RunOptions);
}

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}
