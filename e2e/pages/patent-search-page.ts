import type { Download, Locator, Page } from 'playwright-core';
import { activate, checkRadio, fill, openDialog } from '../support/actions.js';

/** Labels of the filter panel's groups, as their headings read (name, then the expression field). */
export const FACET_GROUPS = {
  ipcSection: 'IPC 部 IPC',
  ipcClass: 'IPC 大类 IPC',
  applicant: '申请人 PA',
} as const;
export type FacetGroupName = keyof typeof FACET_GROUPS;

/** One value of a filter-panel group as shown: its name and its count. */
export interface FacetValue {
  name: string;
  count: number;
}

/** '1,234' (or '约 1,234') as a number. */
function shownNumber(text: string): number {
  const digits = text.replace(/[^\d]/g, '');
  if (!digits) throw new Error(`no number in "${text}"`);
  return Number(digits);
}

/** The front site's patent search (/patentSearch) and its detail drawer. */
export class PatentSearchPage {
  constructor(private readonly page: Page) {}

  /** Opens an address of the page (a shared link too) and waits for its results. */
  async open(path = '/patentSearch'): Promise<void> {
    await this.settle(() => this.page.goto(path).then(() => undefined));
  }

  /** Searches keywords (or an expression) from the simple search box and waits for the results. */
  async search(keywords: string): Promise<void> {
    await fill(this.page, this.page.getByLabel('检索词或检索式', { exact: true }), keywords);
    await this.settle(() => activate(this.page, this.page.getByRole('button', { name: /^检索$/ })));
    await this.page.waitForURL((url) => url.searchParams.get('q') === keywords);
  }

  /** The final expression ('检索式') above the results. */
  get expression(): Locator {
    return this.page.getByRole('status', { name: '检索式', exact: true });
  }

  /** The number of patents found, as the count line says ('共 1,234 件，用时 12 毫秒'). */
  async total(): Promise<number> {
    const text = (await this.page.locator('.result-count').textContent()) ?? '';
    const found = /共\s*([\d,]+)\s*件/.exec(text);
    if (!found?.[1]) throw new Error(`unexpected result count "${text}"`);
    return shownNumber(found[1]);
  }

  /** The result rows of the page shown (list view). */
  get rows(): Locator {
    return this.page.locator('ol.patent-list > li');
  }

  /** The value under a label of a result row's facts (申请号, 申请（专利权）人, ...). */
  fact(row: Locator, label: string): Locator {
    return row
      .locator('.patent-row-facts > div')
      .filter({ has: this.page.getByRole('term').getByText(label, { exact: true }) })
      .getByRole('definition');
  }

  /** The application numbers of the rows shown, in order. */
  async applicationNumbers(): Promise<string[]> {
    return Promise.all(
      (await this.rows.all()).map(async (row) => (await this.fact(row, '申请号').textContent()) ?? ''),
    );
  }

  /** The applicants of each row shown (the list separates them with '；'). */
  async applicantsPerRow(): Promise<string[][]> {
    return Promise.all(
      (await this.rows.all()).map(async (row) =>
        ((await this.fact(row, '申请（专利权）人').textContent()) ?? '').split('；').filter(Boolean),
      ),
    );
  }

  /** A group (label) of the filter panel. */
  facetGroup(group: FacetGroupName): Locator {
    return this.page.getByRole('region', { name: FACET_GROUPS[group], exact: true });
  }

  /** The values a group shows, with their counts, in the order shown. */
  async facetValues(group: FacetGroupName): Promise<FacetValue[]> {
    const items = await this.facetGroup(group).locator('.facet-value').all();
    return Promise.all(
      items.map(async (item) => ({
        name: (await item.locator('.facet-name').textContent()) ?? '',
        count: shownNumber((await item.locator('.facet-count').textContent()) ?? ''),
      })),
    );
  }

  private facetValue(group: FacetGroupName, name: string): Locator {
    return this.facetGroup(group)
      .locator('.facet-value')
      .filter({ has: this.page.locator('.facet-name').getByText(name, { exact: true }) });
  }

  /** Ticks a value of a group (a filter) and waits for the narrowed results. */
  async filterBy(group: FacetGroupName, name: string): Promise<void> {
    const checkbox = this.facetValue(group, name).getByRole('checkbox');
    // The box shows what the address holds, so it turns ticked only once the address changed:
    // click, then wait for the tick, rather than `check()`, which expects it at once.
    await this.settle(() => activate(this.page, checkbox));
    await checkbox.and(this.page.locator(':checked')).waitFor();
  }

  /** Presses a value's 排除 button (an exclude) and waits for the narrowed results. */
  async exclude(group: FacetGroupName, name: string): Promise<void> {
    const label = `排除“${name}”`;
    const value = this.facetValue(group, name);
    await this.settle(() => activate(this.page, value.getByRole('button', { name: label, exact: true })));
    await value.getByRole('button', { name: label, exact: true, pressed: true }).waitFor();
  }

  /** Opens a row's detail drawer through its title link; returns the drawer once its data is shown. */
  async openDetail(row: Locator, applicationNumber: string): Promise<Locator> {
    // The drawer's heading reads 'title（application number）' once the detail has arrived.
    const drawer = this.page
      .getByRole('dialog')
      .filter({ has: this.page.getByRole('heading', { name: `（${applicationNumber}）` }) });
    await openDialog(this.page, row.getByRole('link').first(), drawer);
    return drawer;
  }

  /** Exports the results in a format through the export dialog; returns the download. */
  async export(format: 'XLSX' | 'CSV'): Promise<{ download: Download; dialog: Locator }> {
    const opener = this.exportButton;
    const dialog = this.page.getByRole('dialog', { name: '导出检索结果', exact: true });
    await openDialog(this.page, opener, dialog);
    await checkRadio(
      this.page,
      dialog.getByRole('radio', { name: format === 'XLSX' ? 'Excel（XLSX）' : 'CSV', exact: true }),
    );
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      activate(this.page, dialog.getByRole('button', { name: /^导出$/ })),
    ]);
    return { download, dialog };
  }

  /** The toolbar's export button, which opens the export dialog. */
  get exportButton(): Locator {
    return this.page.locator('.result-toolbar').getByRole('button', { name: /^导出$/ });
  }

  /**
   * Runs an action that starts a search and waits until its answer is on screen: the search
   * call has answered and the results no longer say they are busy (the previous page stays on
   * screen, busy, while the next loads).
   */
  async settle(action: () => Promise<void>): Promise<void> {
    const [response] = await Promise.all([
      this.page.waitForResponse(
        (answer) => new URL(answer.url()).pathname === '/api/data/patents' && answer.request().method() === 'GET',
      ),
      action(),
    ]);
    if (!response.ok()) throw new Error(`search answered ${response.status()}: ${await response.text()}`);
    await this.page
      .locator('div[aria-busy="false"]')
      .filter({ has: this.page.locator('.result-toolbar') })
      .waitFor();
  }
}
