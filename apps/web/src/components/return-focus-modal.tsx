import { Modal, type ModalProps } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * antd's Modal for owners that show it by mounting it and hide it by unmounting it: antd gives
 * focus back only after its closing animation, which an unmounted modal never plays, so focus
 * fell to the page body (WCAG 2.4.3). This one gives it back to what opened it or, when that is
 * gone (the action it confirmed replaced its button), to the nearest focusable container around
 * it, such as the drawer it sat in.
 */
export function ReturnFocusModal(props: ModalProps) {
  const trigger = useRef<HTMLElement | null>(null);
  // Read during the first render: the modal's own effects move focus into it before any effect here runs.
  if (trigger.current === null && document.activeElement instanceof HTMLElement) {
    trigger.current = document.activeElement;
  }
  useEffect(() => {
    const opener = trigger.current;
    const container = opener?.parentElement?.closest<HTMLElement>('[tabindex]') ?? null;
    return () => {
      const target = opener?.isConnected ? opener : container?.isConnected ? container : null;
      target?.focus({ preventScroll: true });
    };
  }, []);
  return <Modal {...props} open />;
}
