import { Popconfirm, type PopconfirmProps } from 'antd';
import { useRef } from 'react';
import { MAIN_CONTENT_ID } from './skip-link.js';

/** How long after the question closes a removed trigger still counts as removed by its action. */
const REMOVAL_WATCH_MS = 10_000;

/**
 * Watches an open question's trigger: when the confirmed action removes it (a deleted row and its
 * button, sometimes before the question has closed), focus would fall to the page's body; it goes
 * to the main content instead, where the next Tab continues. Returns what to call on closing.
 */
function watchRemoval(trigger: HTMLElement): { closed: () => void } {
  let timer: number | undefined;
  const observer = new MutationObserver(() => {
    if (trigger.isConnected) return;
    stop();
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (lost) document.getElementById(MAIN_CONTENT_ID)?.focus();
  });
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
  observer.observe(document.body, { childList: true, subtree: true });
  return {
    closed: () => {
      timer = window.setTimeout(stop, REMOVAL_WATCH_MS);
    },
  };
}

/**
 * antd's Popconfirm for keyboard users: opening it puts focus on its cancel button (the safe
 * choice) and closing it (Esc, cancel or confirm) gives focus back to what opened it, or to the
 * main content once the confirmed action has removed that. antd leaves focus on the trigger while
 * the question sits at the end of the page, out of Tab's way.
 */
export function FocusPopconfirm({ onOpenChange, cancelButtonProps, ...props }: PopconfirmProps) {
  const trigger = useRef<HTMLElement | null>(null);
  const removal = useRef<{ closed: () => void } | null>(null);
  return (
    <Popconfirm
      {...props}
      cancelButtonProps={{ ...cancelButtonProps, autoFocus: true }}
      // Inside the dialog or main landmark the trigger is in, not loose at the end of the body where
      // screen readers' landmark navigation cannot reach it (axe: region) and a drawer's focus trap
      // would keep Tab out of it.
      getPopupContainer={(trigger) =>
        trigger.closest<HTMLElement>('[role="dialog"]') ?? document.getElementById(MAIN_CONTENT_ID) ?? document.body
      }
      onOpenChange={(open) => {
        if (open && document.activeElement instanceof HTMLElement) {
          trigger.current = document.activeElement;
          removal.current?.closed();
          removal.current = watchRemoval(trigger.current);
        }
        if (!open) {
          if (trigger.current?.isConnected) trigger.current.focus();
          removal.current?.closed();
          trigger.current = null;
          removal.current = null;
        }
        onOpenChange?.(open);
      }}
    />
  );
}
