import type { ProximityNode, QueryNode, Span, TermNode } from './ast.js';
import { fail } from './errors.js';
import type { FieldCode } from './fields.js';
import type { Token } from './lexer.js';
import { isProximityField, MAX_PROXIMITY, normaliseDigits } from './proximity.js';

/**
 * The checks behind `A NEAR/n B` and `A W/n B` (proximity.ts): the distance, the operands and
 * the field. Spans are as written (an operand's parentheses and field name included), so each
 * error marks exactly what is wrong.
 */

const length = (s: Span) => s.end - s.start;

/** The `n` of a proximity operator token, 0..MAX_PROXIMITY; full-width digits are accepted. */
export function proximityDistance(operator: Token): number {
  const written = operator.distance;
  const params = { operator: operator.raw };
  if (written === '') fail('missingDistance', operator.start, length(operator), params);
  const at = operator.end - written.length;
  const digits = normaliseDigits(written);
  if (!/^[0-9]+$/.test(digits)) fail('invalidDistance', at, written.length, { ...params, value: written });
  const distance = Number(digits);
  if (distance > MAX_PROXIMITY) {
    fail('distanceTooLarge', at, written.length, { ...params, value: written, limit: MAX_PROXIMITY });
  }
  return distance;
}

/** Refuses a proximity operator inside the parentheses of a field without word positions (`CL=(a W/2 b)`). */
export function checkProximityGroup(field: FieldCode | null, operator: Token): void {
  if (!isProximityField(field))
    fail('proximityField', operator.start, length(operator), { field, operator: operator.raw });
}

/**
 * `node`, written over `written`, as an operand of `operator`: a term (word or phrase) of the
 * title, the abstract or both. A group, a `not` or another proximity is proximityOperand; a
 * term or date of a field without word positions is proximityField.
 */
export function proximityOperand(node: QueryNode, written: Span, operator: Token): TermNode {
  const params = { operator: operator.raw };
  if ((node.type === 'term' || node.type === 'dateRange') && node.field !== null && !isProximityField(node.field)) {
    fail('proximityField', written.start, length(written), { ...params, field: node.field });
  }
  if (node.type !== 'term') return fail('proximityOperand', written.start, length(written), params);
  return node;
}

/** The proximity node of two checked operands, refusing operands of different fields (`TI=a W/2 b`). */
export function proximityNode(
  left: TermNode,
  right: TermNode,
  rightWritten: Span,
  operator: Token,
  distance: number,
  start: number,
): ProximityNode {
  const field = left.field;
  if (right.field !== field || !isProximityField(field)) {
    return fail('mixedProximityFields', rightWritten.start, length(rightWritten), { operator: operator.raw });
  }
  return {
    type: 'proximity',
    field,
    left,
    right,
    distance,
    ordered: operator.value === 'w',
    start,
    end: rightWritten.end,
  };
}
