/**
 * How personal numbers are shown wherever the full value is not needed (issue 6: everywhere but
 * the reviewer's logged detail view): enough to recognise one's own, not enough to use it.
 */

/** `440305199001011234` → `4403**********1234`. */
export function maskIdNumber(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length <= 8) return '*'.repeat(value.length);
  return `${value.slice(0, 4)}${'*'.repeat(value.length - 8)}${value.slice(-4)}`;
}

/** `13812345678` → `138****5678`. */
export function maskPhone(value: string | null | undefined): string | null {
  if (!value) return null;
  if (value.length <= 7) return '*'.repeat(value.length);
  return `${value.slice(0, 3)}${'*'.repeat(value.length - 7)}${value.slice(-4)}`;
}

/**
 * `张三丰` → `张**`: a person's or company's name where the public sees it (published
 * consultations). Only the first character stays, and always two stars, so the length is hidden too.
 */
export function maskName(value: string | null | undefined): string {
  const first = Array.from(value?.trim() ?? '')[0];
  return first ? `${first}**` : '**';
}
