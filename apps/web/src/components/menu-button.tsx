import { type FocusEvent, type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** An entry of a {@link MenuButton}; `divider` draws a separator before it. */
export interface MenuButtonItem {
  key: string;
  label: string;
  divider?: boolean;
}

interface MenuButtonProps {
  /** The button's accessible name. */
  label: string;
  className?: string;
  children: ReactNode;
  items: MenuButtonItem[];
  onSelect: (key: string) => void;
}

/**
 * A button that opens a menu of actions (WAI-ARIA menu button pattern): Enter, Space or the arrow
 * keys open it on the first or last entry, the arrows, Home and End move, Esc closes it and returns
 * to the button, Tab or a click elsewhere closes it. Plain markup: it sits in the portal header,
 * which loads before any antd component.
 */
export function MenuButton({ label, className, children, items, onSelect }: MenuButtonProps) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const entries = () => [...(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  const focusEntry = (index: number) => {
    const all = entries();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAt = (index: number) => {
    setOpen(true);
    // The menu renders on the next frame; focus its entry then.
    requestAnimationFrame(() => focusEntry(index));
  };
  const close = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) button.current?.focus();
  };
  // A click or Tab elsewhere: focus left both the button and the menu.
  const onLeave = (event: FocusEvent) => {
    if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  const onButtonKey = (event: KeyboardEvent) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAt(event.key === 'ArrowDown' ? 0 : -1);
    }
  };
  const onMenuKey = (event: KeyboardEvent) => {
    const all = entries();
    const current = all.indexOf(document.activeElement as HTMLElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    const target = moves[event.key];
    if (target !== undefined) {
      event.preventDefault();
      focusEntry(target);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    } else if (event.key === 'Tab') {
      close(false);
    }
  };

  return (
    <div ref={root} className="menu-button">
      <button
        ref={button}
        type="button"
        className={className}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => (open ? close(false) : openAt(0))}
        onKeyDown={onButtonKey}
        onBlur={onLeave}
      >
        {children}
      </button>
      {open && (
        <div
          id={menuId}
          className="menu-button-list"
          role="menu"
          aria-label={label}
          onKeyDown={onMenuKey}
          onBlur={onLeave}
        >
          {items.map((item) => (
            <button
              key={item.key}
              type="button"
              role="menuitem"
              tabIndex={-1}
              className={item.divider ? 'menu-button-divided' : undefined}
              onClick={() => {
                close(true);
                onSelect(item.key);
              }}
            >
              {item.label}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
