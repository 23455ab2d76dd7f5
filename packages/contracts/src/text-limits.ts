import { z } from 'zod';

/**
 * The longest text each kind of field holds, by what it holds (OWASP API4: every string the API
 * takes or gives is bounded, and the forms and the server enforce the same numbers). Generous
 * where people type: a bound that refuses what someone may legitimately write is a bug. A field
 * whose meaning none of these fits names its own limit beside its schema.
 */
export const TEXT_LIMITS = {
  /** A record id the server made (a UUID is 36 characters). */
  id: 64,
  /** A machine word: a code of a fixed list, a key, an IPC class, a module or status name. */
  code: 64,
  /** A person's name, a user's nickname. */
  personName: 100,
  /** An organisation's or a thing's name: a company, an outlet, a service, a district, a file. */
  name: 200,
  /** A title or a heading. */
  title: 300,
  /** One line of text: an address, a short answer, a label. */
  line: 500,
  /** A paragraph: a summary, a reason, a remark, a notice. */
  paragraph: 2000,
  /** Free text: a description, a question, a letter. */
  longText: 20_000,
  /** Sanitised rich text (HTML) of an article or a guide. */
  richText: 500_000,
  /** An address on the web (what browsers and servers reliably handle). */
  url: 2000,
  /** An email address (RFC 5321: 254 characters at most). */
  email: 254,
  /** A phone number as people write it, with country code, spaces and extension. */
  phone: 32,
  /** A calendar date, `2026-11-29`. */
  date: 10,
  /** A moment, ISO 8601 with fractions of a second and an offset. */
  dateTime: 35,
  /** A media type (RFC 6838: type and subtype of 127 characters each). */
  mimeType: 255,
  /** An opaque token or a hash. */
  token: 512,
} as const;

/** The most items each kind of list holds, by what it holds. */
export const LIST_LIMITS = {
  /** A handful chosen by hand: tags, links, attachments, selected columns. */
  few: 20,
  /** A page of results, or the parts of one record: rows, options, images. */
  page: 100,
  /** Everything of one kind a city has: districts, industries, outlets, indicators, columns. */
  cityWide: 1000,
  /** A whole export or a year's series of figures. */
  bulk: 50_000,
} as const;

/** A string of at most `max` characters (refused as `validation.tooLong`, translated). */
export function boundedText(max: number) {
  return z.string().max(max, { error: 'validation.tooLong' });
}

/** A list of at most `max` items of `item` (refused as `validation.tooMany`, translated). */
export function boundedList<T extends z.ZodType>(item: T, max: number) {
  return z.array(item).max(max, { error: 'validation.tooMany' });
}
