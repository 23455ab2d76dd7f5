import type { QueryNode } from './ast.js';
import { fail, MAX_DEPTH, MAX_EXPRESSION_LENGTH, MAX_TERMS, type QueryError, QueryFailure } from './errors.js';
import { FIELDS, type FieldCode, resolveField } from './fields.js';
import { type Comparison, dateLeaf, type ParseOptions, rangeLeaf, valueLeaf } from './leaves.js';
import { type Token, tokenize } from './lexer.js';
import { checkProximityGroup, proximityDistance, proximityNode, proximityOperand } from './proximity-operands.js';

export type ParseResult = { ok: true; ast: QueryNode | null } | { ok: false; error: QueryError };

/**
 * Parses a search expression into its AST, or the first error with its position. An empty or
 * blank expression gives `ast: null`, which matches every patent. Never throws on user input:
 * overlong, deeply nested or term-heavy expressions come back as tooLong/tooDeep/tooManyTerms.
 * Grammar and precedence: README.md.
 */
export function parse(text: string, options: ParseOptions = {}): ParseResult {
  if (text.length > MAX_EXPRESSION_LENGTH) {
    const error: QueryError = {
      code: 'tooLong',
      position: MAX_EXPRESSION_LENGTH,
      length: text.length - MAX_EXPRESSION_LENGTH,
      params: { limit: MAX_EXPRESSION_LENGTH },
    };
    return { ok: false, error };
  }
  return attempt<ParseResult>(
    () => ({ ok: true, ast: new Parser(tokenize(text), options).parseExpression() }),
    (error) => ({ ok: false, error }),
  );
}

/**
 * Whether `text` is exactly one operand (a term, a field condition, a parenthesised group or a
 * `not` of one): what may follow `not` without parentheses. The builder uses it.
 */
export function isSingleOperand(text: string): boolean {
  if (text.length > MAX_EXPRESSION_LENGTH) return false;
  return attempt(
    () => new Parser(tokenize(text), {}).isSingleOperand(),
    () => false,
  );
}

function attempt<T>(run: () => T, onError: (error: QueryError) => T): T {
  try {
    return run();
  } catch (e) {
    if (e instanceof QueryFailure) return onError(e.error);
    throw e;
  }
}

const span = (t: Token) => t.end - t.start;

/** Combines operands, flattening nested nodes of the same type. */
function combine(type: 'and' | 'or', operands: QueryNode[]): QueryNode {
  if (operands.length === 1) return operands[0] as QueryNode;
  const children = operands.flatMap((c) => (c.type === type ? c.children : [c]));
  const start = (operands[0] as QueryNode).start;
  const end = (operands[operands.length - 1] as QueryNode).end;
  return { type, children, start, end };
}

/**
 * Recursive descent over the tokens. `field` is the field whose parentheses we are in
 * (`TI=( ... )`): there the leaves are values of that field. Recursion depth is bounded by
 * MAX_DEPTH, so no input can overflow the stack.
 */
class Parser {
  private index = 0;
  private depth = 0;
  private openParens = 0;
  private leaves = 0;

  constructor(
    private readonly tokens: readonly Token[],
    private readonly options: ParseOptions,
  ) {}

  parseExpression(): QueryNode | null {
    if (this.atEnd()) return null;
    const node = this.parseOr(null);
    const t = this.token;
    if (t.kind === 'rparen') fail('unbalancedParen', t.start, span(t));
    if (t.kind !== 'end') fail('unexpectedToken', t.start, span(t), { found: t.raw });
    return node;
  }

  isSingleOperand(): boolean {
    if (this.atEnd()) return false;
    this.parseUnary(null);
    return this.atEnd();
  }

  /** A method, not `this.token.kind === 'end'`, which TypeScript would keep narrowed across calls. */
  private atEnd(): boolean {
    return this.token.kind === 'end';
  }

  /** The current token; the list always ends with an `end` token, which is never consumed. */
  private get token(): Token {
    return this.tokens[this.index] as Token;
  }

  private peek(): Token {
    return this.tokens[Math.min(this.index + 1, this.tokens.length - 1)] as Token;
  }

  private next(): Token {
    const t = this.token;
    if (t.kind !== 'end') this.index++;
    return t;
  }

  private enter(t: Token): void {
    this.depth++;
    if (this.depth > MAX_DEPTH) fail('tooDeep', t.start, span(t), { limit: MAX_DEPTH });
  }

  private countLeaf(t: Token): void {
    this.leaves++;
    if (this.leaves > MAX_TERMS) fail('tooManyTerms', t.start, span(t), { limit: MAX_TERMS });
  }

  private parseOr(field: FieldCode | null): QueryNode {
    const operands = [this.parseAnd(field)];
    while (this.token.kind === 'or') {
      this.next();
      operands.push(this.parseAnd(field));
    }
    return combine('or', operands);
  }

  /** `and`, `not` and juxtaposition share one level: `a not b c` = and(a, not(b), c). */
  private parseAnd(field: FieldCode | null): QueryNode {
    const operands = [this.parseUnary(field)];
    for (;;) {
      if (this.token.kind === 'and') this.next();
      else if (!this.startsOperand(field)) break;
      operands.push(this.parseUnary(field));
    }
    return combine('and', operands);
  }

