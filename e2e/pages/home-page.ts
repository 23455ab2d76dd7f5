import type { Locator, Page } from 'playwright-core';
import { activate } from '../support/actions.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** The front site's home (/platformPortal). */
export class HomePage {
  constructor(private readonly page: Page) {}

  /** Opens the home page and waits for its data (the banner carousel comes with /api/home). */
  async open(): Promise<void> {
    await this.page.goto('/platformPortal');
    await waitUntilInteractive(this.page);
    await this.banners.waitFor();
  }

  /** The banner carousel. */
  get banners(): Locator {
    return this.page.getByRole('region', { name: '焦点图' });
  }

  /** The slides of the carousel, labelled '第 n 张，共 m 张：title'. */
  get slides(): Locator {
    return this.banners.getByRole('group');
  }

  /** A switchable title of a home column (news type or policy level). */
  tab(name: string): Locator {
    return this.page.getByRole('tab', { name, exact: true });
  }

  /** The list under a selected column title (the panel is named by its tab). */
  panel(name: string): Locator {
    return this.page.getByRole('tabpanel', { name, exact: true });
  }

  /** The statistics strip. */
  get figureStrip(): Locator {
    return this.page.getByRole('region', { name: '知识产权数据' });
  }

  /** The figures of the strip as shown (with thousands separators and unit), by their label. */
  async figures(): Promise<Record<string, string>> {
    await this.figureStrip.waitFor();
    return this.figureStrip
      .locator('.home-figure')
      .evaluateAll((figures) =>
        Object.fromEntries(
          figures.map((figure) => [
            figure.querySelector('dt')?.textContent ?? '',
            figure.querySelector('dd')?.textContent ?? '',
          ]),
        ),
      );
  }

  /** Switches the interface to English through the header button. */
  async switchToEnglish(): Promise<void> {
    await activate(this.page, this.page.getByRole('button', { name: 'Switch to English' }).first());
    await this.page.waitForFunction(() => document.documentElement.lang === 'en-US');
  }

  /** The top navigation menu, by its name in the given language. */
  navigation(name: string): Locator {
    return this.page.getByRole('navigation', { name, exact: true });
  }
}
