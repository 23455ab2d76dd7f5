import './header-search.css';
import { type FormEvent, type KeyboardEvent, useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  HEADER_SEARCH_MAX_LENGTH,
  selectHeaderSearchTab,
  setHeaderSearchText,
  useHeaderSearch,
} from './header-search-store.js';
import { HEADER_SEARCH_TABS, type HeaderSearchTab, headerSearchHref } from './header-search-targets.js';

/** Arrow keys, Home and End move between tabs (WAI-ARIA tabs pattern, automatic activation). */
const KEY_STEPS: Record<string, (index: number, count: number) => number> = {
  ArrowRight: (i, n) => (i + 1) % n,
  ArrowLeft: (i, n) => (i - 1 + n) % n,
  Home: () => 0,
  End: (_, n) => n - 1,
};

/**
 * The header search box: tabs for results, demand, services, information, talents and the
 * industry navigation list, each keeping its own text (spec section 3), and a search that opens
 * the page of the selected tab. Plain controls, no antd: the header is part of every page's first
 * load.
 */
export function HeaderSearch() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { tab, texts } = useHeaderSearch();
  const baseId = useId();
  const tabRefs = useRef(new Map<HeaderSearchTab, HTMLButtonElement>());
  const tabId = (key: HeaderSearchTab) => `${baseId}-tab-${key}`;
  const panelId = `${baseId}-panel`;
  const inputId = `${baseId}-input`;
  const input = useRef<HTMLInputElement>(null);

  const onTabKey = (event: KeyboardEvent) => {
    const step = KEY_STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const next = HEADER_SEARCH_TABS[step(HEADER_SEARCH_TABS.indexOf(tab), HEADER_SEARCH_TABS.length)] ?? tab;
    selectHeaderSearchTab(next);
    tabRefs.current.get(next)?.focus();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void navigate(headerSearchHref(tab, texts[tab]));
  };

  return (
    <search className="header-search" aria-label={t('portal.headerSearch.region')}>
      <div
        className="header-search-tabs"
        role="tablist"
        aria-label={t('portal.headerSearch.tabs')}
        onKeyDown={onTabKey}
      >
        {HEADER_SEARCH_TABS.map((key) => (
          <button
            key={key}
            ref={(element) => {
              if (element) tabRefs.current.set(key, element);
              else tabRefs.current.delete(key);
            }}
            type="button"
            role="tab"
            id={tabId(key)}
            aria-selected={key === tab}
            aria-controls={panelId}
            tabIndex={key === tab ? 0 : -1}
            className="header-search-tab"
            onClick={() => selectHeaderSearchTab(key)}
          >
            {t(`portal.headerSearch.tab.${key}`)}
          </button>
        ))}
      </div>
      {/* ARIA allows no tabpanel role on a form: the panel wraps it. */}
      <div id={panelId} role="tabpanel" aria-labelledby={tabId(tab)}>
        <form className="header-search-form" onSubmit={submit}>
          <label htmlFor={inputId} className="visually-hidden">
            {t(`portal.headerSearch.label.${tab}`)}
          </label>
          <span className="header-search-field">
            <input
              ref={input}
              id={inputId}
              className="header-search-input"
              type="text"
              enterKeyHint="search"
              value={texts[tab]}
              maxLength={HEADER_SEARCH_MAX_LENGTH}
              placeholder={t(`portal.headerSearch.placeholder.${tab}`)}
              onChange={(event) => setHeaderSearchText(tab, event.target.value)}
            />
            {texts[tab] && (
              <button
                type="button"
                className="header-search-clear"
                aria-label={t('portal.headerSearch.clear')}
                onClick={() => {
                  setHeaderSearchText(tab, '');
                  input.current?.focus();
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </span>
          <button type="submit" className="header-search-submit">
            {t('portal.headerSearch.submit')}
          </button>
        </form>
      </div>
    </search>
  );
}
