import { API_PREFIX, REQUEST_TIMEOUT_MS } from '@cityip/contracts';

/** Settings of the HTTP client; tests point `origin` at a local fake server and shorten the timeout. */
export interface ClientConfig {
  /** Scheme and host of the API ('' = same origin as the page). */
  origin: string;
  /** Prefix of ordinary calls (spec section 9: /api); `.json` URLs go to the origin without it. */
  apiPrefix: string;
  /** Request timeout in milliseconds (spec: 65 s). */
  timeoutMs: number;
  /** Language sent as Accept-Language; the server localizes `msg` with it. */
  language: () => string;
}

const DEFAULTS: ClientConfig = {
  origin: '',
  apiPrefix: API_PREFIX,
  timeoutMs: REQUEST_TIMEOUT_MS,
  language: () => document.documentElement.lang || 'zh-CN',
};

let current: ClientConfig = { ...DEFAULTS };

/** The active client settings. */
export function clientConfig(): ClientConfig {
  return current;
}

/** Overrides client settings (the i18n module sets `language`; tests set `origin` and `timeoutMs`). */
export function configureClient(overrides: Partial<ClientConfig>): void {
  current = { ...current, ...overrides };
}

/** Restores the defaults (tests). */
export function resetClientConfig(): void {
  current = { ...DEFAULTS };
}
