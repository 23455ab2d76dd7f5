import type { Article, Envelope, PolicyInput } from '@cityip/contracts';
import type { Dialog } from 'playwright-core';
import { expect, inject, test } from 'vitest';
import { PolicySearchPage } from '../pages/policy-search-page.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { loginElsewhere } from '../support/portal-api.js';

const browser = useBrowser();

const ATTACK =
  '<p>正文开始</p><script>window.__xss=1</script><img src=x onerror="window.__xss=2">' +
  '<a href="javascript:window.__xss=3" onclick="alert(4)">x</a><p>正文结束</p>';

/** Saves a policy through the back-office API, as the editor would; returns the stored item. */
async function createPolicy(token: string, input: PolicyInput): Promise<Article> {
  const response = await fetch(`${inject('baseUrl')}/api/admin/policies`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `bearer ${token}` },
    body: JSON.stringify(input),
  });
  const body = (await response.json()) as Envelope<Article>;
  if (body.code !== 200) throw new Error(`policy refused: ${JSON.stringify(body)}`);
  return body.data;
}

test('[PORTAL][POLICY]: a script in a policy body does not execute', async () => {
  const token = await loginElsewhere('bus@demo.local', 'Bus@12345');
  const policy = await createPolicy(token, {
    title: '示范市专利代理行业自律规范（安全测试）',
    level: 'city',
    authority: '示范市知识产权局',
    publishDate: '2025-05-20',
    status: 'published',
    body: ATTACK,
  });

  const { context, page } = await newPortalPage(browser());
  const dialogs: string[] = [];
  page.on('dialog', (dialog: Dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const portal = new PolicySearchPage(page);
  await portal.openDetail(policy.id, policy.title);
  await portal.body.getByText('正文结束').waitFor();
  // The broken image has failed to load by now, so a surviving onerror would already have run.
  await expect.poll(() => portal.body.locator('img').evaluate((image: HTMLImageElement) => image.complete)).toBe(true);

  // What reached the browser: the text survives, every executable part is gone.
  expect(await portal.body.locator('script, [onerror], [onclick], [href^="javascript:" i]').count()).toBe(0);
  await portal.body.getByText('x', { exact: true }).click();
  expect(page.url()).toContain('/policySearch/detail?id=');
  expect(await page.evaluate(() => (window as Window & { __xss?: unknown }).__xss)).toBeUndefined();
  expect(dialogs).toEqual([]);
  await expectAccessible(page);
  await context.close();
});
