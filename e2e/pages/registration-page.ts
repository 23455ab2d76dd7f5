import type { Locator, Page } from 'playwright-core';
import { activate, closeWithEscape, fill, openDialog, tick } from '../support/actions.js';
import { readCaptcha } from '../support/captcha-reader.js';
import { waitForMail } from '../support/mail-sink.js';

/** A new personal account and its real-name authentication. */
export interface PersonRegistration {
  email: string;
  password: string;
  name: string;
  idNumber: string;
  phone: string;
}

/** `/personAuth`: registration with the emailed code, then the real-name authentication. */
export class PersonAuthPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/personAuth');
    await this.stepHeading('注册账号').waitFor();
  }

  /** The heading of the step the page shows. */
  stepHeading(name: string): Locator {
    return this.page.getByRole('heading', { level: 2, name });
  }

  /** Reads the captcha on screen, requests the code and reads it from the mail the portal sent. */
  private async requestCode(email: string): Promise<string> {
    const image = this.page.locator('.captcha-image img');
    await image.waitFor();
    const source = (await image.getAttribute('src')) ?? '';
    const svg = decodeURIComponent(source.slice(source.indexOf(',') + 1));
    await fill(this.page, this.page.locator('#login-captcha'), readCaptcha(svg));
    await activate(this.page, this.page.getByRole('button', { name: '获取验证码' }));
    await this.page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const mail = await waitForMail(email, /验证码/);
    const code = /验证码为：(\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail: ${mail.text}`);
    return code;
  }

  /** Step 1: fills the account, gets the emailed code and registers (the page then moves on). */
  async fillAndRegister(input: PersonRegistration, beforeSubmit?: () => Promise<void>): Promise<void> {
    const field = (id: string) => this.page.locator(`#register-person_${id}`);
    await fill(this.page, field('email'), input.email);
    await fill(this.page, field('password'), input.password);
    await fill(this.page, field('confirm'), input.password);
    await fill(this.page, field('name'), input.name);
    const code = await this.requestCode(input.email);
    await fill(this.page, field('code'), code);
    await tick(this.page, this.page.getByRole('checkbox', { name: '我已阅读并同意' }));
    await beforeSubmit?.();
    await activate(this.page, this.page.getByRole('button', { name: /注\s?册/ }));
    await this.stepHeading('实名认证').waitFor();
  }

  /** Step 2: the real-name authentication, submitted for review. */
  async authenticate(input: PersonRegistration): Promise<void> {
    await fill(this.page, this.page.locator('#person-identity_realName'), input.name);
    await fill(this.page, this.page.locator('#person-identity_idNumber'), input.idNumber);
    await fill(this.page, this.page.locator('#person-identity_phone'), input.phone);
    await tick(this.page, this.page.getByRole('checkbox', { name: /我同意平台为实名认证处理上述个人信息/ }));
    await activate(this.page, this.page.getByRole('button', { name: '提交认证' }));
    await this.stepHeading('等待审核').waitFor();
  }
}

/** The authentication review, the second tab of `/backStackSupport/account/infos`. */
export class IdentityReviewPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/account/infos?tab=identities');
    // The view switch's radio inputs are visually hidden: wait for the review's own filter.
    await this.page.getByRole('radio', { name: '实名认证审核', checked: true }).waitFor({ state: 'attached' });
    await this.page.getByLabel('审核状态').waitFor();
  }

  /** Opens the pending submission of `name`: its full detail (a read the server logs) in a drawer. */
  async openSubmission(name: string): Promise<Locator> {
    const drawer = this.page.getByRole('dialog').filter({ hasText: '认证资料详情' });
    await openDialog(this.page, this.page.getByRole('button', { name: `审核认证资料：${name}` }), drawer);
    await drawer.getByRole('button', { name: '审核通过' }).waitFor();
    return drawer;
  }

  /** Opens the rejection dialog of the submission in `drawer` and cancels it with Esc; runs `whileOpen` meanwhile. */
  async openAndCancelRejection(drawer: Locator, name: string, whileOpen: () => Promise<void>): Promise<void> {
    const opener = drawer.getByRole('button', { name: /^驳\s?回$/ });
    const dialog = this.page.getByRole('dialog', { name: `驳回认证：${name}` });
    await openDialog(this.page, opener, dialog);
    await whileOpen();
    await closeWithEscape(this.page, dialog, opener);
  }

  /** Approves the submission open in `drawer`, after the confirmation. */
  async approve(drawer: Locator): Promise<void> {
    const confirmation = this.page.getByRole('tooltip');
    await openDialog(this.page, drawer.getByRole('button', { name: '审核通过' }), confirmation);
    await activate(this.page, confirmation.getByRole('button', { name: '确定通过' }));
    await this.page.getByText('已通过认证，申请人将收到邮件通知').waitFor();
  }
}
