import { z } from 'zod';
import { type FormField, formOf } from './application-forms.js';
import type { ApplicationKindKey } from './application-kinds.js';
import { IdCardNumberSchema, UsccSchema } from './identity.js';
import { ISO_DATE } from './query-limits.js';
import { MobilePhoneSchema } from './registration.js';
import { TEXT_LIMITS } from './text-limits.js';

/** One value of an application's data: text, a number, the chosen values or upload ids, or nothing. */
export type ApplicationValue = string | number | string[] | null;
/** An application's form data, keyed by field name. */
export type ApplicationData = Record<string, ApplicationValue>;

/** A CNIPA application number: 8 or 12 digits and the check digit, with or without `CN`/`ZL` and the dot. */
const PATENT_NUMBER = /^(?:CN|ZL)?(\d{8}|\d{12})\.?([\dX])$/;

/** Stored as the patent database writes it: `CN202110123456.7`. */
export function normalizePatentNumber(value: string): string | null {
  const match = PATENT_NUMBER.exec(value.replace(/\s+/g, '').toUpperCase());
  return match ? `CN${match[1]}.${match[2]}` : null;
}

const isRealDate = (value: string) =>
  ISO_DATE.test(value) && !Number.isNaN(Date.parse(value)) && new Date(value).toISOString().startsWith(value);

/** An industry code of the city profile (the server checks it is one). */
const CODE = /^[a-z][a-z0-9-]{0,31}$/;

const text = (max: number) =>
  z.string({ error: 'validation.required' }).trim().max(max, { error: 'validation.tooLong' });

/** The schema of a single non-empty value of `field`. */
function valueSchema(field: FormField): z.ZodType<string, string> {
  switch (field.type) {
    case 'phone':
      return MobilePhoneSchema;
    case 'email':
      return text(field.max)
        .toLowerCase()
        .pipe(z.email({ error: 'validation.email' }));
    case 'idNumber':
      return IdCardNumberSchema;
    case 'uscc':
      return UsccSchema;
    case 'date':
      return text(TEXT_LIMITS.date).refine(isRealDate, { error: 'validation.date' });
    case 'patentNumber':
      return text(field.max).transform((value, ctx) => {
        const normalized = normalizePatentNumber(value);
        if (normalized) return normalized;
        ctx.addIssue({ code: 'custom', message: 'validation.patentNumber' });
        return z.NEVER;
      });
    case 'select':
    case 'radio': {
      if (field.optionsFrom) return text(field.max).regex(CODE, { error: 'validation.choice' });
      const values = new Set((field.options ?? []).map((option) => option.value));
      return text(field.max).refine((value) => values.has(value), { error: 'validation.choice' });
    }
    default:
      return text(field.max);
  }
}

/** The schema of one field; optional fields take an empty value (`''`, `null`, `[]`). */
function fieldSchema(field: FormField): z.ZodType<ApplicationValue> {
  if (field.type === 'attachments') {
    const min = field.min ?? (field.required ? 1 : 0);
    const files = z
      .array(z.uuid({ error: 'validation.upload' }), { error: 'validation.attachmentsRequired' })
      .min(min, { error: 'validation.attachmentsRequired' })
      .max(field.max, { error: 'validation.attachmentsTooMany' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.upload' });
    // A default would skip the minimum, so only optional fields get one.
    return min > 0 ? files : files.default([]);
  }
  if (field.type === 'number') {
    const number = z
      .number({ error: 'validation.wholeNumber' })
      .int({ error: 'validation.wholeNumber' })
      .min(0, { error: 'validation.wholeNumber' })
      .max(field.max, { error: 'validation.tooLarge' });
    return field.required ? number : number.nullable().default(null);
  }
  if (field.type === 'select' && field.multiple) {
    const values = new Set((field.options ?? []).map((option) => option.value));
    const choices = z
      .array(
        z.string().refine((value) => values.has(value), { error: 'validation.choice' }),
        {
          error: 'validation.required',
        },
      )
      .min(field.required ? 1 : 0, { error: 'validation.required' })
      .max(field.max, { error: 'validation.tooMany' })
      .transform((chosen) => [...new Set(chosen)]);
    return field.required ? choices : choices.default([]);
  }
  const single = valueSchema(field);
  const given = z.string({ error: 'validation.required' }).trim();
  if (field.required) return given.min(1, { error: 'validation.required' }).pipe(single);
  return given.pipe(z.union([z.literal(''), single])).default('');
}

/**
 * The zod schema of `kind`'s form data, built from its definition: the server validates
 * submissions with it and the web form validates before sending. Errors are message keys. Checks
 * that need the database (uploads owned by the applicant, a city industry, an open-licence patent)
 * are the server's.
 */
export function applicationDataSchema(kind: ApplicationKindKey): z.ZodType<ApplicationData> {
  const shape: Record<string, z.ZodType<ApplicationValue>> = {};
  for (const field of formOf(kind)) shape[field.name] = fieldSchema(field);
  return z.object(shape, { error: 'validation.required' });
}

/** The upload ids an application's data attaches, across its attachment fields. */
export function attachmentIdsOf(kind: ApplicationKindKey, data: ApplicationData): string[] {
  return formOf(kind).flatMap((field) => {
    const value = field.type === 'attachments' ? data[field.name] : null;
    return Array.isArray(value) ? value : [];
  });
}
