import type { Locator, Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { DistrictMap } from '../pages/district-map.js';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { activate, openDialog, tick } from '../support/actions.js';
import { axeViolations, expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { unnamedControls } from '../support/control-names.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';
import { portalUrl } from '../support/portal.js';
import { settle } from '../support/route-visits.js';

const browser = useBrowser();

/** Waits for the patent search of exactly these filters (`district:云湖区`, `applicant:…`) to be the address. */
async function waitForFilters(page: Page, filters: string[]): Promise<void> {
  await page.waitForURL(
    (url) => url.pathname === '/patentSearch' && url.searchParams.getAll('filter').join('\n') === filters.join('\n'),
  );
}

/** Adds the 区域 column to the result rows (kept for the tab), so each row says its district. */
async function showDistrictColumn(page: Page): Promise<void> {
  await activate(page, page.getByRole('button', { name: '显示字段', exact: true }));
  await tick(page, page.locator('.column-chooser').getByRole('checkbox', { name: '区域', exact: true }));
  await page.keyboard.press('Escape');
  await page.locator('.disclosure-panel').waitFor({ state: 'hidden' });
}

/** Every shown result row's district. */
async function rowDistricts(search: PatentSearchPage): Promise<string[]> {
  return Promise.all(
    (await search.rows.all()).map(async (row) => (await search.fact(row, '区域').textContent()) ?? ''),
  );
}

/** The chosen-filter tags above the results ('区域 DI: 云湖区'). */
function filterTags(page: Page): Locator {
  return page.locator('.selected-filters .patent-tags > li');
}

test("[PORTAL][MAP]: a visitor opens a district's patents from the statistics map, then its top applicant's patents from the district's detail", async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/patentStatistics');
  const map = DistrictMap.statistics(page);
  await map.drawn();
  // Each row of the map's data table links to its district's patents, as the drawing's click does.
  await map.table.waitFor();
  expect(await map.table.getByRole('link', { name: /^查看专利：/ }).count()).toBe(9);

  const search = new PatentSearchPage(page);
  await search.settle(() => map.openPatents('云湖区'));
  await waitForFilters(page, ['district:云湖区']);
  // The page's own district filter, so it shows as a chosen filter, and its expression is DI=.
  expect(await filterTags(page).allTextContents()).toEqual([expect.stringContaining('区域 DI: 云湖区')]);
  expect(await search.expression.textContent()).toContain('DI=(云湖区)');
  expect(await search.total()).toBeGreaterThan(0);
  await showDistrictColumn(page);
  const districts = await rowDistricts(search);
  expect(districts.length).toBeGreaterThan(0);
  expect(new Set(districts)).toEqual(new Set(['云湖区']));

  // Back on the map, the district's detail lists its applicants with the most patents.
  await page.goBack();
  await map.drawn();
  const drawer = page.getByRole('dialog', { name: '云湖区' });
  await openDialog(page, map.districtButton('云湖区'), drawer);
  const applicants = drawer.getByRole('table', { name: '云湖区专利数量最多的申请人' });
  await applicants.waitFor();
  const rows = await applicants.locator('tbody tr').all();
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThanOrEqual(10);
  const counts = await applicants.locator('tbody tr td:last-child').allTextContents();
  const numbers = counts.map((text) => Number(text.replace(/[^\d]/g, '')));
  expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
  await expectAccessible(page);

  const top = applicants.locator('tbody tr').first().getByRole('link');
  const name = (await top.textContent()) ?? '';
  await search.settle(() => activate(page, top));
  await waitForFilters(page, ['district:云湖区', `applicant:${name}`]);
  const total = await search.total();
  // PA= matches the name as words, so names containing it count too: at least the detail's count.
  if (!counts[0]?.startsWith('约')) expect(total).toBeGreaterThanOrEqual(numbers[0] ?? 0);
  const perRow = await search.applicantsPerRow();
  expect(perRow.length).toBeGreaterThan(0);
  for (const applicantsOfRow of perRow) expect(applicantsOfRow.some((a) => a.includes(name))).toBe(true);
  expect(new Set(await rowDistricts(search))).toEqual(new Set(['云湖区']));
  await context.close();
});

test("[PORTAL][MAP]: a visitor opens a district's patents from the outlet map of the service window", async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/publicServe');
  const map = DistrictMap.outlets(page);
  await map.drawn();
  const search = new PatentSearchPage(page);
  await search.settle(() => map.openPatents('海滨区'));
  await waitForFilters(page, ['district:海滨区']);
  expect(await filterTags(page).allTextContents()).toEqual([expect.stringContaining('区域 DI: 海滨区')]);
  expect(await search.total()).toBeGreaterThan(0);
  await showDistrictColumn(page);
  expect(new Set(await rowDistricts(search))).toEqual(new Set(['海滨区']));
  await context.close();
});

// The district detail opens over the map as a drawer, which the whole-site sweep's language
// switch cannot reach past; its new content is judged here by the sweep's bar instead: every
// axe rule and every control named, in both languages and in 长辈版.
test.skipIf(KEYBOARD_ONLY)(
  '[A11Y][MAP]: the district detail with its top applicants passes every axe rule in both languages and 长辈版',
  async () => {
    for (const { locale, senior, district } of [
      { locale: 'zh-CN', senior: false, district: '云湖区' },
      { locale: 'en-US', senior: true, district: 'Yunhu District' },
    ]) {
      const { context, page } = await newPortalPage(browser(), locale);
      await context.addCookies([
        { name: 'lang', value: locale, url: portalUrl() },
        ...(senior ? [{ name: 'displayMode', value: 'senior', url: portalUrl() }] : []),
      ]);
      await page.goto('/patentStatistics?mapDistrict=yunhu');
      await settle(page);
      const drawer = page.getByRole('dialog', { name: district });
      await drawer.locator('.city-map-applicants tbody tr').first().waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      const problems = [...(await axeViolations(page, { allImpacts: true })), ...(await unnamedControls(page))];
      expect(problems, `${locale}${senior ? ' 长辈版' : ''}`).toEqual([]);
      await context.close();
    }
  },
);
