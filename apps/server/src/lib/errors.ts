import type { MessageKey } from '@cityip/contracts';

/**
 * A refusal the client is meant to see: business `code`, a message key translated per request,
 * and the HTTP status. By default the HTTP status equals the code when that is an HTTP error
 * status (400–599) and 200 otherwise (business codes such as 1001 or 1401 travel in HTTP 200).
 */
export class AppError extends Error {
  readonly code: number;
  readonly messageKey: MessageKey;
  readonly params: Record<string, string | number>;
  readonly httpStatus: number;
  readonly data: unknown;

  constructor(
    code: number,
    messageKey: MessageKey,
    params: Record<string, string | number> = {},
    httpStatus?: number,
    data: unknown = null,
  ) {
    super(messageKey);
    this.name = 'AppError';
    this.code = code;
    this.messageKey = messageKey;
    this.params = params;
    this.httpStatus = httpStatus ?? (code >= 400 && code <= 599 ? code : 200);
    this.data = data;
  }
}

/** Whether `error` is an {@link AppError}. */
export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}
