import { expect, test } from 'vitest';
import { HomePage } from '../pages/home-page.js';
import { selectTab } from '../support/actions.js';
import { consoleProblems, expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { portalUrl } from '../support/portal.js';

const browser = useBrowser();

test("[PORTAL][HOME]: the home page shows the demo city's banners, news and policies, and the English switch translates it", async () => {
  const { context, page } = await newPortalPage(browser());
  const home = new HomePage(page);
  await home.open();

  // Every demo banner is a slide, and the one on show has a generated image that really loads.
  expect(await home.slides.count()).toBeGreaterThan(0);
  const image = home.banners.locator('.banner-item.is-active img.lazy-image-media');
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await home.panel('行业资讯').getByRole('link').first().waitFor();
  await selectTab(page, home.tab('政策法规'));
  await home.panel('政策法规').getByRole('link').first().waitFor();
  expect(await home.tab('政策法规').getAttribute('aria-selected')).toBe('true');
  await selectTab(page, home.tab('市级'));
  await home.panel('市级').getByRole('link').first().waitFor();

  // The latest city IP statistics of the demo, each with its unit, leading to /patentStatistics.
  const figures = await home.figures();
  expect(Object.keys(figures)).toEqual([
    '发明专利授权量',
    '有效发明专利拥有量',
    '每万人口高价值发明专利拥有量',
    '商标注册量',
  ]);
  for (const figure of Object.values(figures)) expect(figure).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,2})?件(\/万人)?$/);
  expect(await home.figureStrip.getByRole('link', { name: '查看更多知识产权数据' }).getAttribute('href')).toBe(
    '/patentStatistics',
  );
  await expectAccessible(page);

  await home.switchToEnglish();
  await home.navigation('Main navigation').getByRole('link', { name: 'Home', exact: true }).waitFor();
  await expectAccessible(page);
  await context.close();
});

test("[PORTAL][HOME][SSR]: the home page's first screen comes in the HTML, in the visitor's language and display mode, and the app takes it over as it is", async () => {
  // Without scripts: the heading, the banners and the latest news are there all the same.
  const still = await browser().newContext({ baseURL: portalUrl(), javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/platformPortal');
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(/知识产权公共服务平台$/);
  const home = new HomePage(page);
  expect(await home.slides.count()).toBeGreaterThan(0);
  expect(await home.panel('行业资讯').getByRole('link').count()).toBeGreaterThan(0);
  expect(await page.locator('#prerender-state').count()).toBe(1);

  // The language and display-mode cookies choose what the server renders.
  await still.addCookies([
    { name: 'lang', value: 'en-US', url: portalUrl() },
    { name: 'displayMode', value: 'senior', url: portalUrl() },
  ]);
  await page.reload();
  expect(await page.evaluate(() => [document.documentElement.lang, document.documentElement.className])).toEqual([
    'en-US',
    'senior-mode',
  ]);
  expect(await page.getByRole('heading', { level: 1 }).textContent()).toMatch(
    /Intellectual Property Public Service Platform$/i,
  );
  await page.getByRole('button', { name: 'Back to standard mode' }).waitFor();
  await still.close();

  // With scripts: the app hydrates the markup without a mismatch (React reports one as an error).
  const { context, page: live } = await newPortalPage(browser());
  const problems = consoleProblems(live);
  const liveHome = new HomePage(live);
  await liveHome.open();
  await selectTab(live, liveHome.tab('政策法规'));
  await liveHome.panel('政策法规').getByRole('link').first().waitFor();
  await live.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
  await context.close();
});
