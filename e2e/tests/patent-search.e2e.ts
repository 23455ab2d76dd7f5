import { readFile } from 'node:fs/promises';
import { MAX_EXPORT_ROWS } from '@cityip/contracts';
import ExcelJS from 'exceljs';
import { expect, test } from 'vitest';
import { PatentSearchPage } from '../pages/patent-search-page.js';
import { closeWithEscape, expectFocusBackOn } from '../support/actions.js';
import { expectAccessible, newPortalPage, useBrowser } from '../support/browser.js';

const browser = useBrowser();

// A word of the generator's new-energy vocabulary (锂电池, 动力电池, 电池管理系统...): about one
// generated patent in sixteen has it, spread over several IPC classes and many applicants.
const KEYWORD = '电池';
// Longer than the suite's minute: axe reads the whole results page twice (with the drawer open the
// second time), each some seconds on its own on this two-core machine.
const JOURNEY_TIMEOUT_MS = 180_000;

/** The rows of the first sheet of an XLSX file, as text cells. */
async function sheetRows(path: string): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((await readFile(path)) as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('the export has no sheet');
  const rows: string[][] = [];
  sheet.eachRow((row) => {
    const cells = Array.isArray(row.values) ? row.values.slice(1) : [];
    rows.push(cells.map((cell) => String(cell ?? '')));
  });
  return rows;
}

test(
  '[PORTAL][PATENT]: a visitor searches a Chinese keyword, filters by IPC class, excludes an applicant, shares the link and exports the results',
  async () => {
    const visitor = await newPortalPage(browser());
    const search = new PatentSearchPage(visitor.page);
    await search.open();
    await search.search(KEYWORD);

    // Results with the keyword marked in their titles or abstracts.
    expect(await search.expression.textContent()).toBe(KEYWORD);
    const everything = await search.total();
    expect(everything).toBeGreaterThan(20);
    const marks = await search.rows.locator('mark').allTextContents();
    expect(marks.length).toBeGreaterThanOrEqual(await search.rows.count());
    expect(new Set(marks)).toEqual(new Set([KEYWORD]));
    await expectAccessible(visitor.page);

    // Filter by the largest IPC class of the results.
    const [ipcClass] = await search.facetValues('ipcClass');
    if (!ipcClass) throw new Error('the IPC class label lists no value');
    await search.filterBy('ipcClass', ipcClass.name);
    expect(await search.expression.textContent()).toBe(`${KEYWORD} and IPC=(${ipcClass.name}*)`);
    const inClass = await search.total();
    expect(inClass).toBeLessThanOrEqual(everything);
    expect(inClass).toBeGreaterThanOrEqual(ipcClass.count);

    // Exclude an applicant of the filter panel that files in this class (one of the rows shows it).
    const shownApplicants = new Set((await search.applicantsPerRow()).flat());
    const applicant = (await search.facetValues('applicant')).find((value) => shownApplicants.has(value.name));
    if (!applicant) throw new Error('no listed applicant appears among the first results');
    await search.exclude('applicant', applicant.name);
    const expression = (await search.expression.textContent()) ?? '';
    expect(expression.startsWith(`${KEYWORD} and IPC=(${ipcClass.name}*) not PA=(`)).toBe(true);
    expect(expression).toContain(applicant.name);
    const narrowed = await search.total();
    expect(narrowed).toBeLessThan(inClass);
    expect(narrowed).toBeGreaterThan(0);
    for (const applicants of await search.applicantsPerRow()) expect(applicants).not.toContain(applicant.name);
    const firstPage = await search.applicationNumbers();
    expect(firstPage.length).toBe(Math.min(narrowed, 20));

    // The address alone carries the search: a fresh browser context shows the same results.
    const shared = await newPortalPage(browser());
    const opened = new PatentSearchPage(shared.page);
    await opened.open(visitor.page.url());
    expect(await opened.expression.textContent()).toBe(expression);
    expect(await opened.total()).toBe(narrowed);
    expect(await opened.applicationNumbers()).toEqual(firstPage);
    await shared.context.close();

    // The detail drawer of the first result.
    const drawer = await search.openDetail(search.rows.first(), firstPage[0] ?? '');
    await expectAccessible(visitor.page);
    await closeWithEscape(visitor.page, drawer, search.rows.first().getByRole('link').first());

    // Export: a header row, then every result (up to the export limit) in the order shown.
    const { download, dialog } = await search.export('XLSX');
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const [header, ...data] = await sheetRows(await download.path());
    expect(header?.[0]).toBe('申请号');
    const applicantsColumn = header?.indexOf('申请人') ?? -1;
    expect(applicantsColumn).toBeGreaterThan(0);
    expect(data.length).toBe(Math.min(narrowed, MAX_EXPORT_ROWS));
    expect(data.slice(0, firstPage.length).map((row) => row[0])).toEqual(firstPage);
    // The exclude holds for the whole result set, not just the page shown.
    for (const row of data) expect(row[applicantsColumn]?.split('; ')).not.toContain(applicant.name);
    await dialog.waitFor({ state: 'detached' });
    await expectFocusBackOn(search.exportButton);
    await visitor.context.close();
  },
  JOURNEY_TIMEOUT_MS,
);
