import { describe, expect, it } from 'vitest';
import { arrayLiteral, copyLine, copyValue } from './copy-text.js';

describe('COPY text format', () => {
  it('escapes what would end a column or a line, and writes null as \\N', () => {
    expect(copyValue('a\tb\nc\rd\\e')).toBe('a\\tb\\nc\\rd\\\\e');
    expect(copyValue(null)).toBe('\\N');
    expect(copyValue(12.5)).toBe('12.5');
    expect(copyLine(['x', null, 3])).toBe('x\t\\N\t3\n');
  });

  it('quotes every array element, so commas, braces, quotes and backslashes stay inside it', () => {
    expect(arrayLiteral(['a, b', '{c}', 'd"e', 'f\\g'])).toBe('{"a, b","{c}","d\\"e","f\\\\g"}');
    expect(arrayLiteral([1, 2])).toBe('{1,2}');
    expect(arrayLiteral([])).toBe('{}');
  });
});
