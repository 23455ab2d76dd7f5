import { type RefObject, useLayoutEffect, useState } from 'react';

/**
 * Whether antd's tab bar under `container` has more tabs than its row holds: it then shows a
 * "more" button inside the tab list (axe: aria-required-children, and a control without a name),
 * so the caller shows a section picker instead. Measured, not counted: how many tabs fit depends
 * on the account's tabs, the language and the width. Once crowded it stays so (a picker has no
 * row to measure); `reset` (the tab keys and the language) starts measuring again.
 */
export function useCrowdedTabs(container: RefObject<HTMLElement | null>, reset: string): boolean {
  const [crowded, setCrowded] = useState<{ reset: string; crowded: boolean }>({ reset, crowded: false });
  const isCrowded = crowded.reset === reset && crowded.crowded;
  useLayoutEffect(() => {
    const root = container.current;
    if (isCrowded || !root) return;
    const check = () => {
      const more = root.querySelector('.ant-tabs-nav-operations');
      if (more && !more.classList.contains('ant-tabs-nav-operations-hidden')) setCrowded({ reset, crowded: true });
    };
    check();
    // antd measures after layout and toggles the class; the row also changes with the width.
    const changes = new MutationObserver(check);
    changes.observe(root, { attributes: true, attributeFilter: ['class'], subtree: true });
    return () => changes.disconnect();
  }, [container, reset, isCrowded]);
  return isCrowded;
}
