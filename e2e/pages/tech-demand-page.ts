import type { Locator, Page } from 'playwright-core';
import { activate, chooseOption, fill, openDialog, reach, selectTab, tick } from '../support/actions.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** What a company writes in the demand form (`/frontAccountInfo?tab=demands`); options by their shown label. */
export interface DemandInput {
  title: string;
  industry: string;
  ipcHint: string;
  description: string;
  mode: string;
  budgetMin: string;
  budgetMax: string;
}

/** One matched patent as the matches panel lists it: its title and application number. */
export interface MatchedPatent {
  title: string;
  applicationNumber: string;
}

/** The matches panel of a demand (public detail or the company's drawer): patents, licences, experts. */
export class DemandMatchesPanel {
  constructor(private readonly scope: Locator) {}

  /** A list of the panel by its heading ('匹配专利', '开放许可专利', '相关专家'). */
  section(name: string): Locator {
    return this.scope.getByRole('region', { name, exact: true });
  }

  get patents(): Locator {
    return this.section('匹配专利').getByRole('listitem');
  }

  get experts(): Locator {
    return this.section('相关专家').getByRole('listitem');
  }

  /** Waits for the matches to arrive: the first patent and the first expert are listed. */
  async loaded(): Promise<void> {
    await this.patents.first().waitFor();
    await this.experts.first().waitFor();
  }

  /** The first matched patent: the link's text and the number that opens its facts line. */
  async firstPatent(): Promise<MatchedPatent> {
    const item = this.patents.first();
    const title = (await item.getByRole('link').first().textContent()) ?? '';
    const facts = (await item.locator('.match-facts').textContent()) ?? '';
    return { title, applicationNumber: facts.split(' · ')[0]?.trim() ?? '' };
  }
}

/** The company's side: the demands tab of the account page (publish, follow the review, matches). */
export class DemandAccountPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/frontAccountInfo?tab=demands');
    await waitUntilInteractive(this.page);
    await this.createButton.waitFor();
  }

  get createButton(): Locator {
    return this.page.getByRole('button', { name: '发布技术需求', exact: true });
  }

  /** Opens the form, fills every field but the validity (90 days ahead by default); resolves with the dialog. */
  async fillNew(input: DemandInput): Promise<Locator> {
    const dialog = this.page.getByRole('dialog', { name: '发布技术需求' });
    await openDialog(this.page, this.createButton, dialog);
    // By label, exact: antd draws the required mark with CSS.
    const field = (label: string) => dialog.getByLabel(label, { exact: true });
    await fill(this.page, field('需求名称'), input.title);
    await chooseOption(this.page, field('所属产业'), input.industry);
    // A tag field whose list stays closed: type the class and Enter adds it as a tag.
    await (KEYBOARD_ONLY ? reach(this.page, field('IPC 分类')) : field('IPC 分类').click());
    await this.page.keyboard.type(input.ipcHint);
    await this.page.keyboard.press('Enter');
    await dialog.getByTitle(input.ipcHint, { exact: true }).waitFor();
    await fill(this.page, field('需求描述'), input.description);
    await tick(this.page, dialog.getByRole('checkbox', { name: input.mode, exact: true }));
    await fill(this.page, field('预算下限（万元）'), input.budgetMin);
    await fill(this.page, field('预算上限（万元）'), input.budgetMax);
    return dialog;
  }

  /** Saves the filled form (submitted for review at once, the form's default) and waits for the row. */
  async save(dialog: Locator, title: string): Promise<void> {
    // antd spaces a two-character Chinese button text ("保 存").
    await activate(this.page, dialog.getByRole('button', { name: /^保\s?存$/ }));
    await dialog.waitFor({ state: 'hidden' });
    await this.row(title).waitFor();
  }

  /** The row of a demand in the company's list. */
  row(title: string): Locator {
    return this.page.getByRole('row').filter({ has: this.page.getByRole('cell', { name: title, exact: true }) });
  }

  /** Opens a demand's drawer (its state, history and matches); resolves with its matches panel. */
  async openDemand(title: string): Promise<DemandMatchesPanel> {
    const drawer = this.page.getByRole('dialog', { name: title });
    await openDialog(this.page, this.page.getByRole('button', { name: `查看需求“${title}”` }), drawer);
    const matches = new DemandMatchesPanel(drawer.getByRole('region', { name: '智能匹配' }));
    await matches.loaded();
    return matches;
  }

  /** Asks for matchmaking on a matched patent: the dialog with whom to call, sent; waits for the confirmation. */
  async requestMatchmaking(
    matches: DemandMatchesPanel,
    patent: MatchedPatent,
    contact: { name: string; mobile: string },
    whileOpen: () => Promise<void>,
  ): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: `申请对接：${patent.title}` });
    const button = matches.section('匹配专利').getByRole('button', { name: `申请对接：${patent.title}` });
    await openDialog(this.page, button.first(), dialog);
    await fill(this.page, dialog.getByLabel('联系人', { exact: true }), contact.name);
    await fill(this.page, dialog.getByLabel('联系电话（手机）', { exact: true }), contact.mobile);
    await whileOpen();
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: '提交对接申请' }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '对接申请已提交，工作人员将与您联系');
  }
}

