import type { Locator, Page } from 'playwright-core';
import { activate, checkRadio, expectFocusInDialog, fill, openDialog } from '../support/actions.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** The back office's 好差评管理 (`/backStackSupport/system/evaluation`): the reviews and the rectification queue. */
export class EvaluationAdminPage {
  constructor(private readonly page: Page) {}

  /** Opens the rectification queue (the screen's second tab, by its address). */
  async openQueue(): Promise<void> {
    await this.page.goto('/backStackSupport/system/evaluation?tab=rectifications');
    await waitUntilInteractive(this.page);
    await this.page.getByRole('heading', { level: 1, name: '好差评管理' }).waitFor();
    await this.page.getByRole('tab', { name: '整改工单', selected: true }).waitFor();
  }

  /** The queue's row of the review of `name` (the rated thing as the list names it). */
  row(name: string): Locator {
    return this.page
      .getByRole('tabpanel')
      .getByRole('row')
      .filter({ has: this.page.getByRole('cell', { name, exact: true }) });
  }

  /** Opens the case of `name` from the queue; resolves with its drawer. */
  async openCase(name: string): Promise<Locator> {
    const drawer = this.page.getByRole('dialog', { name: `评价详情：${name}` });
    await openDialog(this.page, this.row(name).getByRole('button', { name: `办理整改：${name}` }), drawer);
    await drawer.getByRole('heading', { name: '整改工单' }).waitFor();
    return drawer;
  }

  /** Verifies the open case with a note; `whileOpen` runs with the dialog filled. */
  async verify(drawer: Locator, name: string, note: string, whileOpen: () => Promise<void>): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: `核实差评：${name}` });
    await openDialog(this.page, drawer.getByRole('button', { name: /^核\s?实$/ }), dialog);
    await fill(this.page, dialog.getByLabel('核实情况', { exact: true }), note);
    await whileOpen();
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: '确认核实' }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '已核实');
    await expectFocusInDialog(this.page);
    await drawer.getByText('已核实，整改中', { exact: true }).waitFor();
  }

  /** Answers the verified case: the outcome by its shown name and the words the rater reads. */
  async answer(drawer: Locator, name: string, outcome: string, text: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: `答复整改：${name}` });
    await openDialog(this.page, drawer.getByRole('button', { name: '答复整改' }), dialog);
    await checkRadio(this.page, dialog.getByRole('radio', { name: outcome, exact: true }));
    await fill(this.page, dialog.getByLabel('整改或解释说明', { exact: true }), text);
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: '提交答复' }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '已答复，将以邮件通知评价人');
    await drawer.getByText(text, { exact: true }).waitFor();
  }
}
