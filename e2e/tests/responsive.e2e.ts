import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BACK_OFFICE_BASE, BACK_OFFICE_ROUTES, FRONT_SITE_ROUTES, TOP_LEVEL_ROUTES } from '@cityip/contracts';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { newPortalPage, useBrowser } from '../support/browser.js';
import { frontSiteUrl, logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

/** A phone, a tablet and a laptop (issue 8); a page is opened at the first and then widened. */
const WIDTHS = [375, 768, 1280] as const;
const HEIGHT = 900;
/** Where the screenshots go for a person to look through (git-ignored). */
const SHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));

/** A file name for a path: `/policySearch/detail` → `policySearch-detail`. */
const shotName = (path: string) => path.replace(/^\//, '').replaceAll('/', '-');

/** How far the page scrolls sideways, in px (0 when it fits the screen). */
async function overflowProblems(page: Page): Promise<string[]> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  return overflow > 0 ? [`the page is ${overflow} px wider than the screen`] : [];
}

/**
 * What keeps a back-office page from being usable at this width: its heading or its first form
 * field or table cut off at the side, or the page itself scrolling sideways (a wide table scrolls
 * inside its own box instead).
 */
async function backOfficeProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const overflow = document.documentElement.scrollWidth - width;
    if (overflow > 0) problems.push(`the page is ${overflow} px wider than the screen`);
    const main = document.querySelector('main');
    // The first shown form control or table (hidden ones, such as a file input, do not count).
    const control = [...(main?.querySelectorAll('input, textarea, .ant-select, table') ?? [])].find(
      (element) => element.checkVisibility() && element.getBoundingClientRect().width > 0,
    );
    for (const element of [main?.querySelector('h1'), control]) {
      if (!element) continue;
      const box = element.getBoundingClientRect();
      if (box.left < 0 || box.left >= width || box.width === 0) {
        problems.push(`${element.tagName.toLowerCase()} is not on screen`);
      }
    }
    return problems;
  });
}

/**
 * Waits until the page has followed a change of the window's size: media query listeners run in
 * the next frame (antd's breakpoints set React state there), React renders in a task posted after
 * them, and size observers (antd's tables and tabs) report in the frame after that and may render
 * once more. Each round waits for a frame, then for a task posted behind the renders it queued.
 */
async function layoutFollows(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
    const queuedTasks = () =>
      new Promise((resolve) => {
        const channel = new MessageChannel();
        channel.port1.onmessage = resolve;
        channel.port2.postMessage(null);
      });
    for (let round = 0; round < 2; round++) {
      await frame();
      await queuedTasks();
    }
    await frame();
  });
  await settle(page);
}

/**
 * Opens `url` at the phone's width, as a phone opens it, then widens the window to the tablet's and
 * the laptop's: at each width the page is judged by `problemsOf` and photographed whole.
 */
async function problemsAtEveryWidth(
  page: Page,
  url: string,
  shot: string,
  problemsOf: (page: Page) => Promise<string[]>,
): Promise<string[]> {
  const problems: string[] = [];
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  await page.goto(url);
  await settle(page);
  for (const width of WIDTHS) {
    if (width !== WIDTHS[0]) {
      await page.setViewportSize({ width, height: HEIGHT });
      await layoutFollows(page);
    }
    problems.push(...(await problemsOf(page)).map((problem) => `${url} at ${width} px: ${problem}`));
    const path = `${SHOTS}${width}/${shot}.png`;
    mkdirSync(dirname(path), { recursive: true });
    await page.screenshot({ path, fullPage: true });
  }
  return problems;
}

/** One browser page for a describe block, signed in as `email` when given. */
function usePage(email?: string, password?: string): () => Page {
  let session: Awaited<ReturnType<typeof newPortalPage>> | undefined;
  beforeAll(async () => {
    session = await newPortalPage(browser());
    if (email && password) await logIn(session.page, email, password);
  });
  afterAll(() => session?.context.close());
  return () => {
    if (!session) throw new Error('the page is not open yet');
    return session.page;
  };
}

describe(`[PORTAL][RESPONSIVE]: every top-level page fits ${WIDTHS.join(', ')} px without sideways scrolling; screenshots kept`, () => {
  const page = usePage();
  for (const route of TOP_LEVEL_ROUTES) {
    test(route.path, async () => {
      expect(await problemsAtEveryWidth(page(), route.path, shotName(route.path), overflowProblems)).toEqual([]);
    });
  }
});

describe(`[PORTAL][RESPONSIVE]: every front page, signed in, fits ${WIDTHS.join(', ')} px without sideways scrolling; screenshots kept`, () => {
  // Signed in, the account and authentication pages show their forms too.
  const page = usePage('person@demo.local', 'Person@12345');
  for (const route of FRONT_SITE_ROUTES) {
    test(route.path, async () => {
      const url = await frontSiteUrl(page(), route.path);
      expect(await problemsAtEveryWidth(page(), url, shotName(route.path), overflowProblems)).toEqual([]);
    });
  }
});

describe(`[ADMIN][RESPONSIVE]: every back-office page shows its heading and controls at ${WIDTHS.join(', ')} px without sideways scrolling; screenshots kept`, () => {
  const page = usePage('admin@demo.local', 'Admin@12345');
  for (const route of BACK_OFFICE_ROUTES) {
    test(route.path, async () => {
      const url = `${BACK_OFFICE_BASE}${route.path}`;
      const shot = `backoffice/${shotName(route.path)}`;
      expect(await problemsAtEveryWidth(page(), url, shot, backOfficeProblems)).toEqual([]);
    });
  }
});
