import { expect, test } from 'vitest';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

const browser = useBrowser();

/** The front-site pages of issues 3 to 5, each with an element that only shows once its data arrived. */
const PAGES = [
  { path: '/platformPortal', ready: '.home-figure' },
  { path: '/policySearch?level=city', ready: 'a[href^="/policySearch/detail"]' },
  { path: '/generalInfo?informationType=2', ready: 'a[href^="/generalInfo/detail"]' },
  { path: `/infoSearch?keyword=${encodeURIComponent('专利')}`, ready: '.search-group-total' },
  { path: '/protectRights?id=12', ready: '.article-body h3' },
  { path: '/publicServe', ready: '.outlet-card' },
  { path: '/patentStatistics', ready: '.stat-card-value' },
  { path: '/patentWarning', ready: '.report-card' },
  { path: `/patentSearch?q=${encodeURIComponent('电池')}`, ready: 'ol.patent-list > li' },
  { path: '/patentDatabase', ready: '.industry-figures' },
  { path: '/developPermit', ready: '.licence-offer' },
];
// Every page gets an axe run of several seconds on this two-core machine: more than the suite's minute.
const ALL_PAGES_TIMEOUT_MS = 180_000;

test(
  '[PORTAL][MOBILE]: the content and patent pages fit a 375 px wide phone screen without sideways scrolling',
  async () => {
    const { context, page } = await newPortalPage(browser());
    await page.setViewportSize({ width: 375, height: 812 });
    for (const { path, ready } of PAGES) {
      await page.goto(path);
      await page.locator(ready).first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${path} is wider than the screen`).toBeLessThanOrEqual(0);
      expect(await page.title(), `${path} has a title`).not.toBe('');
      await expectAccessible(page);
    }
    await context.close();
  },
  ALL_PAGES_TIMEOUT_MS,
);