/** The back office's review queue of demands (`/backStackSupport/content/demands`). */
export class DemandReviewAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/content/demands');
    await this.page.getByRole('heading', { level: 1, name: '技术需求审核' }).waitFor();
  }

  /** Finds the demand in the queue by keyword and opens it; resolves with the drawer. */
  async openPending(title: string): Promise<Locator> {
    const search = this.page.getByRole('search');
    await fill(this.page, search.getByLabel('关键词', { exact: true }), title);
    await activate(this.page, search.getByRole('button', { name: /^查\s?询$/ }));
    const drawer = this.page.getByRole('dialog', { name: title });
    await openDialog(this.page, this.page.getByRole('button', { name: `审核需求“${title}”` }), drawer);
    await drawer.getByText('待审核', { exact: true }).waitFor();
    return drawer;
  }

  /** Approves the demand open in `drawer` after the confirmation; `whileAsked` runs with it open. */
  async approve(drawer: Locator, whileAsked: () => Promise<void>): Promise<void> {
    const confirmation = this.page.getByRole('tooltip');
    await openDialog(this.page, drawer.getByRole('button', { name: /^通\s?过$/ }), confirmation);
    await whileAsked();
    await watchMessages(this.page);
    await activate(this.page, confirmation.getByRole('button', { name: '通过并发布' }));
    // The drawer shows the new state once the decision is stored; the message came with it.
    await drawer.getByText('已发布', { exact: true }).first().waitFor();
    await expectMessageShown(this.page, '已通过并发布，将以邮件通知企业');
  }
}

/** A visitor's side: the header search's 需求 tab, the list of demands and a demand's page. */
export class TechDemandPage {
  constructor(private readonly page: Page) {}

  /** Searches demands from the header of the page shown and waits for `title` among them. */
  async searchFromHeader(keyword: string, title: string): Promise<void> {
    await waitUntilInteractive(this.page);
    const header = this.page.getByRole('search', { name: '站内搜索' });
    await selectTab(this.page, header.getByRole('tab', { name: '需求', exact: true }));
    await fill(this.page, header.getByLabel('搜索技术需求'), keyword);
    await activate(this.page, header.getByRole('button', { name: '搜索', exact: true }));
    await this.page.waitForURL((url) => url.pathname === '/techDemand' && url.searchParams.get('keyword') === keyword);
    // The home page stays on screen while the list's code loads, and its latest demands link to
    // this one too: wait for the list's own count line first.
    await this.page.locator('.paged-results-total').waitFor();
    await this.demandLink(title).waitFor();
  }

  demandLink(title: string): Locator {
    return this.page.getByRole('main').getByRole('link', { name: title, exact: true });
  }

  /** Opens a demand's page from the list; resolves with its matches panel once they arrived. */
  async openDemand(title: string): Promise<DemandMatchesPanel> {
    await activate(this.page, this.demandLink(title));
    await this.page.waitForURL('**/techDemand/detail?id=*');
    await this.page.getByRole('heading', { level: 2, name: title, exact: true }).waitFor();
    const matches = new DemandMatchesPanel(this.page.getByRole('region', { name: '智能匹配' }));
    await matches.loaded();
    return matches;
  }
}
