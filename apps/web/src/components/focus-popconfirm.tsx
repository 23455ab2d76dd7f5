import { Popconfirm, type PopconfirmProps } from 'antd';
import { useRef } from 'react';

/**
 * antd's Popconfirm for keyboard users: opening it puts focus on its cancel button (the safe
 * choice) and closing it (Esc, cancel or confirm) gives focus back to what opened it. antd
 * leaves focus on the trigger while the question sits at the end of the page, out of Tab's way.
 */
export function FocusPopconfirm({ onOpenChange, cancelButtonProps, ...props }: PopconfirmProps) {
  const trigger = useRef<HTMLElement | null>(null);
  return (
    <Popconfirm
      {...props}
      cancelButtonProps={{ ...cancelButtonProps, autoFocus: true }}
      onOpenChange={(open) => {
        if (open && document.activeElement instanceof HTMLElement) trigger.current = document.activeElement;
        if (!open && trigger.current?.isConnected) trigger.current.focus();
        onOpenChange?.(open);
      }}
    />
  );
}
