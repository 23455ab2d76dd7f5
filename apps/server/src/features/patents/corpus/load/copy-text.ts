/**
 * Values in PostgreSQL's COPY text format: tab-separated columns, `\N` for null, backslash
 * escapes for backslash, newline, carriage return and tab.
 */

export function copyValue(value: string | number | null): string {
  if (value === null) return '\\N';
  if (typeof value === 'number') return String(value);
  return value.replace(/[\\\n\r\t]/g, (c) => (c === '\\' ? '\\\\' : c === '\n' ? '\\n' : c === '\r' ? '\\r' : '\\t'));
}

/** An array literal (`{"a","b"}`), every element quoted so commas, braces and quotes stay inside it. */
export function arrayLiteral(values: readonly (string | number)[]): string {
  return `{${values.map((v) => (typeof v === 'number' ? String(v) : `"${v.replace(/[\\"]/g, (c) => `\\${c}`)}"`)).join(',')}}`;
}

/** One COPY line. */
export function copyLine(values: readonly (string | number | null)[]): string {
  return `${values.map(copyValue).join('\t')}\n`;
}
