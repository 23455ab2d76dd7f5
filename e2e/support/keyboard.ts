import type { Locator, Page } from 'playwright-core';

/** The element that has focus, as a keyboard user would need to see it. */
export interface Focused {
  /** `tag#id.class "accessible text"`, for messages. */
  description: string;
  /** A focus indicator is drawn: an outline or a focus shadow on it or on the antd control wrapping it. */
  visible: boolean;
  /** The computed outline and box shadow, for messages. */
  ring: string;
  /** Inside an open dialog (`role="dialog"` or antd's modal, drawer or popover). */
  inDialog: boolean;
}

/** Describes the focused element of the page. */
export function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body)
      return { description: 'body', visible: false, ring: '', inDialog: false };
    const drawn = (target: Element | null) => {
      if (!target) return false;
      const style = getComputedStyle(target);
      return (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none';
    };
    const wrapper = element.closest(
      '.ant-input-affix-wrapper, .ant-input-number, .ant-select, .ant-picker, .ant-radio-button-wrapper',
    );
    // antd rings its hidden checkbox and radio inputs on the box drawn beside them.
    const box = element.matches('.ant-checkbox-input, .ant-radio-input')
      ? (element.parentElement?.querySelector('.ant-checkbox-inner, .ant-radio-inner') ?? null)
      : null;
    const name = (
      element.getAttribute('aria-label') ??
      element.getAttribute('placeholder') ??
      element.textContent ??
      ''
    )
      .trim()
      .slice(0, 30);
    const classes = typeof element.className === 'string' ? element.className.split(' ')[0] : '';
    return {
      description: `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${classes ? `.${classes}` : ''} "${name}"`,
      visible: drawn(element) || drawn(wrapper) || drawn(box),
      ring: `focus-visible ${element.matches(':focus-visible')}, outline ${getComputedStyle(element).outline}, shadow ${getComputedStyle(element).boxShadow}`,
      inDialog: element.closest('[role="dialog"], .ant-modal, .ant-drawer, .ant-popover') !== null,
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until `wanted` holds for the focused element; fails after `limit`
 * presses. Every stop on the way must show where focus is.
 */
export async function tabTo(
  page: Page,
  wanted: (element: Focused) => boolean,
  { backwards = false, limit = 60 } = {},
): Promise<Focused> {
  const stops: string[] = [];
  for (let press = 0; press < limit; press += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    if (now.description !== 'body' && !now.visible)
      throw new Error(`no visible focus on ${now.description}: ${now.ring}`);
    if (wanted(now)) return now;
    stops.push(now.description);
  }
  throw new Error(
    `not reached within ${limit} presses of ${backwards ? 'Shift+Tab' : 'Tab'}; the stops were:\n${stops.join('\n')}`,
  );
}

/** The id in a focus description; it ends where the class or name begins: `#login` is not `#login_email`. */
export function focusedId(element: Focused): string {
  return /^[a-z0-9-]+#(\S+?)(?:\.| "|$)/.exec(element.description)?.[1] ?? '';
}

let targets = 0;

/**
 * Tabs to the element `target` finds (see {@link tabTo}): an element without an id gets one the
 * focus description can name (React leaves ids it does not manage alone).
 */
export async function tabToElement(
  page: Page,
  target: Locator,
  options: { backwards?: boolean; limit?: number } = {},
): Promise<Focused> {
  targets += 1;
  const id = await target.evaluate((element, fallback) => {
    if (!element.id) element.id = fallback;
    return element.id;
  }, `keyboard-target-${targets}`);
  return tabTo(page, (element) => focusedId(element) === id, options);
}
