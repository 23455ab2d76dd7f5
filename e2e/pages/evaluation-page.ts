import type { Locator, Page } from 'playwright-core';
import { activate, checkRadio, fill, openDialog, tick } from '../support/actions.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** A rating as the dialog takes it: the level's name, the reasons' names and the words (by their shown labels). */
export interface RatingInput {
  level: string;
  reasons?: readonly string[];
  comment?: string;
}

/**
 * The 服务评价 section wherever it is embedded (the application detail, /serverDetail, a
 * consultation reply): the 评价 button and its dialog, the review once given and its follow-up.
 */
export class RatingSection {
  constructor(
    private readonly page: Page,
    readonly scope: Locator,
  ) {}

  /** The section, found in `within` by its heading. */
  static in(page: Page, within: Locator | Page): RatingSection {
    return new RatingSection(page, within.getByRole('region', { name: '服务评价', exact: true }));
  }

  /**
   * Rates `name` (the thing as the button and the dialog name it): the dialog, the level by its
   * radio (arrow keys in the keyboard pass), the reasons and words; `whileOpen` runs with the form
   * filled; then sends it and waits for the thanks.
   */
  async rate(name: string, input: RatingInput, whileOpen: () => Promise<void>): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: `评价：${name}` });
    await openDialog(this.page, this.scope.getByRole('button', { name: `评价：${name}` }), dialog);
    await checkRadio(this.page, dialog.getByRole('radio', { name: input.level, exact: true }));
    for (const reason of input.reasons ?? []) {
      await tick(this.page, dialog.getByRole('checkbox', { name: reason, exact: true }));
    }
    if (input.comment) {
      const label = input.reasons?.length ? '具体说明' : '意见建议（选填）';
      await fill(this.page, dialog.getByLabel(label, { exact: true }), input.comment);
    }
    await whileOpen();
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: '提交评价' }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '感谢您的评价');
  }

  /** The level of the review given, as the section shows it once rated. */
  async shownLevel(level: string): Promise<void> {
    await this.scope.locator('.my-rating').getByText(level, { exact: true }).waitFor();
  }
}

/** The account's 我的评价 tab (`/frontAccountInfo?tab=reviews`): the reviews, the answer and the follow-up. */
export class MyReviewsPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/frontAccountInfo?tab=reviews');
    await waitUntilInteractive(this.page);
    await this.page.getByRole('tab', { name: '我的评价', selected: true }).waitFor();
  }

  /** The row of the review of `name`. */
  row(name: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Opens the review of `name` from its follow-up action; resolves with the dialog. */
  async openForFollowUp(name: string): Promise<Locator> {
    const dialog = this.page.getByRole('dialog', { name: `评价详情：${name}` });
    await openDialog(this.page, this.row(name).getByRole('button', { name: `反馈：${name}` }), dialog);
    return dialog;
  }

  /** Answers the follow-up in the open review: resolved or not (by its shown name) and a remark. */
  async followUp(dialog: Locator, answer: string, note: string): Promise<void> {
    const form = dialog.getByRole('region', { name: '回访：答复是否解决了您的问题？' });
    await checkRadio(this.page, form.getByRole('radio', { name: answer, exact: true }));
    await fill(this.page, form.getByLabel('补充说明（选填）', { exact: true }), note);
    await watchMessages(this.page);
    await activate(this.page, form.getByRole('button', { name: '提交反馈' }));
    await expectMessageShown(this.page, '感谢您的反馈');
    // The review now shows the follow-up given, and asks no more.
    await dialog.getByText(`${answer}（${note}）`, { exact: true }).waitFor();
    await form.waitFor({ state: 'detached' });
  }
}
