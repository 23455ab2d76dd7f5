import type { Locator, Page } from 'playwright-core';
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
    await this.page.locator('#login-captcha').fill(readCaptcha(svg));
    await this.page.getByRole('button', { name: '获取验证码' }).click();
    await this.page.getByRole('button', { name: /秒后重新获取/ }).waitFor();
    const mail = await waitForMail(email, /验证码/);
    const code = /验证码为：(\d{6})/.exec(mail.text)?.[1];
    if (!code) throw new Error(`no code in the mail: ${mail.text}`);
    return code;
  }

  /** Step 1: fills the account, gets the emailed code and registers (the page then moves on). */
  async fillAndRegister(input: PersonRegistration, beforeSubmit?: () => Promise<void>): Promise<void> {
    await this.page.locator('#register-person_email').fill(input.email);
    await this.page.locator('#register-person_password').fill(input.password);
    await this.page.locator('#register-person_confirm').fill(input.password);
    await this.page.locator('#register-person_name').fill(input.name);
    const code = await this.requestCode(input.email);
    await this.page.locator('#register-person_code').fill(code);
    await this.page.getByRole('checkbox', { name: '我已阅读并同意' }).check();
    await beforeSubmit?.();
    await this.page.getByRole('button', { name: /注\s?册/ }).click();
    await this.stepHeading('实名认证').waitFor();
  }

  /** Step 2: the real-name authentication, submitted for review. */
  async authenticate(input: PersonRegistration): Promise<void> {
    await this.page.locator('#person-identity_realName').fill(input.name);
    await this.page.locator('#person-identity_idNumber').fill(input.idNumber);
    await this.page.locator('#person-identity_phone').fill(input.phone);
    await this.page.getByRole('checkbox', { name: /我同意平台为实名认证处理上述个人信息/ }).check();
    await this.page.getByRole('button', { name: '提交认证' }).click();
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

  /** Opens the submission of `name`: its full detail (a read the server logs) in a drawer. */
  async openSubmission(name: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `查看认证资料：${name}` }).click();
    const drawer = this.page.getByRole('dialog').filter({ hasText: '认证资料详情' });
    await drawer.getByRole('button', { name: '审核通过' }).waitFor();
    return drawer;
  }

  /** Approves the submission open in `drawer`, after the confirmation. */
  async approve(drawer: Locator): Promise<void> {
    await drawer.getByRole('button', { name: '审核通过' }).click();
    await this.page.getByRole('tooltip').getByRole('button', { name: '确定通过' }).click();
    await this.page.getByText('已通过认证，申请人将收到邮件通知').waitFor();
  }
}
