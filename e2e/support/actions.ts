import type { FileChooser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { KEYBOARD_ONLY } from './input-mode.js';
import { type Focused, focused, focusedId, tabTo } from './keyboard.js';

// The journeys act through these: with the mouse as a user clicks, in the keyboard pass by Tab
// and Shift+Tab alone (every stop showing its focus, see keyboard.ts) and then a key. Nothing here
// falls back to a click in the keyboard pass: an unreachable control fails the journey.

/** Tab stops the estimate of `reach` may miss (scrollable regions Chromium makes focusable). */
const TAB_SLACK = 15;
let marked = 0;

/**
 * Moves focus to one of the elements `targets` matches with Tab or Shift+Tab, whichever way the
 * first lies from the focus in document order, within as many presses as there are focusable
 * elements on the way (plus a little).
 */
export async function reach(page: Page, targets: Locator): Promise<Focused> {
  // Attached, not visible: antd hides its radio and checkbox inputs under the drawn box.
  await targets.first().waitFor({ state: 'attached' });
  marked += 1;
  const ids = await targets.evaluateAll(
    (elements, fallback) =>
      elements.map((element, index) => {
        if (!element.id) element.id = `${fallback}-${index}`;
        return element.id;
      }),
    `keyboard-target-${marked}`,
  );
  let current = await focused(page);
  // With nothing focused, Chromium's Tab starts from where focus last was (or an element a route
  // change removed): one press tells where that is.
  if (current.description === 'body') current = await tabTo(page, () => true, { limit: 1 });
  if (ids.includes(focusedId(current))) return current;
  const { backwards, between } = await targets.first().evaluate((target) => {
    const start = document.activeElement ?? document.body;
    const backwards = Boolean(target.compareDocumentPosition(start) & Node.DOCUMENT_POSITION_FOLLOWING);
    const [from, to] = backwards ? [target, start] : [start, target];
    const follows = (a: Element, b: Element) =>
      Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);
    const between = [
      ...document.querySelectorAll<HTMLElement>(
        'a[href], button, input, select, textarea, summary, [tabindex], [contenteditable="true"]',
      ),
    ].filter(
      (element) =>
        element.tabIndex >= 0 &&
        !element.matches(':disabled') &&
        element.checkVisibility() &&
        follows(from, element) &&
        follows(element, to),
    ).length;
    return { backwards, between };
  });
  return tabTo(page, (element) => ids.includes(focusedId(element)), { backwards, limit: between + TAB_SLACK });
}

/** The key that operates a focused control: Space ticks a box or flips a switch, Enter does the rest. */
async function keyFor(target: Locator): Promise<'Enter' | 'Space'> {
  return target.evaluate((element) =>
    element.matches('input[type="checkbox"], input[type="radio"], [role="checkbox"], [role="switch"]')
      ? 'Space'
      : 'Enter',
  );
}

/** Clicks `target`, or reaches it and presses Enter (Space for a checkbox or switch). */
export async function activate(page: Page, target: Locator): Promise<void> {
  if (!KEYBOARD_ONLY) return target.click();
  await reach(page, target);
  await page.keyboard.press(await keyFor(target));
}

/** Fills a text field, or reaches it, selects what it holds and types over it. */
export async function fill(page: Page, target: Locator, text: string): Promise<void> {
  if (!KEYBOARD_ONLY) return target.fill(text);
  await reach(page, target);
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.press('Backspace');
  await page.keyboard.type(text);
}

/** Ticks a checkbox: `check()`, or reach it and Space. */
export async function tick(page: Page, checkbox: Locator): Promise<void> {
  if (!KEYBOARD_ONLY) return checkbox.check();
  await reach(page, checkbox);
  await page.keyboard.press('Space');
  expect(await checkbox.isChecked(), 'Space ticks the checkbox').toBe(true);
}

/**
 * Tab reaches a radio group or tab list on one member only (the chosen one, or the first); the
 * arrow keys then move the choice along the group, as a keyboard user does, until `chosen` holds.
 */
async function arrowTo(page: Page, group: Locator, chosen: () => Promise<boolean>, what: string): Promise<void> {
  await reach(page, group);
  const size = await group.count();
  for (let press = 0; press < size && !(await chosen()); press += 1) {
    await page.keyboard.press('ArrowRight');
    // Each step is a choice the page applies (often through the address) before the next arrow.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const active = document.activeElement;
          return active instanceof HTMLInputElement ? active.checked : active?.getAttribute('aria-selected') === 'true';
        }),
      )
      .toBe(true);
  }
  expect(await chosen(), `the arrow keys reach ${what}`).toBe(true);
}

/** Selects a radio button: `check()`, or Tab to its group and the arrow keys. */
export async function checkRadio(page: Page, radio: Locator): Promise<void> {
  // antd's button-style radios hide their input entirely: the mouse clicks the label drawn as the button.
  if (!KEYBOARD_ONLY) {
    return (await radio.isVisible()) ? radio.check() : radio.locator('xpath=ancestor::label[1]').click();
  }
  const name = await radio.getAttribute('name');
  const group = name ? page.locator(`input[type="radio"][name="${name}"]`) : radio;
  await arrowTo(page, group, () => radio.isChecked(), 'the radio button');
}

