import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useCityName } from '../../app/use-platform-title.js';
import { useMenuHighlight } from '../../routing/use-route-handle.js';
import { PortalLink } from '../content/external-link.js';
import { useSubItemHref } from '../content/site.api.js';
import { NAV_MENU, type NavItem, type NavSubItem } from './nav-menu.js';

function SubItemLink({ item, selected, onNavigate }: { item: NavSubItem; selected: boolean; onNavigate: () => void }) {
  const { t } = useTranslation();
  const city = useCityName();
  const label = t(item.title, { city });
  // External platforms open their jump link in a new tab after the leaving-portal notice.
  return (
    <PortalLink
      className="nav-panel-link"
      href={useSubItemHref(item)}
      name={label}
      current={selected}
      onClick={onNavigate}
    >
      {label}
    </PortalLink>
  );
}

function MenuEntry({ item, highlight }: { item: NavItem; highlight: string[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const ref = useRef<HTMLLIElement>(null);
  const hoverOpened = useRef(false);
  const active = highlight.includes(item.title);
  const close = () => setOpen(false);

  if (item.children.length === 0) {
    return (
      <li className={`nav-entry${active ? ' is-active' : ''}`}>
        <Link to={item.path} className="nav-top" aria-current={active ? 'page' : undefined}>
          {t(item.title)}
        </Link>
      </li>
    );
  }
  // Disclosure pattern: the button toggles a list of links; hover opens it too for mouse users.
  return (
    <li
      ref={ref}
      className={`nav-entry has-children${active ? ' is-active' : ''}${open ? ' is-open' : ''}`}
      onMouseEnter={() => {
        hoverOpened.current = !open;
        setOpen(true);
      }}
      onMouseLeave={() => {
        hoverOpened.current = false;
        close();
      }}
      onBlur={(event) => {
        if (!ref.current?.contains(event.relatedTarget as Node | null)) close();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          close();
          ref.current?.querySelector('button')?.focus();
        }
      }}
    >
      <button
        type="button"
        className="nav-top"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          // A mouse click right after hover opened the panel keeps it open instead of toggling it shut.
          if (hoverOpened.current) hoverOpened.current = false;
          else setOpen(!open);
        }}
      >
        {t(item.title)}
      </button>
      <ul id={panelId} className="nav-panel" hidden={!open}>
        {item.children.map((child) => (
          <li key={child.title} className={highlight.includes(child.title) ? 'is-active' : undefined}>
            <SubItemLink item={child} selected={highlight.includes(child.title)} onNavigate={close} />
          </li>
        ))}
      </ul>
    </li>
  );
}

/** The top navigation menu of the front site, highlighted from the current route's title. */
export function PortalNav() {
  const { t } = useTranslation();
  const highlight = useMenuHighlight();
  const { pathname, search } = useLocation();
  return (
    <nav className="portal-nav" aria-label={t('nav.label')}>
      {/* Keyed by location: open panels close after a navigation. */}
      <ul key={`${pathname}${search}`} className="nav-list">
        {NAV_MENU.map((item) => (
          <MenuEntry key={item.title} item={item} highlight={highlight} />
        ))}
      </ul>
    </nav>
  );
}
