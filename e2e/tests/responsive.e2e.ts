import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { FRONT_SITE_ROUTES, TOP_LEVEL_ROUTES } from '@cityip/contracts';
import { expect, test } from 'vitest';
import { newPortalPage, useBrowser } from '../support/browser.js';
import { frontSiteUrl, logIn, settle } from '../support/route-visits.js';

const browser = useBrowser();

/** A phone, a tablet and a laptop (issue 8). */
const WIDTHS = [375, 768, 1280] as const;
/** Where the screenshots go for a person to look through (git-ignored). */
const SHOTS = fileURLToPath(new URL('../artifacts/screenshots/', import.meta.url));
/** Some thirty pages at one width, each loaded, measured and photographed whole. */
const WIDTH_TIMEOUT_MS = 300_000;

/** A file name for a path: `/policySearch/detail` → `policySearch-detail`. */
const shotName = (path: string) => path.replace(/^\//, '').replaceAll('/', '-');

for (const width of WIDTHS) {
  test(
    `[PORTAL][RESPONSIVE]: every front page of the router table fits ${width} px without sideways scrolling; screenshots kept`,
    async () => {
      const { context, page } = await newPortalPage(browser());
      await page.setViewportSize({ width, height: 900 });
      mkdirSync(`${SHOTS}${width}`, { recursive: true });
      const tooWide: string[] = [];
      const visit = async (name: string, url: string) => {
        await page.goto(url);
        await settle(page);
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) tooWide.push(`${url} is ${overflow} px wider than the screen`);
        await page.screenshot({ path: `${SHOTS}${width}/${shotName(name)}.png`, fullPage: true });
      };
      for (const route of TOP_LEVEL_ROUTES) await visit(route.path, route.path);
      // Signed in, the account and authentication pages show their forms too.
      await logIn(page, 'person@demo.local', 'Person@12345');
      for (const route of FRONT_SITE_ROUTES) await visit(route.path, await frontSiteUrl(page, route.path));
      await context.close();
      expect(tooWide).toEqual([]);
    },
    WIDTH_TIMEOUT_MS,
  );
}
