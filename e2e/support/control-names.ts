import type { Page } from 'playwright-core';

/**
 * A second judgement besides axe: every visible control must name itself, by its own attributes
 * (aria-label, aria-labelledby, title), its own text (hidden text included, aria-hidden parts
 * not), a label, or an image's alt text. axe also takes the name of an icon inside
 * (`<button><span role="img" aria-label="left">`), which other engines refuse: antd's icon-only
 * buttons are named that way after the icon's English file name (issue 24). Returns one line per
 * unnamed control: its role and the start of its markup.
 */
export async function unnamedControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROLS =
      'button, [role="button"], a[href], input:not([type="hidden"]), select, textarea, [role="combobox"], [role="tab"], [role="link"]';
    const visibleText = (node: Node): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent ?? '';
      if (!(node instanceof Element) || node.getAttribute('aria-hidden') === 'true') return '';
      if (node instanceof HTMLImageElement) return node.alt;
      return [...node.childNodes].map(visibleText).join('');
    };
    const byIds = (ids: string) =>
      ids
        .split(/\s+/)
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join('');
    const named = (element: Element): boolean => {
      const own = [
        element.getAttribute('aria-label'),
        byIds(element.getAttribute('aria-labelledby') ?? ''),
        element.getAttribute('title'),
        visibleText(element),
        element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)
          ? element.value
          : '',
        ...('labels' in element && element.labels ? [...(element.labels as NodeListOf<HTMLLabelElement>)] : []).map(
          (label) => label.textContent,
        ),
      ];
      return own.some((text) => (text ?? '').trim() !== '');
    };
    return [...document.querySelectorAll(CONTROLS)]
      .filter(
        (element) => element.checkVisibility({ visibilityProperty: true }) && !element.closest('[aria-hidden="true"]'),
      )
      .filter((element) => !named(element))
      .map((element) => `control without a name: ${element.outerHTML.slice(0, 160)}`);
  });
}
