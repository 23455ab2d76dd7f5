import type { PublicConfig } from '@cityip/contracts';
import { useSyncExternalStore } from 'react';
import { request } from '../api/http-client.js';

/** Public runtime configuration of the SPA (GET /api/config, PublicConfigSchema). */
export type RuntimeConfig = PublicConfig;

let config: RuntimeConfig | null = null;
let loading: Promise<RuntimeConfig> | null = null;
const listeners = new Set<() => void>();

/** Loads /api/config once (concurrent callers share the request); rejects when it cannot be read. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (config) return Promise.resolve(config);
  loading ??= request<RuntimeConfig>({ url: '/config', silent: true })
    .then((response) => {
      if (response.code !== 200 || !response.data) throw new Error(response.msg || 'config unavailable');
      config = response.data;
      for (const listener of [...listeners]) listener();
      return config;
    })
    .finally(() => {
      loading = null;
    });
  return loading;
}

/** The runtime config if loaded (null before /api/config answered). */
export function getRuntimeConfig(): RuntimeConfig | null {
  return config;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** React hook: the runtime config, null until loaded. */
export function useRuntimeConfig(): RuntimeConfig | null {
  return useSyncExternalStore(subscribe, getRuntimeConfig, getRuntimeConfig);
}

/** Replaces the loaded config (tests). */
export function setRuntimeConfig(next: RuntimeConfig | null): void {
  config = next;
  for (const listener of [...listeners]) listener();
}
