import { z } from 'zod';
import { PAGE_QUERY } from './query-limits.js';

/**
 * The longest `msg` an answer carries, and the longest message of one field error: a translated
 * sentence with the values it names (those the caller sent are cut to fit).
 */
export const MESSAGE_MAX_LENGTH = 1000;
/** The longest `field` of a field error: a dotted path into the payload. */
export const FIELD_PATH_MAX_LENGTH = 200;
/** The most field errors one refusal lists: the first ones in the payload's order. */
export const MAX_FIELD_ERRORS = 100;

/** A business or HTTP status code of the envelope (200 success; 400, 401, 1401 …). */
export const ResultCodeSchema = z.int32();

/** The `{ code, msg, data }` envelope of every API response. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: ResultCodeSchema, msg: z.string().max(MESSAGE_MAX_LENGTH), data });
}

/** One field-level validation error, `field` is a dotted path into the payload. */
export const FieldErrorSchema = z.object({
  field: z.string().max(FIELD_PATH_MAX_LENGTH),
  message: z.string().max(MESSAGE_MAX_LENGTH),
});
export type FieldError = z.infer<typeof FieldErrorSchema>;

/** The field errors of a refused input, as `data.errors`. */
export const FieldErrorsSchema = z.array(FieldErrorSchema).max(MAX_FIELD_ERRORS);

/** `text` cut to at most `max` characters, an ellipsis marking the cut. */
export function fitText(text: string, max: number): string {
  return text.length <= max ? text : `${text.slice(0, max - 1)}…`;
}

/**
 * Field errors within the bounds the contract states: a payload with thousands of faults, or a
 * message quoting every unknown key the caller sent, must not make the answer unbounded.
 */
export function boundedFieldErrors(errors: readonly FieldError[]): FieldError[] {
  return errors.slice(0, MAX_FIELD_ERRORS).map(({ field, message }) => ({
    field: fitText(field, FIELD_PATH_MAX_LENGTH),
    message: fitText(message, MESSAGE_MAX_LENGTH),
  }));
}

export interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Query of every paginated list. */
export const PageQuerySchema = z.object({
  page: z.coerce.number().int().min(PAGE_QUERY.firstPage).default(PAGE_QUERY.firstPage),
  pageSize: z.coerce.number().int().min(1).max(PAGE_QUERY.maxSize).default(PAGE_QUERY.defaultSize),
});

/** A page of items with the total across all pages (no list query asks for more than PAGE_QUERY.maxSize). */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item).max(PAGE_QUERY.maxSize),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
}
export interface Page<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}