/**
 * Selects a tab of a tab list: a click, or Tab to the list and the arrow keys. The portal's tab
 * lists select the tab an arrow moves to; antd's (the back office's) only move focus, and Enter
 * selects the focused tab (manual activation).
 */
export async function selectTab(page: Page, tab: Locator): Promise<void> {
  if (!KEYBOARD_ONLY) return tab.click();
  const list = tab.locator('xpath=ancestor::*[@role="tablist"][1]').getByRole('tab');
  const selected = async () => (await tab.getAttribute('aria-selected')) === 'true';
  if (!(await tab.evaluate((element) => element.classList.contains('ant-tabs-tab-btn')))) {
    return arrowTo(page, list, selected, 'the tab');
  }
  await reach(page, list);
  const isFocused = () => tab.evaluate((element) => element === document.activeElement);
  for (let press = await list.count(); press > 0 && !(await isFocused()); press -= 1) {
    await page.keyboard.press('ArrowRight');
  }
  expect(await isFocused(), 'the arrow keys reach the tab').toBe(true);
  await page.keyboard.press('Enter');
  await expect.poll(selected, { message: 'Enter selects the tab' }).toBe(true);
}

/** Picks an option of an antd select: a click on it and its option, or ArrowDown to it and Enter. */
export async function chooseOption(page: Page, select: Locator, option: string): Promise<void> {
  const dropdown = page.locator('.ant-select-dropdown:visible');
  if (!KEYBOARD_ONLY) {
    await select.click();
    return dropdown.getByTitle(option, { exact: true }).click();
  }
  await reach(page, select);
  await page.keyboard.press('ArrowDown');
  const active = dropdown.locator('.ant-select-item-option-active');
  await active.waitFor();
  for (let press = 0; press < 100; press += 1) {
    if ((await active.getAttribute('title')) === option) {
      await page.keyboard.press('Enter');
      await dropdown.waitFor({ state: 'hidden' });
      return;
    }
    await page.keyboard.press('ArrowDown');
  }
  throw new Error(`ArrowDown did not reach the option "${option}"`);
}

/**
 * Picks an entry of a menu button: a click on each, or Enter on the button and the arrow keys
 * along the entries (menus keep their entries out of the Tab order).
 */
export async function pickMenuItem(page: Page, button: Locator, item: Locator): Promise<void> {
  if (!KEYBOARD_ONLY) {
    await button.click();
    return item.click();
  }
  await reach(page, button);
  await page.keyboard.press('Enter');
  // The menu puts focus on its first entry a frame after it opens.
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.getAttribute('role')), {
      message: 'focus moves into the menu',
    })
    .toBe('menuitem');
  const focusedItem = () => item.evaluate((element) => element === document.activeElement);
  for (let press = 0; press < 20 && !(await focusedItem()); press += 1) await page.keyboard.press('ArrowDown');
  expect(await focusedItem(), 'the arrow keys reach the menu entry').toBe(true);
  expect((await focused(page)).visible, 'the menu entry shows its focus').toBe(true);
  await page.keyboard.press('Enter');
}

/** Starts the file chooser from its button (clicked, or reached and pressed) and hands it the files. */
export async function chooseFiles(
  page: Page,
  button: Locator,
  files: Parameters<FileChooser['setFiles']>[0],
): Promise<void> {
  const [chooser] = await Promise.all([page.waitForEvent('filechooser'), activate(page, button)]);
  await chooser.setFiles(files);
}

/**
 * Opens a dialog (modal, drawer, confirmation) with its opener and waits for it; in the keyboard
 * pass focus must have moved into it, where a keyboard user can go on.
 */
export async function openDialog(page: Page, opener: Locator, dialog: Locator): Promise<void> {
  await activate(page, opener);
  await dialog.waitFor();
  await expectFocusInDialog(page);
}

/** In the keyboard pass: focus is inside the open dialog (it was moved there). */
export async function expectFocusInDialog(page: Page): Promise<void> {
  if (!KEYBOARD_ONLY) return;
  await expect
    .poll(
      async () => {
        const now = await focused(page);
        return now.inDialog || now.description;
      },
      { message: 'focus moves into the dialog (else: where it is)' },
    )
    .toBe(true);
}

/** In the keyboard pass: focus is back on the control that opened the closed dialog. */
export async function expectFocusBackOn(opener: Locator): Promise<void> {
  if (!KEYBOARD_ONLY) return;
  await expect
    .poll(() => opener.evaluate((element) => element === document.activeElement), {
      message: 'focus returns to what opened the dialog',
    })
    .toBe(true);
}

/** Closes a dialog with Esc and waits until it is gone; in the keyboard pass focus is back on its opener. */
export async function closeWithEscape(page: Page, dialog: Locator, opener?: Locator): Promise<void> {
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'hidden' });
  if (opener) await expectFocusBackOn(opener);
}
