import type { Page } from 'playwright-core';
import { expect, test } from 'vitest';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
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
