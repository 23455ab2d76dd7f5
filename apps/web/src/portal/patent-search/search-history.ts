import { useSyncExternalStore } from 'react';
import { readSession, SESSION_KEYS, writeSession } from './session-store.js';

/** One search already run in this tab: what to restore, what it searched and how much it found. */
export interface SearchedTarget {
  /** The search's address keys (page 1, no open detail). */
  search: string;
  /** The final expression sent. */
  expression: string;
  total: number;
  /** When it was last run (ms since the epoch). */
  at: number;
}

/** How many searches the list keeps. */
export const HISTORY_LIMIT = 20;

const isTarget = (value: unknown): value is SearchedTarget => {
  const v = value as Partial<SearchedTarget> | null;
  return (
    typeof v === 'object' &&
    v !== null &&
    typeof v.search === 'string' &&
    typeof v.expression === 'string' &&
    typeof v.total === 'number' &&
    typeof v.at === 'number'
  );
};
const isTargetList = (value: unknown): value is SearchedTarget[] => Array.isArray(value) && value.every(isTarget);

// Kept in memory for this page and in sessionStorage for reloads of the same tab.
let targets: SearchedTarget[] | null = null;
const listeners = new Set<() => void>();

function current(): SearchedTarget[] {
  targets ??= readSession(SESSION_KEYS.history, [], isTargetList);
  return targets;
}

function publish(next: SearchedTarget[]): void {
  targets = next;
  writeSession(SESSION_KEYS.history, next);
  for (const listener of [...listeners]) listener();
}

/** Records a search at the top of the list; running the same expression again moves it up. */
export function recordSearch(target: SearchedTarget): void {
  const rest = current().filter((seen) => seen.expression !== target.expression);
  publish([target, ...rest].slice(0, HISTORY_LIMIT));
}

/** Empties the list. */
export function clearSearchHistory(): void {
  publish([]);
}

/** Forgets the in-memory copy so the next read comes from sessionStorage (tests, reloads). */
export function resetSearchHistoryMemory(): void {
  targets = null;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The searches already run in this tab, newest first. */
export function useSearchHistory(): SearchedTarget[] {
  return useSyncExternalStore(subscribe, current, current);
}
