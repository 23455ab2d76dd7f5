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
  const image = home.banners.locator('.slick-active img.lazy-image-media');
  await image.waitFor();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  await home.panel('行业资讯').getByRole('link').first().waitFor();
  await home.tab('政策法规').click();
  await home.panel('政策法规').getByRole('link').first().waitFor();
  expect(await home.tab('政策法规').getAttribute('aria-selected')).toBe('true');
  await home.tab('市级').click();
  await home.panel('市级').getByRole('link').first().waitFor();

  const figures = await home.figures();
  expect(Object.keys(figures)).toEqual(['政策文件', '新闻资讯', '办事指南']);
  const [policies, ...others] = Object.values(figures);
  for (const figure of [policies, ...others]) expect(figure).toMatch(/^\d{1,3}(,\d{3})*$/);
  // The demo content alone has at least 60 policies.
  expect(Number(policies?.replaceAll(',', ''))).toBeGreaterThanOrEqual(60);
  await expectAccessible(page);

  await home.switchToEnglish();
  await home.navigation('Main navigation').getByRole('link', { name: 'Home', exact: true }).waitFor();
  await expectAccessible(page);
  await context.close();
});
