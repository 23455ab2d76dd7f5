import type { Locator, Page } from 'playwright-core';
import { activate, fill, openDialog, reach, selectTab, tick } from '../support/actions.js';
import { readCaptcha } from '../support/captcha-reader.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** What an expert writes in the application (`/frontAccountInfo?tab=talent`); options by their shown label. */
export interface TalentApplicationInput {
  name: string;
  organisation: string;
  industry: string;
  ipcSection: string;
  service: string;
  profile: string;
  phone: string;
  email: string;
}

/** What a visitor writes in the contact dialog of an expert's page. */
export interface ContactRequestInput {
  subject: string;
  message: string;
  requesterName: string;
  requesterContact: string;
}

/**
 * Picks one option of an antd multiple select: a click on it and its option, or ArrowDown to it
 * and Enter. A multiple select keeps its list open after a pick (it would cover the next field),
 * so Esc closes it, as a user does, in either pass.
 */
async function chooseOneOf(page: Page, select: Locator, option: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  if (KEYBOARD_ONLY) {
    await reach(page, select);
    await page.keyboard.press('ArrowDown');
    const active = dropdown.locator('.ant-select-item-option-active');
    await active.waitFor();
    for (let press = 0; press < 100 && (await active.getAttribute('title')) !== option; press += 1) {
      await page.keyboard.press('ArrowDown');
    }
    if ((await active.getAttribute('title')) !== option) throw new Error(`ArrowDown did not reach "${option}"`);
    await page.keyboard.press('Enter');
  } else {
    await select.click();
    await dropdown.getByTitle(option, { exact: true }).click();
  }
  await dropdown.locator('.ant-select-item-option-selected').getByText(option, { exact: true }).waitFor();
  await page.keyboard.press('Escape');
  await dropdown.waitFor({ state: 'hidden' });
}

/** The expert's side: the talent tab of the account page (apply, follow the review, withdraw). */
export class TalentApplicationPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/frontAccountInfo?tab=talent');
    await waitUntilInteractive(this.page);
    await this.field('姓名').waitFor();
  }

  /** A field of the form by its label (exact: antd draws the required mark with CSS). */
  private field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  /** Fills the application: one industry, IPC section and service, contact details and the consent. */
  async fill(input: TalentApplicationInput): Promise<void> {
    await fill(this.page, this.field('姓名'), input.name);
    await fill(this.page, this.field('所在单位'), input.organisation);
    await chooseOneOf(this.page, this.field('重点产业'), input.industry);
    await chooseOneOf(this.page, this.field('技术领域（IPC 部）'), input.ipcSection);
    await chooseOneOf(this.page, this.field('服务内容'), input.service);
    await fill(this.page, this.field('个人简介'), input.profile);
    await fill(this.page, this.field('联系电话'), input.phone);
    await fill(this.page, this.field('联系邮箱'), input.email);
    await tick(this.page, this.page.getByRole('checkbox', { name: /^我同意平台在人才专家库中公开展示以上信息/ }));
  }

  /** Submits the application and waits for its review status. */
  async submit(): Promise<void> {
    await activate(this.page, this.page.getByRole('button', { name: '提交入库申请' }));
    await this.page.getByText('入库申请已提交，请等待审核').waitFor();
    await this.status('审核中').waitFor();
  }

  /** The status the tab shows for the entry. */
  status(name: string): Locator {
    return this.page.getByText(`当前状态：${name}`, { exact: true });
  }

  /** Withdraws the entry after the confirmation; the tab then says so. */
  async withdraw(): Promise<void> {
    const confirmation = this.page.getByRole('tooltip');
    await openDialog(this.page, this.page.getByRole('button', { name: '撤回入库信息' }), confirmation);
    await activate(this.page, confirmation.getByRole('button', { name: '确定撤回' }));
    await this.page.getByText('入库信息已撤回，公众已无法查看').waitFor();
    await this.status('已撤回').waitFor();
  }
}

