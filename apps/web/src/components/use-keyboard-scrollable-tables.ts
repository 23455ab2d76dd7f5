import { type RefObject, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * antd's scroll boxes of a table with `scroll={{ x }}` (and of one with a fixed header), and the
 * plain pages' box around a wide table.
 */
const SCROLL_BOXES = '.ant-table-content, .ant-table-body, .table-scroll';

/**
 * Tables wider than their box (many columns, 长辈版 type, a phone) scroll sideways; keyboard users
 * can only scroll what takes focus (WCAG 2.1.1, axe scrollable-region-focusable). While a table
 * under `container` overflows, its scroll box takes focus and is a named region.
 */
export function useKeyboardScrollableTables(container: RefObject<HTMLElement | null>): void {
  const { t } = useTranslation();
  const label = t('app.scrollableTable');
  useEffect(() => {
    const root = container.current;
    if (!root) return;
    const update = () => {
      for (const box of root.querySelectorAll<HTMLElement>(SCROLL_BOXES)) {
        if (box.scrollWidth > box.clientWidth) {
          box.tabIndex = 0;
          box.setAttribute('role', 'region');
          box.setAttribute('aria-label', label);
        } else if (box.hasAttribute('tabindex')) {
          box.removeAttribute('tabindex');
          box.removeAttribute('role');
          box.removeAttribute('aria-label');
        }
      }
    };
    update();
    const resized = new ResizeObserver(update);
    resized.observe(root);
    // Rows arrive, pages change, columns switch: only element changes matter, not attributes set here.
    const changed = new MutationObserver(update);
    changed.observe(root, { childList: true, subtree: true });
    return () => {
      resized.disconnect();
      changed.disconnect();
    };
  }, [container, label]);
}
