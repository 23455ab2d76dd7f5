import type { Locator, Page } from 'playwright-core';
import { activate, chooseFiles, chooseOption, expectFocusInDialog, fill, reach } from '../support/actions.js';
import { KEYBOARD_ONLY } from '../support/input-mode.js';

/** A file handed to a file chooser: name, type and bytes. */
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

/** What the journey types into the policy form; labels are the zh-CN option texts. */
export interface PolicyFormInput {
  title: string;
  level: string;
  docNumber: string;
  authority: string;
  publishDate: string;
  effectiveDate: string;
  tags: string[];
  summary: string;
  body: string;
}

/** The back office's policy list (/content/policy) and add/edit screen (/content/policyOpreation). */
export class PolicyEditPage {
  constructor(private readonly page: Page) {}

  /** The Tiptap editing area of the body. */
  get editor(): Locator {
    return this.page.getByRole('textbox', { name: '正文', exact: true });
  }

  /** Opens the policy list and its add screen through the '新增政策' button. */
  async openNewFromList(): Promise<void> {
    await this.page.goto('/backStackSupport/content/policy');
    await activate(this.page, this.page.getByRole('button', { name: '新增政策' }));
    await this.page.waitForURL('**/backStackSupport/content/policyOpreation');
    await this.editor.waitFor();
  }

  /** Fills every metadata field and types the body text. */
  async fill(input: PolicyFormInput): Promise<void> {
    await fill(this.page, this.page.getByLabel('标题', { exact: true }), input.title);
    await this.choose('政策级别', input.level);
    await fill(this.page, this.page.getByLabel('发文字号', { exact: true }), input.docNumber);
    await fill(this.page, this.page.getByLabel('发文机关', { exact: true }), input.authority);
    await this.pickDate('发布日期', input.publishDate);
    await this.pickDate('生效日期', input.effectiveDate);
    // The tag input is re-mounted while typing, so type through the keyboard, not the locator.
    await (KEYBOARD_ONLY
      ? reach(this.page, this.page.getByLabel('标签', { exact: true }))
      : this.page.getByLabel('标签', { exact: true }).click());
    for (const tag of input.tags) {
      await this.page.keyboard.type(tag);
      await this.page.keyboard.press('Enter');
    }
    await this.page.keyboard.press('Escape');
    await fill(this.page, this.page.getByLabel('摘要', { exact: true }), input.summary);
    await (KEYBOARD_ONLY ? reach(this.page, this.editor) : this.editor.click());
    await this.page.keyboard.type(input.body);
  }

  /** Uploads an image through the editor toolbar, describes it, and waits for it to appear in the body. */
  async insertImage(file: UploadFile, description: string): Promise<void> {
    await chooseFiles(this.page, this.page.getByRole('button', { name: '插入图片' }), file);
    const dialog = this.page.getByRole('dialog', { name: '图片说明' });
    await dialog.waitFor();
    await expectFocusInDialog(this.page);
    await fill(this.page, dialog.getByRole('textbox', { name: /替代文本/ }), description);
    await activate(this.page, dialog.getByRole('button', { name: /确定/ }));
    await this.editor.locator(`img[alt="${description}"]`).waitFor();
  }

  /** Uploads an attachment and waits for it in the list of uploaded files. */
  async attach(file: UploadFile): Promise<void> {
    await chooseFiles(this.page, this.page.getByRole('button', { name: '上传附件' }), file);
    await this.page.getByRole('list', { name: '已上传的文件' }).getByRole('link', { name: file.name }).waitFor();
  }

  /** Picks an option of an antd select by its field label. */
  async choose(label: string, option: string): Promise<void> {
    // By label: antd draws the required asterisk with CSS, which becomes part of the role name.
    await chooseOption(this.page, this.page.getByLabel(label, { exact: true }), option);
  }

  /** Saves and waits for the list the screen returns to. */
  async save(): Promise<void> {
    await activate(this.page, this.page.getByRole('button', { name: /^保存$/ }));
    await this.page.waitForURL('**/backStackSupport/content/policy');
  }

  private async pickDate(label: string, date: string): Promise<void> {
    await fill(this.page, this.page.getByLabel(label, { exact: true }), date);
    // Tab commits the typed date and closes the calendar; Enter would submit the whole form.
    await this.page.keyboard.press('Tab');
  }
}
