import { readFile } from 'node:fs/promises';
import { currentStatMonth } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { LoginPage } from '../pages/login-page.js';
import { StatisticsAdminPage } from '../pages/statistics-admin-page.js';
import { StatisticsPage } from '../pages/statistics-page.js';
import { activate } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';

const browser = useBrowser();
const NOW = currentStatMonth();
/** The demo seed's newest year: this one once a month of it has ended. */
const NEWEST = NOW.month > 1 ? NOW.year : NOW.year - 1;
const LAST_COMPLETE = NOW.year - 1;
/** A year before the demo's ten, so the imported figures meet no demo figure. */
const IMPORT_YEAR = NOW.year - 11;

const numberOf = (text: string | undefined) => Number((text ?? '').replace(/[^\d.]/g, ''));

test('[PORTAL][STATISTICS]: a visitor changes year and indicator, reads a chart as a table, downloads it and opens the detail', async () => {
  const { context, page } = await newPortalPage(browser());
  const stats = new StatisticsPage(page);
  await stats.open();
  await stats.headlines(NEWEST).waitFor();
  expect(await stats.card('发明专利申请量').textContent()).toMatch(/同比 [+-]\d/);
  expect(await page.getByText(/演示数据：/).count()).toBe(1);
  await expectAccessible(page);

  await stats.choose('年份', `${LAST_COMPLETE}年`);
  await page.waitForURL((url) => url.searchParams.get('year') === String(LAST_COMPLETE));
  await stats.headlines(LAST_COMPLETE).waitFor();
  await stats.choose('指标', '商标注册量');
  await page.waitForURL((url) => url.searchParams.get('indicator') === 'trademarkRegistrations');

  // The chart is drawn; its figures are one click away as a table, in the ranking's order.
  const rankingTitle = `各区商标注册量排名（${LAST_COMPLETE}年）`;
  await stats.chart(rankingTitle).locator('canvas').waitFor();
  const ranking = await stats.showTable(rankingTitle);
  const districts = await stats.rows(ranking);
  expect(districts).toHaveLength(9);
  expect(districts.map((row) => row[1])).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9']);
  const values = districts.map((row) => numberOf(row[2]));
  expect(values).toEqual([...values].sort((a, b) => b - a));
  await expectAccessible(page);

  const png = await stats.downloadPng(rankingTitle);
  expect(png.suggestedFilename()).toBe(`${rankingTitle}.png`);
  const bytes = await readFile((await png.path()) ?? '');
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');

  await activate(page, page.getByRole('link', { name: '查看商标注册量详细数据' }));
  await page.waitForURL(
    (url) =>
      url.pathname === '/patentStatistics/detail' && url.searchParams.get('indicator') === 'trademarkRegistrations',
  );
  await page.getByRole('heading', { level: 2, name: '商标注册量', exact: true }).waitFor();
  const monthly = await stats.showTable(`${LAST_COMPLETE}年逐月商标注册量`);
  expect(await stats.rows(monthly)).toHaveLength(12);

  // The district-by-year table: the city's figure is the sum of its districts'.
  const matrix = page.getByRole('table', { name: '各区历年商标注册量（单位：件）' });
  const header = await matrix.locator('thead th').allTextContents();
  const column = header.indexOf(String(LAST_COMPLETE));
  expect(column).toBeGreaterThan(0);
  const rows = await stats.rows(matrix);
  expect(rows.map((row) => row[0])).toHaveLength(10);
  expect(rows[0]?.[0]).toBe('全市');
  const districtSum = rows.slice(1).reduce((sum, row) => sum + numberOf(row[column]), 0);
  expect(numberOf(rows[0]?.[column])).toBe(districtSum);
  await expectAccessible(page);
  await context.close();
}, 120_000);

