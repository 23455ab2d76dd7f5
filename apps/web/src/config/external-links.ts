import type { RuntimeConfig } from './runtime-config.js';

/** Top-menu entries that lead to platforms outside the portal (spec section 2). */
export type ExternalLinkKey = 'patentTransformation' | 'evidencePreservation';

/**
 * Where those entries lead. A deployment sets the real addresses through /api/config
 * `externalLinks`; until it does, they open the portal's own service window page, which lists the
 * city's service channels, so the menu never offers a dead link.
 */
export const externalLinks: Record<ExternalLinkKey, string> = {
  patentTransformation: '/publicServe',
  evidencePreservation: '/publicServe',
};

/** The address of an external entry: configured at run time, else the default above. */
export function externalLinkUrl(key: ExternalLinkKey, config: RuntimeConfig | null): string {
  const configured = config?.externalLinks?.[key];
  return configured && /^https?:\/\//.test(configured) ? configured : externalLinks[key];
}

/** Whether a URL leaves the portal (rendered as a new-window link instead of an in-app link). */
export function isExternalUrl(url: string): boolean {
  return /^https?:\/\//.test(url);
}
