import { boundedFieldErrors, Code, type Locale, type MessageKey, translate } from '@cityip/contracts';

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

/**
 * A 400 naming the fields at fault, in the caller's language, shaped like the schema validation
 * errors (`data.errors: [{field, message}]`): for checks a schema cannot make (a city's industry,
 * answers against a stored survey).
 */
export function fieldRefusal(
  locale: Locale,
  issues: readonly { field: string; message: MessageKey; params?: Record<string, string | number> }[],
): AppError {
  return new AppError(Code.BAD_REQUEST, 'error.badRequest', {}, 400, {
    errors: boundedFieldErrors(
      issues.map((issue) => ({ field: issue.field, message: translate(locale, issue.message, issue.params) })),
    ),
  });
}
