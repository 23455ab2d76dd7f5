import { expect, test } from 'vitest';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { PublicServePage } from '../pages/public-serve-page.js';
import { activate, expectFocusInDialog, openDialog } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';

const browser = useBrowser();

test("[PORTAL][MAP]: a visitor explores the district map, opens a district's figures, outlets and patents, and an outlet's detail from the service window", async () => {
  const { context, page } = await newPortalPage(browser());
  const serve = new PublicServePage(page);
  await serve.open();

  // The demo's outlets, on the generated schematic map, which says it is one.
  expect(await serve.outletCards.count()).toBeGreaterThanOrEqual(12);
  await serve.map.getByText('示意图：系统生成的区划示意，不代表真实行政区域界线').waitFor();
  await page.getByRole('region', { name: '服务事项' }).getByRole('heading', { name: '专利申请咨询' }).waitFor();
  await expectAccessible(page);

  // Hovering a district tells its outlets (a click opens its patents: map-search.e2e.ts); the
  // district's name under the drawing opens its detail (which lists the outlets the tooltip counts).
  const drawer = serve.districtDrawer('云湖区');
  if (!KEYBOARD_ONLY) {
    await serve.districtLabel('云湖区').hover();
    await serve.tooltip(/云湖区\s*共 \d+ 个服务网点/).waitFor();
  }
  await openDialog(page, serve.districtButton('云湖区'), drawer);
  const figures = drawer.getByRole('table', { name: '云湖区历年知识产权数据（单位：件）' });
  await figures.waitFor();
  expect(await figures.getByRole('columnheader').allTextContents()).toEqual([
    '指标',
    '2025 年',
    '2024 年',
    '2023 年',
    '2022 年',
    '2021 年',
  ]);
  expect(await figures.getByRole('row', { name: /^专利申请量/ }).textContent()).toMatch(
    /^专利申请量(\d{1,3}(,\d{3})*){5}$/,
  );
  await drawer.getByRole('link', { name: '云湖区知识产权工作站' }).waitFor();
  await expectAccessible(page);

  // The district's patents: the search opens with the district as its filter, and finds some.
  const search = new PatentSearchPage(page);
  await Promise.all([
    page.waitForResponse((answer) => new URL(answer.url()).pathname === '/api/data/patents'),
    activate(page, drawer.getByRole('link', { name: '查看云湖区的专利' })),
  ]);
  await page.waitForURL(
    (url) => url.pathname === '/patentSearch' && url.searchParams.get('filter') === 'district:云湖区',
  );
  await page.locator('.result-count').waitFor();
  expect(await search.total()).toBeGreaterThan(0);

  // Back on the window page, an outlet's detail: photos, "open now" status, weekly hours.
  await page.goBack();
  await drawer.waitFor();
  await expectFocusInDialog(page);
  await activate(page, drawer.getByRole('button', { name: '关闭区域详情' }));
  await drawer.waitFor({ state: 'hidden' });
  const card = serve.outletCards.filter({ hasText: '海滨区知识产权工作站' });
  await activate(page, card.getByRole('link', { name: '海滨区知识产权工作站' }));
  await page.waitForURL('**/serverDetail?id=*');
  await page.getByRole('heading', { level: 2, name: '海滨区知识产权工作站' }).waitFor();
  await page
    .getByText(/正在办公|非办公时间|节假日休息/)
    .first()
    .waitFor();
  const hours = page.getByRole('table', { name: /海滨区知识产权工作站每周办公时间/ });
  expect(await hours.getByRole('row').count()).toBe(8);
  await page.getByText('法定节假日休息，节假日安排以窗口公告为准').waitFor();
  const photo = page.locator('.outlet-photo-button img').first();
  await photo.waitFor();
  await page.waitForFunction(() => {
    const img = document.querySelector<HTMLImageElement>('.outlet-photo-button img');
    return Boolean(img?.complete && img.naturalWidth > 0);
  });
  await expectAccessible(page);
  const viewer = page.getByRole('dialog', { name: '图片查看器' });
  await openDialog(page, page.getByRole('button', { name: '查看大图：第 2 张，共 2 张' }), viewer);
  await viewer.getByRole('img', { name: '海滨区知识产权工作站照片 2' }).waitFor();
  await context.close();
});
