import { basename } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { activate, chooseFiles } from '../support/actions.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** How long an import may take from upload to report (the task lane polls; the machine is busy). */
const IMPORT_TIMEOUT_MS = 60_000;

/**
 * The back office's patent import (`/backStackSupport/data/patentImport`, issue 26): upload a CSV,
 * XLSX or JSONL file in the command-line import's columns; it is imported by a background task
 * while the page shows its progress, then its report.
 *
 * A minimal CSV needs the columns 申请号, 公开（公告）号, 名称, 申请（专利权）人, 申请日,
 * 公开（公告）日, 法律状态 (or their English names applicationNumber, publicationNumber, title,
 * applicants, applicationDate, publicationDate, legalStatus); see
 * apps/server/src/features/patents/corpus/import/columns.ts.
 */
export class PatentImportPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/data/patentImport');
    await waitUntilInteractive(this.page);
    await this.page.getByRole('heading', { level: 1, name: '专利数据导入' }).waitFor();
  }

  /** The report of the import of the file called `name` (the page shows one at a time). */
  report(name: string): Locator {
    return this.page.getByRole('region', { name: `导入报告：${name}` });
  }

  /**
   * Uploads the file at `path`, starts its import and waits until the task has finished and the
   * page shows the report; resolves with the report's region. A failed import (a file that cannot
   * be read, missing columns) rejects with the reason the page shows.
   */
  async importFile(path: string): Promise<Locator> {
    if (!new URL(this.page.url()).pathname.endsWith('/data/patentImport')) await this.open();
    const name = basename(path);
    await chooseFiles(this.page, this.page.getByRole('button', { name: '选择文件' }), path);
    await this.page.locator('.patent-import-upload').getByText(name).waitFor();
    await activate(this.page, this.page.getByRole('button', { name: '开始导入' }));
    const report = this.report(name);
    const finished = report.locator('.patent-import-done, [role="alert"]').first();
    await finished.waitFor({ timeout: IMPORT_TIMEOUT_MS });
    if (!(await report.locator('.patent-import-done').isVisible())) {
      throw new Error(`the import of ${name} failed: ${await finished.textContent()}`);
    }
    return report;
  }

  /** The finished report's one-line summary ("导入完成：读取 n 行，新增 n 条，更新 n 条，失败 n 行"). */
  async summary(name: string): Promise<string> {
    return (await this.report(name).locator('.patent-import-done').textContent()) ?? '';
  }
}
