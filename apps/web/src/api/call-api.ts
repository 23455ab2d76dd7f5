import { Code, type FieldError } from '@cityip/contracts';
import { ApiError } from './api-error.js';
import { request } from './http-client.js';

type RequestOptions = Parameters<typeof request>[0];

/**
 * Calls the API without the client's automatic status message (the screens show their own) and
 * resolves with `data` of a 200 envelope. A business refusal (e.g. 409 last admin) rejects with an
 * ApiError carrying the envelope, just like the HTTP errors the client rejects with itself.
 */
export async function callApi<T>(options: RequestOptions): Promise<T> {
  const response = await request<T>({ ...options, silent: true });
  if (response.code !== Code.OK) {
    throw new ApiError(response.msg, 'business', 200, response.code, response);
  }
  return response.data;
}

/** The server's field errors (`data.errors: [{field, message}]` of a 400), empty when there are none. */
export function fieldErrorsOf(error: unknown): FieldError[] {
  const data = error instanceof ApiError ? error.envelope?.data : undefined;
  const errors = (data as { errors?: unknown } | null | undefined)?.errors;
  if (!Array.isArray(errors)) return [];
  return errors.filter((e): e is FieldError => typeof e?.field === 'string' && typeof e?.message === 'string');
}
