import type { FieldCode } from './fields.js';

/**
 * Proximity operators: `A NEAR/n B` (either order) and `A W/n B` (A first), with at most `n`
 * words between the two, as CNIPA's `nD`/`nW` count them: `W/0` is the plain phrase, `NEAR/0`
 * the two words side by side in either order. Words are counted as the server segments the text
 * (`人工智能芯片的散热结构` is 人工 智能 芯片 的 散热 结构), and an operand of several words is
 * a phrase counted from its last word (left) or first word (right).
 */
export const PROXIMITY_OPERATORS = ['near', 'w'] as const;
export type ProximityOperator = (typeof PROXIMITY_OPERATORS)[number];

/** Largest `n`: each distance is one branch of the compiled query, so it stays bounded. */
export const MAX_PROXIMITY = 20;

/**
 * The fields whose words keep their positions (title and abstract); a bare term searches both,
 * and its two words must then be in the same one. Claims, names, codes, dates and lists have no
 * word positions, so proximity there is an error.
 */
export const PROXIMITY_FIELDS = ['TI', 'AB'] as const satisfies readonly FieldCode[];
export type ProximityField = (typeof PROXIMITY_FIELDS)[number];

/** Whether terms of `field` (null: a bare term) may be operands of a proximity operator. */
export function isProximityField(field: FieldCode | null): field is ProximityField | null {
  return field === null || (PROXIMITY_FIELDS as readonly FieldCode[]).includes(field);
}

/**
 * A word that is a proximity operator: `NEAR/3`, `w/0`, `W／2` (full-width slash from Chinese
 * input methods); group 1 the operator, group 2 whatever follows the slash (the distance, checked
 * by the parser, so `NEAR/` and `W/x` are errors rather than search words).
 */
export const PROXIMITY_WORD = /^(near|w)[/／](.*)$/is;

/** Full-width digits (`Ｗ/２` typed with a Chinese input method) read as ASCII ones. */
export function normaliseDigits(text: string): string {
  return text.replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0));
}

/** The operator as printed in an expression: `NEAR/3`, `W/0`. */
export function proximityOperatorText(ordered: boolean, distance: number): string {
  return `${ordered ? 'W' : 'NEAR'}/${distance}`;
}
