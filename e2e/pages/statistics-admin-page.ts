import type { Download, Locator, Page, Response } from 'playwright-core';
import { activate, chooseFiles, fill, openDialog } from '../support/actions.js';

/** The back office's city IP data list (/content/dataStatistics) with its import dialog. */
export class StatisticsAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/content/dataStatistics');
    await this.page.getByRole('heading', { level: 1, name: '知识产权数据' }).waitFor();
    await this.page.locator('.ant-table-row').first().waitFor();
  }

  /** Downloads the import template from the list's toolbar. */
  async downloadTemplate(): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      activate(this.page, this.page.getByRole('button', { name: '下载导入模板' }).first()),
    ]);
    return download;
  }

  /** The import dialog. */
  get importDialog(): Locator {
    return this.page.getByRole('dialog', { name: '批量导入数据' });
  }

  /** Opens the import dialog, chooses the file, starts the import and waits for the server's answer. */
  async importFile(name: string, buffer: Buffer): Promise<Response> {
    if (!(await this.importDialog.isVisible())) {
      await openDialog(this.page, this.importButton, this.importDialog);
    }
    await chooseFiles(this.page, this.importDialog.getByRole('button', { name: '选择文件' }), {
      name,
      mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      buffer,
    });
    await this.importDialog.getByText(name).waitFor();
    // Returns the server's answer once it is there: a year of figures takes seconds on a busy
    // machine. A refusal's report shows within a render of the answer; the success toast only after
    // the lists are fetched again (the journey waits for the dialog to close first).
    const [answer] = await Promise.all([
      this.page.waitForResponse(
        (response) =>
          new URL(response.url()).pathname === '/api/admin/statistics/import' && response.request().method() === 'POST',
      ),
      activate(this.page, this.importDialog.getByRole('button', { name: '开始导入' })),
    ]);
    return answer;
  }

  /** The list toolbar's button that opens the import dialog. */
  get importButton(): Locator {
    return this.page.getByRole('button', { name: '批量导入' });
  }

  /** The row-by-row report of a refused import. */
  get importReport(): Locator {
    return this.importDialog.locator('.stat-import-report');
  }

  /** Filters the list by year and returns the list's total line ('共 n 条'). */
  async filterByYear(year: number): Promise<string> {
    const search = this.page.getByRole('search');
    await fill(this.page, search.getByLabel('年份', { exact: true }), String(year));
    await Promise.all([
      this.page.waitForResponse(
        (r) => r.url().includes('/api/admin/statistics/figures?') && r.url().includes(`year=${year}`),
      ),
      activate(this.page, search.getByRole('button', { name: /^查询$/ })),
    ]);
    const total = this.page.locator('.ant-pagination-total-text');
    await total.waitFor();
    return (await total.textContent()) ?? '';
  }
}