  /** Whether the current token begins an operand, so that writing it next to another means `and`. */
  private startsOperand(field: FieldCode | null): boolean {
    const kind = this.token.kind;
    // `[` starts a range only among a field's values; parsePrimary refuses it on non-date fields.
    if (kind === 'lbracket') return field !== null;
    return kind === 'word' || kind === 'phrase' || kind === 'lparen' || kind === 'not';
  }

  private parseUnary(field: FieldCode | null): QueryNode {
    const t = this.token;
    if (t.kind !== 'not') return this.parseProximity(field);
    this.next();
    this.enter(t);
    const child = this.parseUnary(field);
    this.depth--;
    return { type: 'not', child, start: t.start, end: child.end };
  }

  /**
   * `a NEAR/n b`, `a W/n b`: tighter than not/and/or, so `not a W/2 b` negates the proximity.
   * Both operands are terms of one field with word positions. A chain (`a W/1 b W/2 c`) is
   * refused rather than given a guessed meaning: write `a W/1 b and b W/2 c`.
   */
  private parseProximity(field: FieldCode | null): QueryNode {
    const leftStart = this.token.start;
    const left = this.parsePrimary(field);
    const operator = this.token;
    if (operator.kind !== 'proximity') return left;
    checkProximityGroup(field, operator);
    const leftTerm = proximityOperand(left, { start: leftStart, end: this.lastEnd() }, operator);
    this.next();
    const distance = proximityDistance(operator);
    const rightStart = this.token.start;
    if (this.token.kind === 'not') fail('proximityOperand', rightStart, span(this.token), { operator: operator.raw });
    const right = this.parsePrimary(field);
    const rightWritten = { start: rightStart, end: this.lastEnd() };
    const node = proximityNode(
      leftTerm,
      proximityOperand(right, rightWritten, operator),
      rightWritten,
      operator,
      distance,
      leftStart,
    );
    const after = this.token;
    if (after.kind === 'proximity') fail('chainedProximity', after.start, span(after), { operator: after.raw });
    return node;
  }

  /** Where the last consumed token ends. */
  private lastEnd(): number {
    return (this.tokens[this.index - 1] as Token).end;
  }

  private parsePrimary(field: FieldCode | null): QueryNode {
    const t = this.token;
    const after = this.peek().kind;
    switch (t.kind) {
      case 'lparen':
        return this.parseGroup(field);
      case 'lbracket':
        if (field === null) break;
        return this.parseRange(field);
      case 'word':
        if (field === null && (after === 'eq' || after === 'cmp')) return this.parseCondition();
        if (after === 'eq' && resolveField(t.value) !== null) {
          fail('nestedField', t.start, this.peek().end - t.start, { field: t.value });
        }
        this.countLeaf(t);
        return valueLeaf(field, this.next(), this.options);
      case 'phrase':
        this.countLeaf(t);
        return valueLeaf(field, this.next(), this.options);
      case 'end':
        return fail('unexpectedEnd', t.start, 0, { expected: 'term' });
      case 'rparen':
        if (this.openParens === 0) fail('unbalancedParen', t.start, span(t));
        break;
    }
    return fail('unexpectedToken', t.start, span(t), { found: t.raw, expected: 'term' });
  }

  private parseGroup(field: FieldCode | null): QueryNode {
    const open = this.next();
    this.enter(open);
    if (this.token.kind === 'rparen') fail('emptyGroup', open.start, this.token.end - open.start);
    this.openParens++;
    const node = this.parseOr(field);
    const close = this.token;
    if (close.kind === 'end') fail('unclosedParen', open.start, span(open));
    if (close.kind !== 'rparen') fail('unexpectedToken', close.start, span(close), { found: close.raw, expected: ')' });
    this.next();
    this.openParens--;
    this.depth--;
    return node;
  }

  private parseRange(field: FieldCode): QueryNode {
    const open = this.next();
    if (FIELDS[field].kind !== 'date') fail('rangeNotAllowed', open.start, span(open), { field });
    this.countLeaf(open);
    const words: Token[] = [];
    while (this.token.kind === 'word') words.push(this.next());
    return rangeLeaf(field, open, words, this.next());
  }

  /** `FIELD=value`, `FIELD=( ... )`, `FIELD=[a to b]` or `FIELD>=date`. */
  private parseCondition(): QueryNode {
    const name = this.next();
    const operator = this.next();
    const field = resolveField(name.value);
    if (field === null) return fail('unknownField', name.start, span(name), { field: name.value });
    if (operator.kind === 'cmp' && FIELDS[field].kind !== 'date') {
      fail('comparisonNotAllowed', operator.start, span(operator), { field, operator: operator.raw });
    }
    const t = this.token;
    if (operator.kind === 'eq' && t.kind === 'lparen') return this.parseGroup(field);
    if (operator.kind === 'eq' && t.kind === 'lbracket') return { ...this.parseRange(field), start: name.start };
    if (t.kind !== 'word' && t.kind !== 'phrase') fail('expectedValue', t.start, span(t), { field, found: t.raw });
    this.countLeaf(t);
    const value = this.next();
    const leaf =
      operator.kind === 'cmp'
        ? dateLeaf(field, value, operator.value as Comparison)
        : valueLeaf(field, value, this.options);
    return { ...leaf, start: name.start };
  }
}
