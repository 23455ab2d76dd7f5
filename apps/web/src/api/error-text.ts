import { t as translateGlobally } from '../i18n/index.js';
import { ApiError } from './api-error.js';

/** A translate function: the component's `t` from useTranslation, or the app-wide one. */
export type Translate = (key: string, params?: Record<string, string>) => string;

/** Shown in error.server's request-id slot when no server answered (proxy error, offline). */
const UNKNOWN_REQUEST_ID = '-';

/**
 * The one place that turns a failed request into text for the user: null when the HTTP client
 * already told them (session notices), the server's own `msg` (already in the user's language)
 * when it sent one, else the translated text of the failure's kind (network, timeout, server).
 */
export function requestErrorText(error: unknown, translate: Translate = translateGlobally): string | null {
  if (!(error instanceof ApiError)) return translate('error.server', { requestId: UNKNOWN_REQUEST_ID });
  if (error.handled) return null;
  if (error.envelope?.msg) return error.envelope.msg;
  return translate(error.messageKey, { requestId: error.requestId || UNKNOWN_REQUEST_ID });
}
