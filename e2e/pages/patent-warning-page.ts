import { readFile } from 'node:fs/promises';
import type { Locator, Page } from 'playwright-core';
import { activate, checkRadio } from '../support/actions.js';

/** The front site's patent navigation and early-warning reports (/patentWarning). */
export class PatentWarningPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/patentWarning');
    await this.page.getByRole('heading', { level: 1, name: '专利导航预警报告' }).waitFor();
    await this.page.locator('.report-card').first().waitFor();
  }

  /** Picks an industry of the filter and waits for the address to carry it. */
  async filterByIndustry(name: string): Promise<void> {
    const radio = this.page.locator('.report-industries').getByRole('radio', { name, exact: true });
    const code = await radio.getAttribute('value');
    await checkRadio(this.page, radio);
    // The arrow keys choose each industry on their way to this one: wait for this one's address.
    await this.page.waitForURL((url) => url.searchParams.get('industry') === code);
  }

  /** The report cards on the page. */
  get cards(): Locator {
    return this.page.locator('.report-card');
  }

  /** The download button of a report: its accessible name is the action and the title. */
  downloadButton(action: '填写调查表并下载' | '下载报告', title: string): Locator {
    return this.page.getByRole('button', { name: `${action}：${title}`, exact: true });
  }

  /** The survey dialog. */
  get survey(): Locator {
    return this.page.getByRole('dialog');
  }

  /** Ticks an answer (radio or checkbox) by its label in the survey. */
  async answer(option: string): Promise<void> {
    const choice = this.survey
      .getByRole('radio', { name: option, exact: true })
      .or(this.survey.getByRole('checkbox', { name: option, exact: true }));
    await ((await choice.getAttribute('type')) === 'radio'
      ? checkRadio(this.page, choice)
      : activate(this.page, choice));
  }

  /** Runs `action` and returns the downloaded file's suggested name and bytes. */
  async download(action: () => Promise<void>): Promise<{ name: string; bytes: Buffer }> {
    const [download] = await Promise.all([this.page.waitForEvent('download'), action()]);
    const path = await download.path();
    return { name: download.suggestedFilename(), bytes: await readFile(path) };
  }

  /** Submits the survey, which starts the download. */
  async submitSurvey(): Promise<{ name: string; bytes: Buffer }> {
    return this.download(() => activate(this.page, this.survey.getByRole('button', { name: /提交并下载/ })));
  }
}
