import type { Locator, Page } from 'playwright-core';
import type { UploadFile } from './policy-edit-page.js';

/** What a rights-protection request asks for (the rights aid form of /protectRights?type=aid). */
export interface RightsAidInput {
  rightsHolder: string;
  rightType: string;
  otherParty: string;
  facts: string;
  request: string;
  contactName: string;
  contactPhone: string;
  evidence: UploadFile;
}

/** The front site's online business: the catalogue (/registerApply), a form, the receipt, my applications. */
export class OnlineApplicationPage {
  constructor(private readonly page: Page) {}

  async openCatalogue(): Promise<void> {
    await this.page.goto('/registerApply');
    await this.page.getByRole('heading', { level: 2, name: '办理事项' }).waitFor();
  }

  /** The catalogue's "apply" button of a kind, named by the kind. */
  applyButton(kindName: string): Locator {
    return this.page.getByRole('button', { name: `在线申请：${kindName}` });
  }

  /** The client's login dialog (business code 1401). */
  get loginDialog(): Locator {
    return this.page.getByRole('dialog').filter({ hasText: '请重新登录' });
  }

  async openRightsAid(): Promise<void> {
    await this.page.goto('/protectRights?type=aid');
    await this.page.getByLabel('权利人', { exact: true }).waitFor();
  }

  /** Fills the rights aid form, the evidence uploaded as a private file, and waits for the upload. */
  async fillRightsAid(input: RightsAidInput): Promise<void> {
    const field = (label: string) => this.page.getByLabel(label, { exact: true });
    await field('权利人').fill(input.rightsHolder);
    await this.page.getByRole('radio', { name: input.rightType }).check();
    await field('对方当事人').fill(input.otherParty);
    await field('基本事实').fill(input.facts);
    await field('请求事项').fill(input.request);
    await field('联系人').fill(input.contactName);
    await field('联系电话（手机）').fill(input.contactPhone);
    await field('证明材料').setInputFiles(input.evidence);
    await this.page.getByRole('list', { name: '已上传的文件' }).getByText(input.evidence.name).waitFor();
  }

  /** Submits the form and reads the receipt number off the receipt. */
  async submit(): Promise<string> {
    await this.page.getByRole('button', { name: /提交申请/ }).click();
    const receipt = this.page.locator('.application-receipt .receipt-no');
    await receipt.waitFor();
    return (await receipt.textContent()) ?? '';
  }

  /** The row of an application in "my applications". */
  myApplication(receiptNo: string): Locator {
    return this.page.locator('#my-applications').getByRole('row').filter({ hasText: receiptNo });
  }

  /** Opens an application's detail from "my applications"; resolves with the drawer. */
  async openMyApplication(receiptNo: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `查看申请 ${receiptNo}` }).click();
    const drawer = this.page.getByRole('dialog', { name: `申请详情（受理编号 ${receiptNo}）` });
    await drawer.getByRole('heading', { name: '办理进度' }).waitFor();
    return drawer;
  }
}

/** The back office's applications screen (/backStackSupport/data/applications). */
export class ApplicationsAdminPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/backStackSupport/data/applications');
  }

  /** Opens an application's detail from the list; resolves with the drawer. */
  async openApplication(receiptNo: string): Promise<Locator> {
    await this.page.getByRole('button', { name: `查看办理：${receiptNo}` }).click();
    const drawer = this.page.getByRole('dialog', { name: `申请详情：${receiptNo}` });
    await drawer.getByRole('heading', { name: '办理记录' }).waitFor();
    return drawer;
  }

  /** Takes a staff action (its button in the drawer, then the confirmation with an optional comment). */
  async take(drawer: Locator, receiptNo: string, action: string, next: string, comment = ''): Promise<void> {
    // antd spaces out two-character Chinese button texts ("受 理").
    const named = new RegExp(`^${[...action].join('\\s?')}$`);
    await drawer.getByRole('button', { name: named }).click();
    const confirm = this.page.getByRole('dialog', { name: `${action}：${receiptNo}` });
    if (comment) await confirm.getByLabel('办理意见').fill(comment);
    await confirm.getByRole('button', { name: named }).click();
    await confirm.waitFor({ state: 'hidden' });
    await drawer.getByText(next, { exact: true }).first().waitFor();
  }
}
