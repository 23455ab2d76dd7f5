import type { Download, Locator, Page } from 'playwright-core';
import { activate, chooseOption } from '../support/actions.js';

/** The front site's city IP data (/patentStatistics) and its detail page (/patentStatistics/detail). */
export class StatisticsPage {
  constructor(private readonly page: Page) {}

  /** Opens an address of the page and waits for the headline figures (or the detail's indicator). */
  async open(path = '/patentStatistics'): Promise<void> {
    await this.page.goto(path);
    await this.page.locator('.stat-headlines, .stat-indicator').first().waitFor();
  }

  /** The headline figures of a year, titled '2025年主要指标'. */
  headlines(year: number): Locator {
    return this.page.getByRole('region', { name: `${year}年主要指标`, exact: true });
  }

  /** One indicator's card among the headline figures. */
  card(indicator: string): Locator {
    return this.page
      .locator('.stat-card')
      .filter({ has: this.page.getByRole('link', { name: indicator, exact: true }) });
  }

  /** The shown figure of a card (digits and separators, without the unit). */
  async cardValue(indicator: string): Promise<number> {
    const text = (await this.card(indicator).locator('.stat-card-value').first().textContent()) ?? '';
    return Number(text.replace(/[^\d.]/g, ''));
  }

  /** Picks the year or the indicator of the filters (an antd select, by its label). */
  async choose(label: '年份' | '指标', option: string): Promise<void> {
    await chooseOption(this.page, this.page.getByLabel(label, { exact: true }), option);
  }

  /** A chart by its title (a figure with its data table and PNG download). */
  chart(title: string): Locator {
    return this.page.getByRole('figure', { name: title, exact: true });
  }

  /** Shows the data table behind a chart and returns it. */
  async showTable(title: string): Promise<Locator> {
    const chart = this.chart(title);
    await activate(this.page, chart.getByRole('button', { name: '以表格查看' }));
    const table = chart.getByRole('table', { name: title, exact: true });
    await table.waitFor();
    return table;
  }

  /** Downloads a chart as PNG. */
  async downloadPng(title: string): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      activate(this.page, this.chart(title).getByRole('button', { name: '下载图片' })),
    ]);
    return download;
  }

  /** The rows of a table as their cells' texts. */
  async rows(table: Locator): Promise<string[][]> {
    return table
      .locator('tbody tr')
      .evaluateAll((rows) =>
        rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent?.trim() ?? '')),
      );
  }
}
