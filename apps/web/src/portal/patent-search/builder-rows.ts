import {
  FIELDS,
  type FieldCode,
  type FieldKind,
  filterItemExpression,
  isProximityField,
  MAX_PROXIMITY,
  proximityExpression,
} from '@cityip/patent-query';

export type RowOperator = 'and' | 'or' | 'not';
export const ROW_OPERATORS: readonly RowOperator[] = ['and', 'or', 'not'];

/** A row's field: a searchable field, or TIAB, title or abstract (a condition without a field). */
export type BuilderField = FieldCode | 'TIAB';

/**
 * How the words of a title, abstract or title-or-abstract row match: as typed (`words`), or two
 * words at most `distance` words apart in either order (`near`, NEAR/n) or in the order typed
 * (`followed`, W/n).
 */
export type RowMatch = 'words' | 'near' | 'followed';
export const ROW_MATCHES: readonly RowMatch[] = ['words', 'near', 'followed'];

/** Words between two proximity words that a new row offers. */
export const DEFAULT_DISTANCE = 3;

/** One condition of the field-by-field builder; which value part counts depends on the field's kind. */
export interface BuilderRow {
  key: number;
  /** How the row joins the rows above it (ignored on the first row). */
  operator: RowOperator;
  field: BuilderField;
  /** Text and code fields: what the user typed, used inside the field's parentheses as written. */
  text: string;
  /** Title, abstract, title-or-abstract: how `text` matches (see {@link RowMatch}). */
  match: RowMatch;
  /** A proximity row's second word (`text` is the first). */
  second: string;
  /** A proximity row's most words between the two, 0..MAX_PROXIMITY. */
  distance: number;
  /** Enum fields: the chosen values. */
  values: string[];
  /** Date fields: inclusive `YYYY-MM-DD` bounds, either may be open. */
  from: string | null;
  to: string | null;
}

let nextKey = 1;

/** A new empty row. */
export function newRow(field: BuilderField = 'TI', operator: RowOperator = 'and'): BuilderRow {
  return {
    key: nextKey++,
    operator,
    field,
    text: '',
    match: 'words',
    second: '',
    distance: DEFAULT_DISTANCE,
    values: [],
    from: null,
    to: null,
  };
}

/** How a row's field is searched: TIAB is text. */
export function fieldKind(field: BuilderField): FieldKind {
  return field === 'TIAB' ? 'text' : FIELDS[field].kind;
}

/** Whether a row of `field` may match two words by proximity (title, abstract, or both). */
export function offersProximity(field: BuilderField): boolean {
  return field === 'TIAB' || isProximityField(field);
}

/**
 * The row for another field: the words stay when both fields take them alike (TI, AB, TIAB),
 * otherwise the row starts empty.
 */
export function withField(row: BuilderRow, field: BuilderField): BuilderRow {
  if (offersProximity(row.field) && offersProximity(field)) return { ...row, field };
  return { ...newRow(field, row.operator), key: row.key };
}

/** A proximity row as a condition, or null while either word is blank. */
function proximityRow(row: BuilderRow): string | null {
  const field = row.field === 'TIAB' ? null : row.field;
  if (!isProximityField(field)) return null;
  const distance = Math.min(MAX_PROXIMITY, Math.max(0, Math.trunc(row.distance)));
  return proximityExpression({
    field,
    left: row.text,
    right: row.second,
    distance,
    ordered: row.match === 'followed',
  });
}

/** One row as a condition, or null while it has no value. */
export function rowExpression(row: BuilderRow): string | null {
  const kind = fieldKind(row.field);
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
  if (row.match !== 'words' && offersProximity(row.field)) return proximityRow(row);
  const text = row.text.trim();
  if (!text) return null;
  return row.field === 'TIAB' ? `(${text})` : `${row.field}=(${text})`;
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
