import type { Locator, Page } from 'playwright-core';
import { test } from 'vitest';
import { activate, chooseOption, closeWithEscape, fill, openDialog, selectTab } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { logIn, settle, waitUntilInteractive } from '../support/route-visits.js';

const browser = useBrowser();

/** Opens `dialog` from `opener`, checks the page with axe while it is open, and closes it with Esc, focus back on `opener`. */
async function checkWhileOpen(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await openDialog(page, opener, dialog);
  await expectAccessible(page);
  await closeWithEscape(page, dialog, opener);
}

// The journeys judge the login notice, the image viewer, the application and patent detail drawers,
// the district drawer, the survey and the confirmations while open; these are the front site's
// other dialogs and popovers.
test("[A11Y][PORTAL]: the front site's other dialogs and popovers pass every axe rule while open", async () => {
  const { context, page } = await newPortalPage(browser());

  await page.goto(`/patentSearch?q=${encodeURIComponent('电池')}`);
  await waitUntilInteractive(page);
  const exportButton = page.locator('.result-toolbar').getByRole('button', { name: /^导出$/ });
  await exportButton.waitFor();
  const exportDialog = page.getByRole('dialog', { name: '导出检索结果', exact: true });
  await checkWhileOpen(page, exportButton, exportDialog);
  // The column chooser is a disclosure: its panel opens under the button, Esc closes it back on the button.
  const columnsButton = page.getByRole('button', { name: '显示字段', exact: true });
  await activate(page, columnsButton);
  const columnsPanel = page.locator('.disclosure-panel');
  await columnsPanel.waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await columnsPanel.waitFor({ state: 'hidden' });
  await columnsButton.and(page.locator(':focus')).waitFor();

  await selectTab(page, page.getByRole('tab', { name: '高级检索', exact: true }));
  await activate(page, page.getByRole('button', { name: '字段说明', exact: true }));
  const fieldHelp = page.locator('.ant-popover:not(.ant-popover-hidden)');
  await fieldHelp.waitFor();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  if (await fieldHelp.isVisible()) await activate(page, page.getByRole('button', { name: '字段说明', exact: true }));
  await fieldHelp.waitFor({ state: 'hidden' });
  // A proximity row of the visual builder (issue 26): its two words, joiner and distance.
  await chooseOption(page, page.getByLabel('第 1 行匹配方式', { exact: true }), '两词邻近（不限顺序）');
  await fill(page, page.getByLabel('第 1 行第一个词', { exact: true }), '电池');
  await fill(page, page.getByLabel('第 1 行第二个词', { exact: true }), '散热');
  await expectAccessible(page);

  await page.goto('/developPermit');
  await waitUntilInteractive(page);
  const licence = page.locator('.licence-offer-title a').first();
  await licence.waitFor();
  const drawer = page.getByRole('dialog');
  await openDialog(page, licence, drawer);
  await drawer.locator('.licence-detail-section').first().waitFor();
  await expectAccessible(page);
  await closeWithEscape(page, drawer);

  await page.goto('/personAuth');
  await waitUntilInteractive(page);
  const terms = page.getByRole('dialog', { name: '用户服务协议及隐私政策' });
  await openDialog(page, page.getByRole('button', { name: '《用户服务协议及隐私政策》' }).first(), terms);
  await expectAccessible(page);
  await closeWithEscape(page, terms);
  await context.close();
});

test('[A11Y][PORTAL]: the account deletion confirmation passes every axe rule while open, and Esc cancels it', async () => {
  const { context, page } = await newPortalPage(browser());
  await logIn(page, 'person@demo.local', 'Person@12345');
  await page.goto('/frontAccountInfo?tab=delete');
  await waitUntilInteractive(page);
  await fill(page, page.getByLabel('请输入登录密码以确认身份'), 'Person@12345');
  // Cancelled: the demo account stays for the other journeys.
  await checkWhileOpen(page, page.getByRole('button', { name: '注销账号', exact: true }), page.getByRole('dialog'));
  await context.close();
});

test("[A11Y][ADMIN]: the back office's add dialogs pass every axe rule while open", async () => {
  const { context, page } = await newPortalPage(browser());
  await logIn(page, 'admin@demo.local', 'Admin@12345');
  for (const [path, add] of [
    ['/backStackSupport/linkManage', '新增链接'],
    ['/backStackSupport/home/banner', '新增横幅'],
    ['/backStackSupport/data/navigation', '上传报告'],
    ['/backStackSupport/system/serviceStation', '新增服务事项'],
  ] as const) {
    await page.goto(path);
    await settle(page);
    await checkWhileOpen(page, page.getByRole('button', { name: add, exact: true }), page.getByRole('dialog'));
  }
  await context.close();
});

// Each is cancelled with Esc: nothing changes for the other journeys.
test("[A11Y][ADMIN]: the back office's password reset and opening-time dialogs pass every axe rule while open", async () => {
  const { context, page } = await newPortalPage(browser());
  await logIn(page, 'admin@demo.local', 'Admin@12345');
  const dialog = page.getByRole('dialog');
  await page.goto('/backStackSupport/account/infos');
  await settle(page);
  await checkWhileOpen(page, page.getByRole('button', { name: '重置密码：person@demo.local', exact: true }), dialog);

  await page.goto('/backStackSupport/system/timeManage');
  await settle(page);
  await checkWhileOpen(page, page.getByRole('button', { name: /^编辑：/ }).first(), dialog);
  await selectTab(page, page.getByRole('tab', { name: '节假日与闭馆安排', exact: true }));
  await checkWhileOpen(page, page.getByRole('button', { name: '新增闭馆安排', exact: true }), dialog);
  await context.close();
});
