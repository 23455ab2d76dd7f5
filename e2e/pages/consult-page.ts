import type { Locator, Page } from 'playwright-core';
import { activate, chooseOption, fill, openDialog, selectTab, tick } from '../support/actions.js';
import { readCaptcha } from '../support/captcha-reader.js';
import { waitForMail } from '../support/mail-sink.js';
import { expectMessageShown, watchMessages } from '../support/messages.js';
import { waitUntilInteractive } from '../support/route-visits.js';

/** A visitor's question as the ask form takes it; the category by its shown label. */
export interface VisitorQuestion {
  category: string;
  title: string;
  question: string;
  name: string;
  email: string;
}

/** The first code of a mail to `email` whose subject matches `subject` (the portal's code mail). */
async function codeFromMail(email: string, subject: RegExp): Promise<string> {
  const mail = await waitForMail(email, subject);
  const code = /验证码为：(\d{6})/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in the mail: ${mail.text}`);
  return code;
}

/** `/consult`: the published Q&As, asking a question and looking it up by its query number. */
export class ConsultPage {
  constructor(private readonly page: Page) {}

  async open(query = ''): Promise<void> {
    await this.page.goto(`/consult${query}`);
    await waitUntilInteractive(this.page);
    await this.page.getByRole('heading', { level: 1, name: '在线咨询' }).waitFor();
  }

  /** Chooses a part of the page by its tab ('咨询问答', '我要咨询', '咨询查询'). */
  async chooseTab(name: string): Promise<void> {
    await selectTab(this.page, this.page.getByRole('tab', { name, exact: true }));
  }

  /** The form of the tab shown (the header's search has tab panels too: the page's are in main). */
  private get form(): Locator {
    return this.page.getByRole('main').getByRole('tabpanel').locator('form').first();
  }

  private field(label: string): Locator {
    // By label, exact: antd draws the required mark with CSS.
    return this.form.getByLabel(label, { exact: true });
  }

  /** Answers the captcha on screen, asks for the code and reads it from the mail the portal sent. */
  private async requestCode(email: string, subject: RegExp): Promise<string> {
    const image = this.form.locator('.captcha-image img');
    await image.waitFor();
    const source = (await image.getAttribute('src')) ?? '';
    await fill(
      this.page,
      this.field('图形验证码'),
      readCaptcha(decodeURIComponent(source.slice(source.indexOf(',') + 1))),
    );
    await activate(this.page, this.form.getByRole('button', { name: '获取验证码' }));
    await this.form.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    return codeFromMail(email, subject);
  }

  /** Fills the ask form as a visitor, verifies the emailed code; `beforeSubmit` runs with it filled. */
  async ask(input: VisitorQuestion, beforeSubmit?: () => Promise<void>): Promise<void> {
    await this.chooseTab('我要咨询');
    // The form is complete once its captcha has come: nothing moves under the pointer after that.
    await this.form.locator('.captcha-image img').waitFor();
    await chooseOption(this.page, this.field('咨询类别'), input.category);
    await fill(this.page, this.field('咨询标题'), input.title);
    await fill(this.page, this.field('咨询内容'), input.question);
    await tick(this.page, this.form.getByRole('checkbox', { name: '同意公开本咨询及答复' }));
    await fill(this.page, this.field('姓名'), input.name);
    await fill(this.page, this.field('电子邮箱'), input.email);
    const code = await this.requestCode(input.email, /在线咨询验证码/);
    await fill(this.page, this.field('验证码'), code);
    await beforeSubmit?.();
    await activate(this.page, this.form.getByRole('button', { name: '提交咨询' }));
  }

  /** The receipt's query number, once the question is in. */
  async receiptQueryNo(): Promise<string> {
    const receipt = this.page.getByRole('region', { name: '咨询已提交' });
    await receipt.waitFor();
    return ((await receipt.locator('.consult-query-no').textContent()) ?? '').trim();
  }

  /** Looks a question up by its query number and the email, with the emailed code; resolves with the result. */
  async lookUp(queryNo: string, email: string): Promise<Locator> {
    await this.chooseTab('咨询查询');
    await fill(this.page, this.field('查询编号'), queryNo);
    await fill(this.page, this.field('电子邮箱'), email);
    const code = await this.requestCode(email, /查询咨询办理结果验证码/);
    await fill(this.page, this.field('验证码'), code);
    await activate(this.page, this.form.getByRole('button', { name: /^查\s?询$/ }));
    const result = this.page.locator('.consult-lookup-result');
    await result.waitFor();
    return result;
  }

  /** Searches the published Q&As by keyword and waits for `title` among them. */
  async searchPublished(keyword: string, title: string): Promise<Locator> {
    const filters = this.page.getByRole('search', { name: '咨询问答筛选条件' });
    await fill(this.page, filters.getByLabel('关键词', { exact: true }), keyword);
    await activate(this.page, filters.getByRole('button', { name: /^查\s?询$/ }));
    await this.page.waitForURL((url) => url.searchParams.get('keyword') === keyword);
    const link = this.page.getByRole('main').getByRole('link', { name: title, exact: true });
    await link.waitFor();
    return link;
  }
}

/** The back office's consultation queue (`/backStackSupport/system/consultManage`). */
export class ConsultAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/system/consultManage');
    await this.page.getByRole('heading', { level: 1, name: '在线咨询办理' }).waitFor();
  }

  /** Finds the question by its query number and opens it; resolves with the drawer. */
  async openQuestion(queryNo: string, title: string, action: '办理' | '查看' = '办理'): Promise<Locator> {
    const search = this.page.getByRole('search');
    await fill(this.page, search.getByLabel('关键词', { exact: true }), queryNo);
    await activate(this.page, search.getByRole('button', { name: /^查\s?询$/ }));
    const drawer = this.page.getByRole('dialog', { name: title });
    await openDialog(
      this.page,
      this.page.getByRole('button', { name: `${action}咨询“${title}”（${queryNo}）` }),
      drawer,
    );
    await drawer.getByText(queryNo, { exact: true }).waitFor();
    return drawer;
  }

  /** Replies to the question open in `drawer`; `whileOpen` runs with the reply dialog open. */
  async reply(drawer: Locator, title: string, text: string, whileOpen?: () => Promise<void>): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: `答复咨询：${title}` });
    await openDialog(this.page, drawer.getByRole('button', { name: /^答\s?复$/ }), dialog);
    await fill(this.page, dialog.getByLabel('答复内容', { exact: true }), text);
    await whileOpen?.();
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: '提交答复' }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '已答复，将通知提问人');
    await drawer.getByText('已答复', { exact: true }).first().waitFor();
  }

  /** Publishes the replied question open in `drawer`, after the confirmation. */
  async publish(drawer: Locator): Promise<void> {
    const confirmation = this.page.getByRole('tooltip');
    await openDialog(this.page, drawer.getByRole('button', { name: /^公\s?开$/ }), confirmation);
    await watchMessages(this.page);
    await activate(this.page, confirmation.getByRole('button', { name: /^公\s?开$/ }));
    await expectMessageShown(this.page, '已公开发布');
    await drawer.getByRole('button', { name: '取消公开', exact: true }).waitFor();
  }

  /** Makes a FAQ entry of the question open in `drawer`, with the generalised question. */
  async makeFaq(drawer: Locator, question: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: '生成常见问题' });
    await openDialog(this.page, drawer.getByRole('button', { name: '生成常见问题' }), dialog);
    await fill(this.page, dialog.getByLabel('问题', { exact: true }), question);
    await watchMessages(this.page);
    await activate(this.page, dialog.getByRole('button', { name: /^生\s?成$/ }));
    await dialog.waitFor({ state: 'hidden' });
    await expectMessageShown(this.page, '已生成常见问题');
  }
}
