import { afterAll, beforeAll, expect, test } from 'vitest';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { axeViolations, newPortalPage, useBrowser } from '../support/browser.js';
import { createArticle, deleteArticles, uploadImage } from '../support/content-api.js';
import { focused, tabTo, tabToElement } from '../support/keyboard.js';
import { loginElsewhere } from '../support/portal-api.js';
import { settle } from '../support/route-visits.js';
import { samplePng } from '../support/sample-files.js';

const browser = useBrowser();

/** A policy with a described image, for the image viewer. */
const IMAGE_DESCRIPTION = '键盘操作测试示意图';
let policyId = '';

beforeAll(async () => {
  const token = await loginElsewhere('bus@demo.local', 'Bus@12345');
  const image = await uploadImage(token, samplePng('keyboard-figure.png'));
  const policy = await createArticle(token, 'policy', {
    title: `键盘操作测试政策 ${Date.now().toString(36)}`,
    status: 'published',
    level: 'city',
    authority: '示范市知识产权局',
    publishDate: '2026-03-02',
    body: `<p>正文说明。</p><p><img src="/api/files/${image.id}" alt="${IMAGE_DESCRIPTION}"></p>`,
  });
  policyId = policy.id;
});

afterAll(async () => {
  await deleteArticles(await loginElsewhere('bus@demo.local', 'Bus@12345'), 'policy', [policyId]);
});

test('[KEYBOARD][PORTAL]: skip link, header search, image viewer, login dialog, login and the application drawer without a mouse', async () => {
  const { context, page } = await newPortalPage(browser());

  // The first Tab reaches the skip link, shown; Enter puts focus on the main content.
  await page.goto('/platformPortal');
  await settle(page);
  const skip = await tabTo(page, () => true, { limit: 1 });
  expect(skip.description).toContain('a.skip-link');
  await page.keyboard.press('Enter');
  expect(await page.evaluate(() => document.activeElement?.id)).toBe('main-content');

  // Back up to the header search, type and submit.
  await tabTo(page, (element) => element.description.startsWith('input'), { backwards: true });
  await page.keyboard.type('电池');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname !== '/platformPortal');
  await settle(page);

  // A content image opens the viewer with Enter; focus stays inside; Esc closes it and focus returns.
  await page.goto(`/policySearch/detail?id=${policyId}`);
  await settle(page);
  await tabTo(page, (element) => element.description.includes(IMAGE_DESCRIPTION));
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: '图片查看器' });
  await viewer.waitFor();
  // Each open dialog is also judged by every axe rule (the every-page test sees pages closed).
  expect(await axeViolations(page, { allImpacts: true }), 'the image viewer').toEqual([]);
  for (let press = 0; press < 8; press += 1) {
    expect((await focused(page)).inDialog, 'focus stays in the viewer').toBe(true);
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Escape');
  await viewer.waitFor({ state: 'detached' });
  expect((await focused(page)).description).toContain(IMAGE_DESCRIPTION);

  // A visitor's application button opens the login dialog (1401) with focus in it; Esc leads to login.
  await page.goto('/registerApply');
  await settle(page);
  const apply = await tabTo(page, (element) => element.description.includes('在线申请：'));
  await page.keyboard.press('Enter');
  await page.getByRole('dialog').waitFor();
  await expect
    .poll(async () => (await focused(page)).inDialog, { message: 'focus moves into the login dialog' })
    .toBe(true);
  expect(await axeViolations(page, { allImpacts: true }), 'the login dialog').toEqual([]);
  await page.keyboard.press('Escape');
  await page.waitForURL('**/login?redirect=**');

  // Log in with the keyboard: back on the page, the same button opens the form in a drawer.
  await page.locator('#login_email').waitFor();
  await tabTo(page, (element) => element.description.startsWith('input#login_email'));
  await page.keyboard.type('person@demo.local');
  await tabTo(page, (element) => element.description.startsWith('input#login_password'));
  await page.keyboard.type('Person@12345');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/registerApply');
  await settle(page);
  await tabTo(page, (element) => element.description === apply.description);
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.waitFor();
  await expect.poll(async () => (await focused(page)).inDialog, { message: 'focus moves into the drawer' }).toBe(true);
  expect(await axeViolations(page, { allImpacts: true }), 'the application drawer').toEqual([]);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect((await focused(page)).description).toBe(apply.description);
  await context.close();
});

test('[KEYBOARD][PATENT]: search, filter by an IPC class and read a patent in its drawer without a mouse', async () => {
  const { context, page } = await newPortalPage(browser());
  const search = new PatentSearchPage(page);
  await search.open();

  // Type in the search box and submit with Enter.
  await tabToElement(page, page.getByLabel('检索词或检索式', { exact: true }));
  await page.keyboard.type('电池');
  await search.settle(() => page.keyboard.press('Enter'));
  expect(await search.expression.textContent()).toBe('电池');

  // Space ticks the largest IPC class of the filter panel.
  const [ipcClass] = await search.facetValues('ipcClass');
  if (!ipcClass) throw new Error('the IPC class label lists no value');
  const checkbox = search.facetGroup('ipcClass').locator('.facet-value').first().getByRole('checkbox');
  await tabToElement(page, checkbox, { limit: 120 });
  await search.settle(() => page.keyboard.press('Space'));
  await expect.poll(() => search.expression.textContent()).toBe(`电池 and IPC=(${ipcClass.name}*)`);

  // Enter on a result's title opens its drawer with focus inside; Esc closes it and focus returns.
  const title = await tabToElement(page, search.rows.first().getByRole('link').first(), { limit: 120 });
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog');
  await drawer.getByRole('heading').first().waitFor();
  await expect.poll(async () => (await focused(page)).inDialog, { message: 'focus moves into the drawer' }).toBe(true);
  expect(await axeViolations(page, { allImpacts: true }), 'the patent drawer').toEqual([]);
  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'hidden' });
  expect((await focused(page)).description).toBe(title.description);
  await context.close();
});

test('[KEYBOARD][BUS]: staff log in, open the link list and a delete confirmation, and cancel it, without a mouse', async () => {
  const { context, page } = await newPortalPage(browser());
  await page.goto('/login');
  await page.locator('#login_email').waitFor();
  await tabTo(page, (element) => element.description.startsWith('input#login_email'));
  await page.keyboard.type('bus@demo.local');
  await tabTo(page, (element) => element.description.startsWith('input#login_password'));
  await page.keyboard.type('Bus@12345');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/backStackSupport/**');

  await page.goto('/backStackSupport/linkManage');
  await settle(page);
  const remove = await tabTo(page, (element) => element.description.includes('删除'), { limit: 120 });
  await page.keyboard.press('Enter');
  const confirmation = page.locator('.ant-popconfirm:not(.ant-popover-hidden)');
  await confirmation.waitFor();
  await expect
    .poll(async () => (await focused(page)).inDialog, { message: 'focus moves into the confirmation' })
    .toBe(true);
  expect(await axeViolations(page, { allImpacts: true }), 'the delete confirmation').toEqual([]);
  await page.keyboard.press('Escape');
  await confirmation.waitFor({ state: 'hidden' });
  expect((await focused(page)).description).toBe(remove.description);
  await context.close();
});
