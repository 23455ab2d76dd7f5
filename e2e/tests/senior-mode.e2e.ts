import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { portalUrl } from '../support/portal.js';
import { waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

/** Visible text smaller than 18 px, as `tag.class "text" 14px`. */
function smallText(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
      const ownText = [...element.childNodes]
        .filter((node) => node.nodeType === Node.TEXT_NODE)
        .map((node) => node.textContent?.trim() ?? '')
        .join('');
      const box = element.getBoundingClientRect();
      const style = getComputedStyle(element);
      if (!ownText || box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      if (element.closest('.visually-hidden, [aria-hidden="true"]')) continue;
      const size = Number.parseFloat(style.fontSize);
      if (size < 18)
        found.push(`${element.tagName.toLowerCase()}.${element.className} "${ownText.slice(0, 20)}" ${size}px`);
    }
    return found;
  });
}

/** Buttons, menu entries and form controls smaller than 44 × 44 px, as `name w×h`. */
function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('button, [role="button"], .nav-top, input:not([type="hidden"])')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && !element.closest('.visually-hidden');
      })
      .map((element) => ({ element, box: element.getBoundingClientRect() }))
      .filter(({ box }) => box.width < 44 || box.height < 44)
      .map(
        ({ element, box }) =>
          `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 20)}" ${Math.round(box.width)}×${Math.round(box.height)}`,
      ),
  );
}

test('[PORTAL][SENIOR]: 长辈版 from the header: 18 px text, 44 px targets, no violation, kept after a reload; the accessibility statement', async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/platformPortal');
  await waitUntilInteractive(page);
  await page.getByRole('region', { name: '焦点图' }).waitFor();
  expect((await smallText(page)).length).toBeGreaterThan(0);

  await page.getByRole('button', { name: '切换到长辈版' }).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.className)).toContain('senior-mode');
  await page.getByRole('button', { name: '返回标准版' }).waitFor();
  expect(await smallText(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  await expectAccessible(page);

  await page.reload();
  await waitUntilInteractive(page);
  await page.getByRole('button', { name: '返回标准版' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('senior-mode'))).toBe(true);
  await page.getByRole('button', { name: '返回标准版' }).click();
  await page.getByRole('button', { name: '切换到长辈版' }).waitFor();
  expect(await page.evaluate(() => document.documentElement.classList.contains('senior-mode'))).toBe(false);

  await page.getByRole('contentinfo').getByRole('link', { name: '无障碍声明' }).click();
  await page.getByRole('heading', { level: 1, name: '无障碍声明' }).waitFor();
  await expectAccessible(page);
  await context.close();
});

test('[PORTAL][SENIOR]: the plain policy search and antd pages follow 长辈版: 18 px text, 44 px targets, the brand colour, antd linked before the portal styles', async () => {
  const { context, page } = await newPortalPage(browser());
  await context.addCookies([{ name: 'displayMode', value: 'senior', url: portalUrl() }]);
  // Policy search is built of native fields, rendered by the server.
  await page.goto('/policySearch');
  await waitUntilInteractive(page);
  await page.locator('.content-total').waitFor();
  expect(await smallText(page)).toEqual([]);
  expect(await smallTargets(page)).toEqual([]);
  expect(
    await page
      .getByRole('main')
      .getByRole('button', { name: '查询' })
      .evaluate((button) => {
        const style = getComputedStyle(button);
        return [style.backgroundColor, style.fontSize, Number.parseFloat(style.height) >= 44];
      }),
  ).toEqual(['rgb(21, 84, 173)', '18px', true]);

  await page.goto(`/infoSearch?keyword=${encodeURIComponent('专利')}`);
  await waitUntilInteractive(page);
  const search = page.getByRole('main').getByRole('button', { name: '查询' });
  await search.waitFor();
  expect(await smallText(page)).toEqual([]);
  expect(
    await search.evaluate((button) => {
      const style = getComputedStyle(button);
      return [style.backgroundColor, style.fontSize, style.height];
    }),
  ).toEqual(['rgb(21, 84, 173)', '18px', '44px']);
  // antd's sheet comes before the portal's (the start chunk's, vite.config.ts), where its runtime
  // styles went: the portal's own rules of equal specificity win over antd's.
  const sheets = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => link.href),
  );
  const antd = sheets.findIndex((href) => /\/assets\/antd-[\w-]+\.css$/.test(href));
  expect(antd).toBeGreaterThanOrEqual(0);
  expect(antd).toBeLessThan(sheets.findIndex((href) => /\/assets\/start-[\w-]+\.css$/.test(href)));
  await context.close();
});