/** The back office's talent pool queue (`/backStackSupport/content/talents`). */
export class TalentReviewAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/content/talents');
    await this.page.getByRole('heading', { name: '人才专家库' }).waitFor();
  }

  /** Opens a pending application from the queue (applications awaiting review come first); resolves with the drawer. */
  async openApplication(name: string): Promise<Locator> {
    const drawer = this.page.getByRole('dialog', { name });
    await openDialog(this.page, this.page.getByRole('button', { name: `审核入库申请：${name}` }), drawer);
    await drawer.getByRole('button', { name: '审核通过' }).waitFor();
    return drawer;
  }

  /** Approves the application open in `drawer` after the confirmation; `whileAsked` runs with it open. */
  async approve(drawer: Locator, whileAsked: () => Promise<void>): Promise<void> {
    const confirmation = this.page.getByRole('tooltip');
    await openDialog(this.page, drawer.getByRole('button', { name: '审核通过' }), confirmation);
    await whileAsked();
    // antd spaces a two-character Chinese button text ("通 过").
    await activate(this.page, confirmation.getByRole('button', { name: /^通\s?过$/ }));
    await this.page.getByText('已审核通过并公开').waitFor();
    await drawer.getByText('已公开', { exact: true }).waitFor();
  }
}

/** A visitor's side: the header search's 人才 tab, the directory, an expert's page and its contact dialog. */
export class TalentPoolPage {
  constructor(private readonly page: Page) {}

  /** The header search box, present on every page of the front site. */
  private get headerSearch(): Locator {
    return this.page.getByRole('search', { name: '站内搜索' });
  }

  /** Searches the talent pool from the header of the page shown and waits for `name` among the experts. */
  async searchFromHeader(keyword: string, name: string): Promise<void> {
    await waitUntilInteractive(this.page);
    await selectTab(this.page, this.headerSearch.getByRole('tab', { name: '人才', exact: true }));
    await fill(this.page, this.headerSearch.getByLabel('搜索人才专家'), keyword);
    await activate(this.page, this.headerSearch.getByRole('button', { name: '搜索', exact: true }));
    await this.page.waitForURL((url) => url.pathname === '/talentPool' && url.searchParams.get('keyword') === keyword);
    await this.expertList.getByRole('link', { name, exact: true }).waitFor();
  }

  /** The list of experts found. */
  get expertList(): Locator {
    return this.page.getByRole('list', { name: '专家列表' });
  }

  /** The line that counts the experts found. */
  get total(): Locator {
    return this.page.locator('.paged-results-total');
  }

  /** Opens an expert's page from the list by the name's link. */
  async openExpert(name: string): Promise<void> {
    await activate(this.page, this.expertList.getByRole('link', { name, exact: true }));
    await this.page.waitForURL('**/talentPool/detail?id=*');
    await this.page.getByRole('heading', { level: 2, name, exact: true }).waitFor();
  }

  /** The "contact" button of the expert's page. */
  get contactButton(): Locator {
    return this.page.getByRole('button', { name: '联系TA' });
  }

  /** Opens the contact dialog and fills it, the captcha read off its image; resolves with the dialog. */
  async fillContactRequest(name: string, input: ContactRequestInput): Promise<Locator> {
    const dialog = this.page.getByRole('dialog', { name: `联系${name}` });
    await openDialog(this.page, this.contactButton, dialog);
    await fill(this.page, dialog.getByLabel('主题', { exact: true }), input.subject);
    await fill(this.page, dialog.getByLabel('留言内容', { exact: true }), input.message);
    await fill(this.page, dialog.getByLabel('您的姓名', { exact: true }), input.requesterName);
    await fill(this.page, dialog.getByLabel('您的联系方式', { exact: true }), input.requesterContact);
    const image = dialog.locator('.captcha-image img');
    await image.waitFor();
    const source = (await image.getAttribute('src')) ?? '';
    const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1));
    await fill(this.page, dialog.locator('#login-captcha'), readCaptcha(svg));
    return dialog;
  }

  /** Sends the filled contact dialog and waits for the confirmation. */
  async sendContactRequest(dialog: Locator): Promise<void> {
    // antd spaces a two-character Chinese button text ("发 送").
    await activate(this.page, dialog.getByRole('button', { name: /^发\s?送$/ }));
    await dialog.waitFor({ state: 'hidden' });
    await this.page.getByText('联系请求已发送，平台将通过邮件转达给对方').waitFor();
  }
}
