import { useSyncExternalStore } from 'react';
import { readSession, writeSession } from '../patent-search/session-store.js';

/**
 * The exports started from the search page in this tab, so its progress area keeps showing a job
 * after it finished (with its download) until the user closes it. In sessionStorage, as the
 * search page's other memory: localStorage holds only the spec's keys.
 */
const KEY = 'patentSearch.exports';
const isIdList = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const listeners = new Set<() => void>();
let current: string[] | null = null;

function read(): string[] {
  current ??= readSession(KEY, [], isIdList);
  return current;
}

function write(ids: string[]): void {
  current = ids;
  writeSession(KEY, ids);
  for (const listener of listeners) listener();
}

/** Remembers a job started here. */
export function watchExport(id: string): void {
  if (!read().includes(id)) write([...read(), id]);
}

/** Forgets a job (the user closed its line). */
export function dismissExport(id: string): void {
  write(read().filter((item) => item !== id));
}

/** Forgets every job (a test starting afresh, or the session ending). */
export function resetWatchedExports(): void {
  current = null;
  for (const listener of listeners) listener();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const EMPTY: string[] = [];

/** The ids of the jobs started here, re-rendering on every change. */
export function useWatchedExports(): readonly string[] {
  return useSyncExternalStore(subscribe, read, () => EMPTY);
}
