import { useSyncExternalStore } from 'react';
import { HEADER_SEARCH_TABS, type HeaderSearchTab } from './header-search-targets.js';

/** The header search: the selected tab and the text typed in each tab (spec section 3). */
export interface HeaderSearchState {
  tab: HeaderSearchTab;
  texts: Readonly<Record<HeaderSearchTab, string>>;
}

/**
 * sessionStorage key of the state: the texts survive reloads within a browser tab but are not
 * remembered beyond it, and localStorage keeps exactly the spec's keys.
 */
export const HEADER_SEARCH_STORAGE_KEY = 'headerSearch';
export const HEADER_SEARCH_MAX_LENGTH = 200;

const isTab = (value: unknown): value is HeaderSearchTab => (HEADER_SEARCH_TABS as readonly unknown[]).includes(value);

function initialState(): HeaderSearchState {
  return {
    tab: 'result',
    texts: Object.fromEntries(HEADER_SEARCH_TABS.map((tab) => [tab, ''])) as Record<HeaderSearchTab, string>,
  };
}

/** The stored state; anything unreadable or hand-edited into another shape is ignored. */
function readStored(): HeaderSearchState {
  const state = initialState();
  try {
    const stored: unknown = JSON.parse(window.sessionStorage.getItem(HEADER_SEARCH_STORAGE_KEY) ?? 'null');
    if (typeof stored !== 'object' || stored === null) return state;
    const { tab, texts } = stored as { tab?: unknown; texts?: Record<string, unknown> };
    const restored = { ...state.texts };
    for (const key of HEADER_SEARCH_TABS) {
      const text = texts?.[key];
      if (typeof text === 'string') restored[key] = text.slice(0, HEADER_SEARCH_MAX_LENGTH);
    }
    return { tab: isTab(tab) ? tab : state.tab, texts: restored };
  } catch {
    // Storage unavailable or malformed: start empty.
    return state;
  }
}

let state: HeaderSearchState | null = null;
const listeners = new Set<() => void>();

function current(): HeaderSearchState {
  state ??= readStored();
  return state;
}

function update(next: HeaderSearchState): void {
  state = next;
  try {
    window.sessionStorage.setItem(HEADER_SEARCH_STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage unavailable (private mode, quota): the texts live in memory only.
  }
  for (const listener of [...listeners]) listener();
}

/** Selects a tab; its own text comes back with it. */
export function selectHeaderSearchTab(tab: HeaderSearchTab): void {
  if (current().tab !== tab) update({ ...current(), tab });
}

/** Sets the text of one tab, leaving the others' texts alone. */
export function setHeaderSearchText(tab: HeaderSearchTab, text: string): void {
  const value = text.slice(0, HEADER_SEARCH_MAX_LENGTH);
  if (current().texts[tab] !== value) update({ ...current(), texts: { ...current().texts, [tab]: value } });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the header search state, shared by every mounted header. */
export function useHeaderSearch(): HeaderSearchState {
  return useSyncExternalStore(subscribe, current, current);
}

/** Forgets the in-memory state so the next read starts from sessionStorage (tests: a fresh page load). */
export function reloadHeaderSearch(): void {
  state = null;
  for (const listener of [...listeners]) listener();
}
