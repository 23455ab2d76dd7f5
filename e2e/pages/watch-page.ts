import type { Locator, Page } from 'playwright-core';
import { activate, checkRadio, fill, openDialog } from '../support/actions.js';
import { settle, waitUntilInteractive } from '../support/route-visits.js';

/** The frequencies as the save dialog and the watch tab name them. */
export const FREQUENCY_NAMES = { off: '不提醒', daily: '每日', weekly: '每周' } as const;
export type FrequencyName = (typeof FREQUENCY_NAMES)[keyof typeof FREQUENCY_NAMES];

/** "保存检索" on /patentSearch: the dialog that names the current search and chooses its alerts. */
export class SaveSearchDialog {
  constructor(private readonly page: Page) {}

  get opener(): Locator {
    return this.page.getByRole('button', { name: '保存检索', exact: true });
  }

  get dialog(): Locator {
    return this.page.getByRole('dialog', { name: '保存检索' });
  }

  /** Opens the dialog (focus moves into it in the keyboard pass); `whileOpen` judges it before it is filled in. */
  async open(whileOpen: () => Promise<void> = async () => undefined): Promise<Locator> {
    await waitUntilInteractive(this.page);
    await openDialog(this.page, this.opener, this.dialog);
    await whileOpen();
    return this.dialog;
  }

  /** Names the search, chooses its alerts and saves; resolves once the dialog has closed. */
  async save(name: string, frequency: FrequencyName): Promise<void> {
    await fill(this.page, this.dialog.getByLabel('检索名称', { exact: true }), name);
    await checkRadio(this.page, this.dialog.getByRole('radio', { name: frequency, exact: true }));
    await activate(this.page, this.dialog.getByRole('button', { name: '保存', exact: true }));
    await this.dialog.waitFor({ state: 'hidden' });
  }
}

/** 账户信息 › 专利提醒 (`/frontAccountInfo?tab=watch`): saved searches, industry subscriptions, recent alerts. */
export class WatchTab {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/frontAccountInfo?tab=watch');
    await settle(this.page);
    await this.page.getByRole('heading', { level: 2, name: '保存的检索' }).waitFor();
  }

  /** The link that opens a saved search as it was saved. */
  search(name: string): Locator {
    return this.page.getByRole('link', { name: `打开检索“${name}”`, exact: true });
  }

  /** The row of a saved search. */
  row(name: string): Locator {
    return this.page.locator('tr').filter({ has: this.search(name) });
  }

  /** The alert frequency a saved search shows in its row (the select's chosen option). */
  async frequencyOf(name: string): Promise<string> {
    return ((await this.row(name).locator('.watch-frequency').textContent()) ?? '').trim();
  }

  /** A digest under 最近提醒 of the saved search `name`. */
  digest(name: string): Locator {
    return this.page
      .getByRole('region', { name: '最近提醒' })
      .getByRole('article', { name: new RegExp(`^检索“${name}”`) });
  }
}

/** The page a digest mail's unsubscribe link opens (`/watchUnsubscribe?token=`), without a login. */
export class UnsubscribePage {
  constructor(private readonly page: Page) {}

  /** Opens the link's address on this portal (mails link to PUBLIC_URL) and waits for the outcome. */
  async open(link: string): Promise<Locator> {
    const url = new URL(link);
    await this.page.goto(`${url.pathname}${url.search}`);
    await waitUntilInteractive(this.page);
    const outcome = this.page.locator('.watch-unsubscribe h2');
    await outcome.waitFor();
    return this.page.locator('.watch-unsubscribe');
  }
}
