import type { DateRangeNode, QueryNode, TermNode } from './ast.js';
import { parseDatePeriod } from './dates.js';
import { proximityOperatorText } from './proximity.js';
import { formatValue, quote } from './quote.js';

/** Fields whose terms are looked for in the title and abstract shown in a result list. */
const HIGHLIGHTED_FIELDS = new Set<TermNode['field']>([null, 'TI', 'AB']);

/**
 * The texts to highlight in titles and abstracts: terms of bare, TI and AB conditions (both
 * operands of a proximity) that are not under a `not`, each once, in the order written.
 */
export function highlightTerms(ast: QueryNode | null): string[] {
  const texts = new Set<string>();
  const visit = (node: QueryNode): void => {
    if (node.type === 'term' && HIGHLIGHTED_FIELDS.has(node.field)) texts.add(node.text);
    if (node.type === 'proximity') [node.left, node.right].forEach(visit);
    if (node.type === 'and' || node.type === 'or') node.children.forEach(visit);
  };
  if (ast) visit(ast);
  return [...texts];
}

/**
 * The AST written back as a normalised expression: field codes, lower-case operators (proximity
 * ones upper-case: `NEAR/3`, `W/0`), explicit `and`, parentheses only where precedence needs them, dates as `2021`, `2021-05`, a day, a
 * `[from to to]` range or a `>=`/`<=` bound. Parsing the result gives the same tree. Used to show
 * "what was searched" and to test precedence. `null` (match everything) gives ''.
 */
export function toExpression(ast: QueryNode | null): string {
  return ast ? print(ast) : '';
}

/** A term's value as written back: a phrase quoted, a word quoted only when needed. */
function printValue(node: TermNode): string {
  return node.phrase ? quote(node.text) + (node.prefix ? '*' : '') : formatValue(node.text, node.prefix);
}

function print(node: QueryNode): string {
  switch (node.type) {
    case 'term':
      return node.field ? `${node.field}=${printValue(node)}` : printValue(node);
    case 'proximity': {
      // Operands inside the field's parentheses: `TI=(a W/2 b)`, which reads back as one proximity.
      const condition = `${printValue(node.left)} ${proximityOperatorText(node.ordered, node.distance)} ${printValue(node.right)}`;
      return node.field ? `${node.field}=(${condition})` : condition;
    }
    case 'dateRange':
      return printDateRange(node);
    case 'and':
      // `and` binds tighter than `or`, so only `or` operands need parentheses.
      return node.children.map((c) => (c.type === 'or' ? `(${print(c)})` : print(c))).join(' and ');
    case 'or':
      return node.children.map(print).join(' or ');
    case 'not': {
      const operand =
        node.child.type === 'and' || node.child.type === 'or' ? `(${print(node.child)})` : print(node.child);
      return `not ${operand}`;
    }
  }
}

/** The whole year or month a range covers (`2021`, `2021-05`), or null. */
function wholePeriod(from: string, to: string): string | null {
  for (const candidate of [from.slice(0, 4), from.slice(0, 7)]) {
    const period = parseDatePeriod(candidate);
    if (period?.from === from && period.to === to) return candidate;
  }
  return null;
}

function printDateRange({ field, from, to }: DateRangeNode): string {
  if (from !== null && to !== null) {
    if (from === to) return `${field}=${from}`;
    const period = wholePeriod(from, to);
    return period ? `${field}=${period}` : `${field}=[${from} to ${to}]`;
  }
  if (from !== null) return `${field}>=${from}`;
  if (to !== null) return `${field}<=${to}`;
  // Both bounds open means "has a date"; the parser never builds this, but a hand-made tree may.
  return `${field}>=1000-01-01`;
}
