import { Drawer, type DrawerProps } from 'antd';
import { useEffect, useRef } from 'react';

/** Gives focus back to `trigger` if it is still on the page and does not have it already. */
function giveBack(trigger: HTMLElement | null): void {
  if (trigger?.isConnected && document.activeElement !== trigger) trigger.focus({ preventScroll: true });
}

/**
 * antd's Drawer, giving focus back to whatever opened it once it closes (WCAG 2.4.3), also when
 * its owner unmounts it. antd's own return (`focusTriggerAfterClose`, antd 6.6) records the
 * focused element after the drawer has already taken focus itself, and runs while the drawer's
 * focus lock still holds, so focus ends up on the page body.
 */
export function ReturnFocusDrawer({ open, ...props }: DrawerProps) {
  const trigger = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  // Read during render: the drawer's own effects move focus into it before any effect here runs.
  if (open && !wasOpen.current && document.activeElement instanceof HTMLElement) {
    trigger.current = document.activeElement;
  }
  wasOpen.current = Boolean(open);
  // Effects of the drawer (its focus lock released) run before this one. Once given back, the
  // trigger is forgotten, so unmounting a long-closed drawer takes focus from nobody.
  useEffect(() => {
    if (open) return;
    giveBack(trigger.current);
    trigger.current = null;
  }, [open]);
  useEffect(() => () => giveBack(trigger.current), []);
  return <Drawer {...props} open={open} focusable={{ ...props.focusable, focusTriggerAfterClose: false }} />;
}
