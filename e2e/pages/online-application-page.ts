import type { Locator, Page } from 'playwright-core';
import { activate, checkRadio, chooseFiles, expectFocusInDialog, fill, openDialog } from '../support/actions.js';
import { expectAccessible } from '../support/browser.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';
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
    await fill(this.page, field('权利人'), input.rightsHolder);
    await checkRadio(this.page, this.page.getByRole('radio', { name: input.rightType }));
    await fill(this.page, field('对方当事人'), input.otherParty);
    await fill(this.page, field('基本事实'), input.facts);
    await fill(this.page, field('请求事项'), input.request);
    await fill(this.page, field('联系人'), input.contactName);
    await fill(this.page, field('联系电话（手机）'), input.contactPhone);
    await (KEYBOARD_ONLY
      ? chooseFiles(this.page, this.page.getByRole('button', { name: /证明材料|上传/ }).first(), input.evidence)
      : field('证明材料').setInputFiles(input.evidence));
    await this.page.getByRole('list', { name: '已上传的文件' }).getByText(input.evidence.name).waitFor();
  }

  /** Submits the form and reads the receipt number off the receipt. */
  async submit(): Promise<string> {
    await activate(this.page, this.page.getByRole('button', { name: /提交申请/ }));
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
    const drawer = this.page.getByRole('dialog', { name: `申请详情（受理编号 ${receiptNo}）` });
    await openDialog(this.page, this.page.getByRole('button', { name: `查看进度：申请 ${receiptNo}` }), drawer);
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
    const drawer = this.page.getByRole('dialog', { name: `申请详情：${receiptNo}` });
    await openDialog(this.page, this.page.getByRole('button', { name: `查看办理：${receiptNo}` }), drawer);
    await drawer.getByRole('heading', { name: '办理记录' }).waitFor();
    return drawer;
  }

  /** Takes a staff action (its button in the drawer, then the confirmation with an optional comment, checked with axe while open). */
  async take(drawer: Locator, receiptNo: string, action: string, next: string, comment = ''): Promise<void> {
    const confirm = this.page.getByRole('dialog', { name: `${action}：${receiptNo}` });
    await openDialog(this.page, drawer.getByRole('button', { name: action, exact: true }), confirm);
    if (comment) await fill(this.page, confirm.getByLabel('办理意见'), comment);
    await expectAccessible(this.page);
    await activate(this.page, confirm.getByRole('button', { name: action, exact: true }));
    await confirm.waitFor({ state: 'hidden' });
    // The action's button gives way to the next step's; focus stays in the drawer to take it.
    await expectFocusInDialog(this.page);
    await drawer.getByText(next, { exact: true }).first().waitFor();
  }
}
