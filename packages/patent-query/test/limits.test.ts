import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, MAX_EXPRESSION_LENGTH, MAX_TERMS, parse } from '../src/index.js';
import { parseError, parseOk } from './helpers.js';

/** Runs `fn` and fails when it took longer than `ms`: the limits must hold without real work. */
function fast<T>(ms: number, fn: () => T): T {
  const started = performance.now();
  const result = fn();
  expect(performance.now() - started).toBeLessThan(ms);
  return result;
}

describe('parse: limits', () => {
  it('refuses a 1 MB expression at once', () => {
    const text = 'a '.repeat(512 * 1024);
    const error = fast(50, () => parseError(text));
    expect(error).toEqual({
      code: 'tooLong',
      position: MAX_EXPRESSION_LENGTH,
      length: text.length - MAX_EXPRESSION_LENGTH,
      params: { limit: MAX_EXPRESSION_LENGTH },
    });
  });

  it('refuses 10,000 nested parentheses without overflowing the stack', () => {
    const text = `${'('.repeat(10_000)}a${')'.repeat(10_000)}`;
    expect(fast(50, () => parseError(text)).code).toBe('tooLong');
  });

  it('accepts exactly the longest expression', () => {
    expect(parse('a'.repeat(MAX_EXPRESSION_LENGTH)).ok).toBe(true);
    expect(parseError('a'.repeat(MAX_EXPRESSION_LENGTH + 1)).code).toBe('tooLong');
  });

  it(`accepts ${MAX_DEPTH} nested parentheses and refuses one more at the parenthesis`, () => {
    expect(parseOk(`${'('.repeat(MAX_DEPTH)}a${')'.repeat(MAX_DEPTH)}`)).toMatchObject({ type: 'term' });
    const deep = MAX_DEPTH + 1;
    expect(parseError(`${'('.repeat(deep)}a${')'.repeat(deep)}`)).toEqual({
      code: 'tooDeep',
      position: MAX_DEPTH,
      length: 1,
      params: { limit: MAX_DEPTH },
    });
  });

  it('refuses deep nesting inside the length limit quickly (parentheses, field groups, not chains)', () => {
    const parens = `${'('.repeat(1900)}a${')'.repeat(1900)}`;
    expect(fast(50, () => parseError(parens))).toMatchObject({ code: 'tooDeep', position: MAX_DEPTH });
    const nots = `${'not '.repeat(900)}a`;
    expect(fast(50, () => parseError(nots))).toMatchObject({ code: 'tooDeep', position: MAX_DEPTH * 4 });
    const fieldGroup = `TI=${'('.repeat(40)}a${')'.repeat(40)}`;
    expect(parseError(fieldGroup)).toMatchObject({ code: 'tooDeep', position: 3 + MAX_DEPTH });
  });

  it(`accepts ${MAX_TERMS} terms and refuses the next one at its position`, () => {
    const terms = Array.from({ length: MAX_TERMS + 1 }, (_, i) => `t${i}`);
    expect(parse(terms.slice(0, MAX_TERMS).join(' ')).ok).toBe(true);
    const text = terms.join(' or ');
    expect(parseError(text)).toEqual({
      code: 'tooManyTerms',
      position: text.lastIndexOf('t'),
      length: `t${MAX_TERMS}`.length,
      params: { limit: MAX_TERMS },
    });
  });

  it('counts date conditions and grouped values as terms', () => {
    const dates = Array.from({ length: MAX_TERMS + 1 }, () => '2021').join(' or ');
    expect(parseError(`AD=(${dates})`).code).toBe('tooManyTerms');
    const ranges = Array.from({ length: MAX_TERMS + 1 }, () => 'AD=[2020 to 2021]').join(' ');
    expect(ranges.length).toBeLessThan(MAX_EXPRESSION_LENGTH);
    expect(parseError(ranges).code).toBe('tooManyTerms');
  });
});
