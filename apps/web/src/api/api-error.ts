import type { Envelope } from '@cityip/contracts';

/** Why a call failed: the server answered with an error, the network failed, or it timed out. */
export type ApiErrorKind = 'http' | 'business' | 'network' | 'timeout';

/** User text for a failure the server did not describe; anything but the network is the server's fault. */
const MESSAGE_KEYS: Record<ApiErrorKind, string> = {
  network: 'error.network',
  timeout: 'error.timeout',
  http: 'error.server',
  business: 'error.server',
};

/**
 * The error a failed call rejects with. `message` is technical (for logs); what the user reads
 * comes from requestErrorText: the server's `msg` when it sent an envelope, else `messageKey`.
 * `envelope` is the server's `{code,msg,data}` when it sent one (e.g. 400 with `data.errors`);
 * `handled` means the client already told the user (session notices), so callers should not show
 * a second message; `requestId` is the server's x-request-id, when known.
 */
export class ApiError extends Error {
  /** Translation key of the user text when the server sent no `msg`. */
  readonly messageKey: string;

  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: number,
    readonly envelope: Envelope<unknown> | null = null,
    readonly handled = false,
    readonly requestId = '',
  ) {
    super(message);
    this.name = 'ApiError';
    this.messageKey = MESSAGE_KEYS[kind];
  }
}

/** Whether a parsed body has the envelope shape. */
export function isEnvelope(value: unknown): value is Envelope<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { code?: unknown }).code === 'number' &&
    'msg' in value
  );
}