test('[BUS][STATISTICS]: operations staff downloads the Excel template, fills a year of figures, imports them and sees them on the front', async () => {
  const staff = await newPortalPage(browser());
  await new LoginPage(staff.page).logInAndLand('bus@demo.local', 'Bus@12345', '**/backStackSupport/**');
  const admin = new StatisticsAdminPage(staff.page);
  await admin.open();
  await expectAccessible(staff.page);

  // The template names the indicators, units and districts to use.
  const download = await admin.downloadTemplate();
  expect(download.suggestedFilename()).toBe('city-ip-statistics-template.xlsx');
  const template = new ExcelJS.Workbook();
  // exceljs's types predate Node's generic Buffer; the bytes are what it reads.
  await template.xlsx.load((await readFile((await download.path()) ?? '')) as unknown as ArrayBuffer);
  const sheet = template.getWorksheet('数据填报');
  if (!sheet) throw new Error('the template has no data sheet');
  expect(sheet.getRow(1).values).toEqual([undefined, '年份', '月份', '指标', '区域', '数值', '单位', '备注']);
  const indicators: { name: string; unit: string; additive: boolean }[] = [];
  template.getWorksheet('指标')?.eachRow((row, number) => {
    if (number === 1) return;
    const [, , name, unit, , city] = row.values as string[];
    if (name && unit) indicators.push({ name, unit, additive: String(city).startsWith('由各区') });
  });
  const districtNames: string[] = [];
  template.getWorksheet('区域')?.eachRow((row, number) => {
    const [, code, name] = row.values as string[];
    if (number > 1 && code && name) districtNames.push(name);
  });
  expect(indicators).toHaveLength(14);
  expect(districtNames).toHaveLength(9);

  // A whole year of every indicator for every district (and the city's own ratio).
  const rows: (string | number)[][] = [];
  indicators.forEach((indicator, i) => {
    districtNames.forEach((district, d) => {
      const value = indicator.unit === '件' ? 100 * (i + 1) + d : Number((1.25 * (d + 1)).toFixed(2));
      rows.push([IMPORT_YEAR, '', indicator.name, district, value, indicator.unit]);
    });
    if (!indicator.additive) rows.push([IMPORT_YEAR, '', indicator.name, '全市', 9.87, indicator.unit]);
  });
  const fill = async (data: (string | number)[][]) => {
    data.forEach((row, index) => {
      sheet.getRow(index + 2).values = row;
    });
    return Buffer.from(await template.xlsx.writeBuffer());
  };

  // A wrong unit is refused with its row; nothing of the file is written.
  const wrong = rows.map((row, index) => (index === 4 ? [...row.slice(0, 5), '万元'] : row));
  const refusal = await admin.importFile('年度数据.xlsx', await fill(wrong));
  // The answer first: a report that never shows then names what the server said instead.
  expect(`${refusal.status()} ${await refusal.text()}`).toMatch(/^400 .*"rowErrors"/);
  await admin.importReport.waitFor();
  expect(await admin.importReport.getByRole('alert').textContent()).toContain(
    '导入失败：发现 1 处问题，未写入任何数据',
  );
  expect(await admin.importReport.locator('tr.ant-table-row').first().textContent()).toContain(
    '6单位单位与指标不符，应为“件”',
  );
  await expectAccessible(staff.page);

  await watchMessages(staff.page);
  await admin.importFile('年度数据（修正）.xlsx', await fill(rows));
  // The dialog closes in the same callback that shows the toast, which runs once the lists the
  // import changed have been fetched again (seconds after the import's answer on a busy machine).
  await admin.importDialog.waitFor({ state: 'hidden' });
  await expectMessageShown(staff.page, `已导入 ${rows.length} 条数据`);
  expect(await admin.filterByYear(IMPORT_YEAR)).toBe(`共 ${rows.length} 条`);
  await staff.context.close();

  // On the front: the city's invention grants are the sum of the districts' imported figures.
  const grants = indicators.findIndex((indicator) => indicator.name === '发明专利授权量');
  const expected = districtNames.reduce((sum, _, d) => sum + 100 * (grants + 1) + d, 0);
  const visitor = await newPortalPage(browser());
  const stats = new StatisticsPage(visitor.page);
  await stats.open(`/patentStatistics?year=${IMPORT_YEAR}&indicator=inventionGrants`);
  await stats.headlines(IMPORT_YEAR).waitFor();
  expect(await stats.cardValue('发明专利授权量')).toBe(expected);
  expect(await stats.cardValue('每万人口高价值发明专利拥有量')).toBe(9.87);
  expect(await stats.card('发明专利授权量').textContent()).toContain('无同期数据');
  await expectAccessible(visitor.page);
  await visitor.context.close();
}, 120_000);
