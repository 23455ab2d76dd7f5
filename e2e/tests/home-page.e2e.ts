import { expect, test } from 'vitest';
import { HomePage } from '../pages/home-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

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
  await home.tab('政策法规').click();
  await home.panel('政策法规').getByRole('link').first().waitFor();
  expect(await home.tab('政策法规').getAttribute('aria-selected')).toBe('true');
  await home.tab('市级').click();
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
