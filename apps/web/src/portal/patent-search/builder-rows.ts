import { FIELDS, type FieldCode, filterItemExpression } from '@cityip/patent-query';

export type RowOperator = 'and' | 'or' | 'not';
export const ROW_OPERATORS: readonly RowOperator[] = ['and', 'or', 'not'];

/** One condition of the field-by-field builder; which value part counts depends on the field's kind. */
export interface BuilderRow {
  key: number;
  /** How the row joins the rows above it (ignored on the first row). */
  operator: RowOperator;
  field: FieldCode;
  /** Text and code fields: what the user typed, used inside the field's parentheses as written. */
  text: string;
  /** Enum fields: the chosen values. */
  values: string[];
  /** Date fields: inclusive `YYYY-MM-DD` bounds, either may be open. */
  from: string | null;
  to: string | null;
}

let nextKey = 1;

/** A new empty row. */
export function newRow(field: FieldCode = 'TI', operator: RowOperator = 'and'): BuilderRow {
  return { key: nextKey++, operator, field, text: '', values: [], from: null, to: null };
}

/** One row as a condition, or null while it has no value. */
export function rowExpression(row: BuilderRow): string | null {
  const kind = FIELDS[row.field].kind;
  if (kind === 'date') {
    if (row.from && row.to) return `${row.field}=[${row.from} to ${row.to}]`;
    if (row.from) return `${row.field}>=${row.from}`;
    if (row.to) return `${row.field}<=${row.to}`;
    return null;
  }
  if (kind === 'enum') {
    // Written like a filter item: `PT=(发明 or 实用新型)`, values quoted where needed.
    return filterItemExpression({ name: row.field, values: row.values, customValues: [], custom: false });
  }
  const text = row.text.trim();
  return text ? `${row.field}=(${text})` : null;
}

/**
 * The rows as one expression, read top to bottom: each row applies its operator to everything
 * above it, so an `or` above an `and` is parenthesised (`(a or b) and c`) instead of binding the
 * way precedence would (`a or (b and c)`). Rows without a value are skipped.
 */
export function rowsExpression(rows: readonly BuilderRow[]): string {
  let expression = '';
  let endsWithOr = false;
  for (const row of rows) {
    const condition = rowExpression(row);
    if (!condition) continue;
    if (!expression) {
      // A leading `not` row is a negation of its own.
      expression = row.operator === 'not' && rows[0] !== row ? `not ${condition}` : condition;
      continue;
    }
    const left = endsWithOr && row.operator !== 'or' ? `(${expression})` : expression;
    expression = `${left} ${row.operator} ${condition}`;
    endsWithOr = row.operator === 'or';
  }
  return expression;
}
