import { expect, test } from 'vitest';
import { ImageViewer } from '../pages/image-viewer.js';
import { LoginPage } from '../pages/login-page.js';
import { PolicyEditPage, type PolicyFormInput } from '../pages/policy-edit-page.js';
import { PolicySearchPage } from '../pages/policy-search-page.js';
import { activate, fill } from '../support/actions.js';
import { consoleProblems, expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { portalUrl } from '../support/portal.js';
import { waitUntilInteractive } from '../support/route-visits.js';
import { samplePdf, samplePng } from '../support/sample-files.js';

const browser = useBrowser();

// No demo policy mentions 海洋生物, so the keyword finds only this one.
const POLICY: PolicyFormInput = {
  title: '示范市海洋生物专利导航资助细则（蓝鲸专项）',
  level: '市级',
  docNumber: '示知规〔2025〕7号',
  authority: '示范市知识产权局',
  publishDate: '2025-03-18',
  effectiveDate: '2025-04-01',
  tags: ['专利导航'],
  summary: '支持海洋生物企业开展专利导航分析。',
  body: '为支持海洋生物产业开展专利导航，对符合条件的项目给予资助。',
};
const IMAGE = samplePng('marine-navigation-map.png');
/** What staff write for the image: the visitor's screen reader and the image viewer say it. */
const IMAGE_DESCRIPTION = '海洋导航专利分布示意图';
const ATTACHMENT = samplePdf('海洋生物专利导航申报指南.pdf');

test('[BUS][POLICY]: operations staff creates a policy with an image and an attachment, publishes it; a visitor finds it by a Chinese keyword, opens it and enlarges its image', async () => {
  const staff = await newPortalPage(browser());
  await new LoginPage(staff.page).logInAndLand('bus@demo.local', 'Bus@12345', '**/backStackSupport/**');
  const editor = new PolicyEditPage(staff.page);
  await editor.openNewFromList();
  await editor.fill(POLICY);
  await editor.insertImage(IMAGE, IMAGE_DESCRIPTION);
  await editor.attach(ATTACHMENT);
  await editor.choose('状态', '已发布');
  await expectAccessible(staff.page);
  await editor.save();
  const row = staff.page.getByRole('row').filter({ hasText: POLICY.title });
  await row.getByText('已发布', { exact: true }).waitFor();
  await expectAccessible(staff.page);
  await staff.context.close();

  const visitor = await newPortalPage(browser());
  const portal = new PolicySearchPage(visitor.page);
  await portal.open();
  await portal.search('海洋生物', POLICY.title);
  expect(await portal.total.textContent()).toBe('共 1 条');
  await expectAccessible(visitor.page);
  await portal.openResult(POLICY.title);
  expect(await portal.metadata('发文字号').textContent()).toBe(POLICY.docNumber);
  expect(await portal.metadata('发文机关').textContent()).toBe(POLICY.authority);
  expect(await portal.metadata('政策层级').textContent()).toBe(POLICY.level);
  expect(await portal.metadata('发布日期').textContent()).toBe(POLICY.publishDate);
  expect(await portal.metadata('施行日期').textContent()).toBe(POLICY.effectiveDate);
  expect(await portal.body.textContent()).toContain(POLICY.body);

  // The attachment downloads as the PDF that was uploaded, under its original name.
  const href = await portal.attachment(ATTACHMENT.name).getAttribute('href');
  const download = await visitor.context.request.get(href ?? '');
  expect(download.headers()['content-type']).toBe('application/pdf');
  expect(download.headers()['content-disposition']).toMatch(/^attachment/);
  expect(download.headers()['content-disposition']).toContain(encodeURIComponent(ATTACHMENT.name));
  expect(await download.body()).toEqual(ATTACHMENT.buffer);
  await expectAccessible(visitor.page);

  const viewer = new ImageViewer(visitor.page);
  await viewer.openFrom(IMAGE_DESCRIPTION);
  await expect.poll(() => viewer.zoomLevel.textContent()).toBe('缩放比例 100%');
  await viewer.zoomIn();
  await expect.poll(() => viewer.zoomLevel.textContent()).toBe('缩放比例 110%');
  await expectAccessible(visitor.page);
  await viewer.closeWithEscape(IMAGE_DESCRIPTION);
  await visitor.context.close();
});

test('[PORTAL][POLICY][SSR]: policy search works before any script: the server renders the results, and its level links, filter form and pager are addresses', async () => {
  const still = await browser().newContext({ baseURL: portalUrl(), javaScriptEnabled: false });
  const page = await still.newPage();
  await page.goto('/policySearch');
  const results = page.locator('.article-row-title');
  expect(await results.count()).toBe(10);
  await page.getByRole('navigation', { name: '政策级别' }).getByRole('link', { name: '市级' }).click();
  await page.waitForURL((url) => url.searchParams.get('level') === 'city');
  expect(await page.getByRole('link', { name: '市级' }).getAttribute('aria-current')).toBe('page');

  await page.getByLabel('关键词', { exact: true }).fill('专利');
  await page.getByRole('button', { name: '查询', exact: true }).click();
  await page.waitForURL(
    (url) => url.searchParams.get('keyword') === '专利' && url.searchParams.get('level') === 'city',
  );
  expect(await page.locator('.article-row mark').count()).toBeGreaterThan(0);
  expect(await page.getByLabel('关键词', { exact: true }).inputValue()).toBe('专利');

  await page.goto('/policySearch');
  const second = page.getByRole('navigation', { name: '分页' }).getByRole('link', { name: '第 2 页' });
  const firstTitle = await results.first().textContent();
  await second.click();
  await page.waitForURL((url) => url.searchParams.get('page') === '2');
  expect(await results.first().textContent()).not.toBe(firstTitle);
  await still.close();

  // With scripts the app takes the page over as it is, and searches without reloading the page.
  const { context, page: live } = await newPortalPage(browser());
  const problems = consoleProblems(live);
  const portal = new PolicySearchPage(live);
  await portal.open();
  await waitUntilInteractive(live);
  // A page the browser loads anew would lose this mark.
  await live.evaluate(() => Object.assign(window, { samePage: true }));
  await fill(live, live.getByLabel('关键词', { exact: true }), '专利');
  await activate(live, live.getByRole('button', { name: '查询', exact: true }));
  await live.waitForURL((url) => url.searchParams.get('keyword') === '专利');
  await live.locator('.article-row mark').first().waitFor();
  expect(await live.evaluate(() => 'samePage' in window)).toBe(true);
  expect(problems).toEqual([]);
  await context.close();
});
