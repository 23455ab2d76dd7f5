/** Default time pattern of spec section 5. */
export const DEFAULT_TIME_PATTERN = 'YYYY-MM-DD HH:mm:ss';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/**
 * Formats a date in local time with the tokens YYYY, MM, DD, HH, mm, ss. Empty or invalid input
 * gives an empty string, so tables show a blank cell rather than "Invalid Date".
 */
export function formatTime(value: Date | string | number | null | undefined, pattern = DEFAULT_TIME_PATTERN): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {
    YYYY: String(date.getFullYear()),
    MM: pad(date.getMonth() + 1),
    DD: pad(date.getDate()),
    HH: pad(date.getHours()),
    mm: pad(date.getMinutes()),
    ss: pad(date.getSeconds()),
  };
  return pattern.replace(/YYYY|MM|DD|HH|mm|ss/g, (token) => parts[token] ?? token);
}

// Building an Intl.DateTimeFormat costs far more than using one: exports format thousands of rows.
const zonedFormats = new Map<string, Intl.DateTimeFormat>();

function zonedFormat(timeZone: string): Intl.DateTimeFormat {
  let format = zonedFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    });
    zonedFormats.set(timeZone, format);
  }
  return format;
}

/** `YYYY-MM-DD HH:mm:ss` of an instant on the clocks of `timeZone` (the spec's time pattern, in the city). */
export function formatZonedTime(iso: string, timeZone: string): string {
  const parts = Object.fromEntries(
    zonedFormat(timeZone)
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** Inserts thousands separators into the integer part: 1234567.891 -> "1,234,567.891". */
export function formatThousands(value: number | string | null | undefined, separator = ','): string {
  if (value === null || value === undefined || value === '') return '';
  const text = String(value);
  if (!/^-?\d+(\.\d+)?$/.test(text)) return text;
  const [integer, fraction] = text.split('.');
  const grouped = (integer ?? '').replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return fraction === undefined ? grouped : `${grouped}.${fraction}`;
}

/**
 * A file size people read, the same in both languages: bytes below a kilobyte, then KB or MB with
 * one decimal below ten and whole above (2.0 KB, 240 KB, 3.5 MB, 18 MB).
 */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, 'KB'] : [bytes / (1024 * 1024), 'MB'];
  return `${value < 10 ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

const ENTITIES: Record<string, string> = {
  '&nbsp;': ' ',
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** Strips HTML tags (and comments) and decodes the common entities, for summaries and titles. */
export function stripTags(html: string | null | undefined): string {
  if (!html) return '';
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<(script|style)[\s\S]*?<\/\1>/gi, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(nbsp|amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);
}
