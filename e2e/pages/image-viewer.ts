import type { Locator, Page } from 'playwright-core';

/** The full-screen image viewer that opens from any image in rich content. */
export class ImageViewer {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '图片查看器' });
  }

  /** Clicks a content image by its alt text and waits for the viewer. */
  async openFrom(alt: string): Promise<void> {
    await this.page.getByRole('button', { name: `查看大图：${alt}`, exact: true }).click();
    await this.dialog.waitFor();
  }

  /** The zoom indicator, e.g. '缩放比例 110%'. */
  get zoomLevel(): Locator {
    return this.dialog.getByRole('status');
  }

  /** Presses the zoom-in button. */
  async zoomIn(): Promise<void> {
    await this.dialog.getByRole('button', { name: '放大', exact: true }).click();
  }

  /** Presses Esc and waits until the closing animation has removed the viewer. */
  async closeWithEscape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.dialog.waitFor({ state: 'detached' });
  }
}
