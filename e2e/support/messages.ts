import type { Page } from 'playwright-core';
import { expect } from 'vitest';

declare global {
  interface Window {
    /** Texts of the messages (antd toasts) shown since {@link watchMessages}. */
    __shownMessages?: string[];
  }
}

/**
 * Records every message (antd toast) the page shows from now on. A message stays a second or
 * two; on a busy machine the journey may look later than that, so it checks the record instead
 * of the screen. Call before the action that shows it.
 */
export async function watchMessages(page: Page): Promise<void> {
  await page.evaluate(() => {
    const shown: string[] = [];
    window.__shownMessages = shown;
    const record = () => {
      for (const notice of document.querySelectorAll('.ant-message-notice')) {
        const text = notice.textContent ?? '';
        if (text && !shown.includes(text)) shown.push(text);
      }
    };
    new MutationObserver(record).observe(document.body, { childList: true, subtree: true, characterData: true });
  });
}

/** Waits until the page has shown a message with `text` since {@link watchMessages}. */
export async function expectMessageShown(page: Page, text: string): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => window.__shownMessages ?? []), { message: `the message “${text}” is shown` })
    .toContain(text);
}
