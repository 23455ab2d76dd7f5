import '../styles/display.css';
import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';

/** One tab of a tab list: its key and label. */
export type TabItem = { key: string; label: ReactNode };

type TabListProps = {
  items: readonly TabItem[];
  activeKey: string | undefined;
  /** Prefix of the tabs' ids (`${idPrefix}-${key}`), which their panels are labelled by. */
  idPrefix: string;
  labelledBy?: string;
  className?: string;
  onChange: ((key: string) => void) | undefined;
};

/**
 * An ARIA tab list: one tab stop, the arrow keys (and Home, End) move and select. Plain markup
 * and CSS, no antd: the home page's title cards and the search pages use it.
 */
export function TabList({ items, activeKey, idPrefix, labelledBy, className, onChange }: TabListProps) {
  const refs = useRef(new Map<string, HTMLButtonElement>());
  const move = (event: KeyboardEvent, from: number) => {
    const delta = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 }[event.key];
    const target = delta === undefined ? undefined : items[(from + delta + items.length) % items.length];
    const edge = event.key === 'Home' ? items[0] : event.key === 'End' ? items[items.length - 1] : undefined;
    const next = target ?? edge;
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.key)?.focus();
    onChange?.(next.key);
  };
  return (
    <div className={className ? `tab-list ${className}` : 'tab-list'} role="tablist" aria-labelledby={labelledBy}>
      {items.map((item, index) => {
        const selected = item.key === activeKey;
        return (
          <button
            key={item.key}
            ref={(node) => {
              if (node) refs.current.set(item.key, node);
              else refs.current.delete(item.key);
            }}
            id={`${idPrefix}-${item.key}`}
            type="button"
            role="tab"
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            className={selected ? 'tab-list-tab tab-list-tab--active' : 'tab-list-tab'}
            onClick={() => onChange?.(item.key)}
            onKeyDown={(event) => move(event, index)}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}

/** One tab of {@link Tabs}: its key, label and panel. */
export type TabPanelItem = TabItem & { children?: ReactNode };

type TabsProps = {
  items: readonly TabPanelItem[];
  /** The chosen tab; the tabs keep their own choice when not given. */
  activeKey?: string;
  onChange?: (key: string) => void;
  className?: string;
};

/**
 * A tab list over its panels. A panel renders when its tab is first chosen and then stays (hidden
 * while another is chosen), so what was typed or loaded in it is still there on coming back.
 */
export function Tabs({ items, activeKey, onChange, className }: TabsProps) {
  const [chosen, setChosen] = useState(items[0]?.key);
  const idPrefix = useId();
  const active = activeKey ?? chosen;
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(active ? [active] : []));
  if (active && !shown.has(active)) setShown(new Set([...shown, active]));
  const choose = (key: string) => {
    setChosen(key);
    onChange?.(key);
  };
  return (
    <div className={className ? `tabs ${className}` : 'tabs'}>
      <TabList items={items} activeKey={active} idPrefix={idPrefix} onChange={choose} />
      {items
        .filter((item) => shown.has(item.key))
        .map((item) => (
          <div
            key={item.key}
            role="tabpanel"
            aria-labelledby={`${idPrefix}-${item.key}`}
            className="tab-panel"
            hidden={item.key !== active}
          >
            {item.children}
          </div>
        ))}
    </div>
  );
}
