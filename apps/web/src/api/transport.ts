import { ApiError } from './api-error.js';
import { isJsonPath } from './auth-header.js';
import { clientConfig } from './client-config.js';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One HTTP exchange, before any of the spec's response rules. */
export interface SendOptions {
  /** Path below /api ('/login', '/data/health'), or a '.json' path below the origin. */
  url: string;
  method?: HttpMethod;
  params?: Record<string, unknown>;
  data?: unknown;
  responseType?: 'json' | 'blob';
  /** Full Authorization header value, or '' for none. */
  authorization?: string;
}

/** What came back: status, headers and the parsed JSON body (null when not JSON) or the blob. */
export interface RawResponse {
  status: number;
  ok: boolean;
  headers: Headers;
  body: unknown;
  blob: Blob | null;
}

function appendParams(url: string, params: Record<string, unknown> | undefined): string {
  if (!params) return url;
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(key, String(item));
  }
  const query = search.toString();
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}

/** The absolute URL of a call: origin + /api + url, except `.json` URLs which drop /api. */
export function buildUrl(url: string, params?: Record<string, unknown>): string {
  const { origin, apiPrefix } = clientConfig();
  const path = url.startsWith('/') ? url : `/${url}`;
  const base = isJsonPath(path) ? origin : `${origin}${apiPrefix}`;
  return appendParams(`${base}${path}`, params);
}

async function parseBody(
  response: Response,
  responseType: 'json' | 'blob',
): Promise<{ body: unknown; blob: Blob | null }> {
  const type = response.headers.get('content-type') ?? '';
  if (responseType === 'blob' && response.ok && !type.includes('json')) {
    return { body: null, blob: await response.blob() };
  }
  const text = await response.text();
  if (!text) return { body: null, blob: null };
  try {
    return { body: JSON.parse(text), blob: null };
  } catch {
    return { body: null, blob: null };
  }
}

/**
 * Sends one request with the spec's transport rules: JSON bodies, Accept-Language, cookies
 * included, aborted after the timeout (65 s). Rejects with ApiError 'timeout' or 'network'.
 */
export async function send(options: SendOptions): Promise<RawResponse> {
  const { timeoutMs, language } = clientConfig();
  const method = options.method ?? 'GET';
  const hasBody = options.data !== undefined && method !== 'GET';
  const multipart = options.data instanceof FormData;
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': language() };
  // Bodies are JSON, except uploads, whose multipart type and boundary the browser sets. A bodiless
  // POST (visitor login, logout) must not claim a JSON body.
  if (hasBody && !multipart) headers['Content-Type'] = 'application/json';
  if (options.authorization) headers.Authorization = options.authorization;
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(buildUrl(options.url, options.params), {
      method,
      headers,
      credentials: 'include',
      signal: controller.signal,
      body: hasBody ? (multipart ? (options.data as FormData) : JSON.stringify(options.data)) : undefined,
    });
    const { body, blob } = await parseBody(response, options.responseType ?? 'json');
    return { status: response.status, ok: response.ok, headers: response.headers, body, blob };
  } catch (error) {
    if (controller.signal.aborted) {
      throw new ApiError(`Request timed out after ${timeoutMs} ms: ${options.url}`, 'timeout', 0, 0);
    }
    throw new ApiError(error instanceof Error ? error.message : String(error), 'network', 0, 0);
  } finally {
    clearTimeout(timer);
  }
}

/** The file name from a Content-Disposition header (RFC 5987 `filename*` preferred). */
export function filenameFrom(disposition: string | null): string {
  if (!disposition) return '';
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim().replace(/^"|"$/g, ''));
    } catch {
      // Fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("?)([^";]+)\1/i.exec(disposition);
  return plain?.[2]?.trim() ?? '';
}
