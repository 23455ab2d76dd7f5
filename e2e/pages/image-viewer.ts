import type { Locator, Page } from 'playwright-core';
import { activate, closeWithEscape, openDialog } from '../support/actions.js';

/** The full-screen image viewer that opens from any image in rich content. */
export class ImageViewer {
  readonly dialog: Locator;

  constructor(private readonly page: Page) {
    this.dialog = page.getByRole('dialog', { name: '图片查看器' });
  }

  /** Opens the viewer from a content image by its alt text (focus moves into it in the keyboard pass). */
  async openFrom(alt: string): Promise<void> {
    await openDialog(this.page, this.opener(alt), this.dialog);
  }

  /** A content image's button that opens the viewer. */
  opener(alt: string): Locator {
    return this.page.getByRole('button', { name: `查看大图：${alt}`, exact: true });
  }

  /** The zoom indicator, e.g. '缩放比例 110%'. */
  get zoomLevel(): Locator {
    return this.dialog.getByRole('status');
  }

  /** Presses the zoom-in button. */
  async zoomIn(): Promise<void> {
    await activate(this.page, this.dialog.getByRole('button', { name: '放大', exact: true }));
  }

  /** Presses Esc and waits until the closing animation has removed the viewer; focus returns to the image. */
  async closeWithEscape(alt: string): Promise<void> {
    await closeWithEscape(this.page, this.dialog, this.opener(alt));
  }
}
