import { PROXIMITY_WORD } from './proximity.js';

/** Characters that end a word in the lexer, whitespace, and `*`: a value holding any of them needs quotes. */
const SPECIAL = /[\s()（）[\]=＝<>*]/;
const OPERATOR_WORDS = new Set(['and', 'or', 'not']);

/** Whether `value` must be quoted to be read back as one value with the same text (`"and"`, `"w/o"`). */
export function needsQuotes(value: string): boolean {
  return (
    value === '' ||
    SPECIAL.test(value) ||
    /^["“]/.test(value) ||
    OPERATOR_WORDS.has(value.toLowerCase()) ||
    PROXIMITY_WORD.test(value)
  );
}

/** `value` in ASCII quotes, inner `"` doubled (the lexer reads `""` as one `"`). */
export function quote(value: string): string {
  return `"${value.replaceAll('"', '""')}"`;
}

/** `value` as an expression value: quoted only when needed, with the prefix `*` after any quotes. */
export function formatValue(value: string, prefix = false): string {
  return (needsQuotes(value) ? quote(value) : value) + (prefix ? '*' : '');
}
