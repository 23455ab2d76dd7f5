import type { Envelope } from '@cityip/contracts';

/** Why a call failed: the server answered with an error, the network failed, or it timed out. */
export type ApiErrorKind = 'http' | 'business' | 'network' | 'timeout';

/**
 * The error a failed call rejects with. `envelope` is the server's `{code,msg,data}` when it sent
 * one (e.g. 400 with `data.errors`); `handled` means the client already told the user (session
 * notices), so callers should not show a second message.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly kind: ApiErrorKind,
    readonly status: number,
    readonly code: number,
    readonly envelope: Envelope<unknown> | null = null,
    readonly handled = false,
  ) {
    super(message);
    this.name = 'ApiError';
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
