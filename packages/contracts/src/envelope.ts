import { z } from 'zod';
import { PAGE_QUERY } from './query-limits.js';

/** The `{ code, msg, data }` envelope of every API response. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ code: z.number().int(), msg: z.string(), data });
}

/** One field-level validation error, `field` is a dotted path into the payload. */
export const FieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof FieldErrorSchema>;

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

/** A page of items with the total across all pages. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    items: z.array(item),
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
