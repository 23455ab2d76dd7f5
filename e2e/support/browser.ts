import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, expect } from 'vitest';
import { runAxe } from './axe-run.js';
import { CHROMIUM_FLAGS } from './chromium-flags.js';
import { KEYBOARD_ONLY } from './input-mode.js';
import { portalUrl } from './portal.js';

/** Launches Debian's Chromium. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
}

/** One browser for the calling test file: launched before its tests, closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('the browser is not launched yet');
    return browser;
  };
}

/** A fresh browser context (empty storage) on the portal under test. */
export async function newPortalPage(
  browser: Browser,
  locale = 'zh-CN',
): Promise<{ context: BrowserContext; page: Page }> {
  // Reduced motion: the home carousel then stays put, so axe never measures a caption's contrast
  // halfway through a fade (a frame no one reads, which made the accessibility check flaky).
  const context = await browser.newContext({ baseURL: portalUrl(), locale, reducedMotion: 'reduce' });
  const page = await context.newPage();
  return { context, page };
}

/**
 * What the page reports as going wrong from now on, as it happens: console errors and warnings
 * (React's hydration mismatches among them) and uncaught exceptions.
 */
export function consoleProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

/** Fails the test on any serious or critical axe-core violation of the page as it is now (journeys judge pages mid-task). */
export async function expectAccessible(page: Page): Promise<void> {
  // The keyboard pass walks the same pages the mouse pass has judged already; axe's seconds per
  // page would double the suite's longest part for no new finding.
  if (KEYBOARD_ONLY) return;
  expect(await axeViolations(page), `axe violations on ${page.url()}`).toEqual([]);
}

/**
 * The axe-core violations of the page as it is now, once its animations have ended: serious and
 * critical ones, or every impact level with `allImpacts` (issue 8's bar for each settled page).
 */
export async function axeViolations(page: Page, { allImpacts = false } = {}): Promise<string[]> {
  // Judge the settled page: mid-animation (a dialog fading in) colours are semi-transparent and
  // axe would measure contrast against a half-drawn frame. Motion libraries start animations a
  // frame after the DOM change, so wait for frames with no finite animation running (bounded).
  await page.evaluate(async () => {
    const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const running = () =>
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    const deadline = performance.now() + 5000;
    let quietFrames = 0;
    // antd's motion marks elements with -appear/-enter/-leave classes while they animate.
    const inMotion = () => document.querySelector('[class*="-appear"], [class*="-enter"], [class*="-leave"]') !== null;
    while (quietFrames < 3 && performance.now() < deadline) {
      const active = running();
      quietFrames = active.length === 0 && !inMotion() ? quietFrames + 1 : 0;
      // Cancelled animations (a message removed) count as done.
      await Promise.allSettled(active.map((animation) => animation.finished));
      await nextFrame();
    }
  });
  // Every rule runs (support/axe-run.ts).
  const violations = await runAxe(page);
  return violations
    .filter((violation) => allImpacts || violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id} (${violation.impact}): ${violation.nodes.map((n) => `${n.target.join(' ')} [${n.failureSummary ?? ''}]`).join(', ')}`,
    );
}
