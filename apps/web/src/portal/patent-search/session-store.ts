// The page's own memory (search history, view and column choices) lives for the tab session only:
// localStorage holds nothing but the spec's keys (spec section 3, browser storage keys).

/** Reads a JSON value from sessionStorage; `fallback` when absent, unreadable or rejected by `accept`. */
export function readSession<T>(key: string, fallback: T, accept: (value: unknown) => value is T): T {
  try {
    const text = window.sessionStorage.getItem(key);
    if (text === null) return fallback;
    const value: unknown = JSON.parse(text);
    return accept(value) ? value : fallback;
  } catch {
    return fallback;
  }
}

/** Writes a JSON value to sessionStorage; storage that is full or disabled only loses the memory. */
export function writeSession(key: string, value: unknown): void {
  try {
    window.sessionStorage.setItem(key, JSON.stringify(value));
  } catch {
    // See above: the page works without it.
  }
}

/** sessionStorage keys of this page. */
export const SESSION_KEYS = {
  history: 'patentSearch.history',
  view: 'patentSearch.view',
  columns: 'patentSearch.columns',
} as const;
