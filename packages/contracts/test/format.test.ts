import { describe, expect, it } from 'vitest';
import { LOCALES } from '../src/constants.js';
import { formatFileSize, formatThousands, formatTime, formatZonedTime, stripTags } from '../src/format.js';

describe('formatTime', () => {
  const date = new Date(2026, 0, 5, 7, 8, 9);
  it('defaults to YYYY-MM-DD HH:mm:ss', () => expect(formatTime(date)).toBe('2026-01-05 07:08:09'));
  it('takes other patterns', () => {
    expect(formatTime(date, 'YYYY-MM-DD')).toBe('2026-01-05');
    expect(formatTime(date, 'YYYY年MM月DD日 HH:mm')).toBe('2026年01月05日 07:08');
  });
  it('accepts strings and timestamps', () => {
    expect(formatTime(date.getTime())).toBe('2026-01-05 07:08:09');
    expect(formatTime(date.toISOString())).toBe('2026-01-05 07:08:09');
  });
  it.each([null, undefined, '', 'not a date'])('gives an empty string for %s', (value) => {
    expect(formatTime(value)).toBe('');
  });
});

describe('formatThousands', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1000, '1,000'],
    [1234567.891, '1,234,567.891'],
    [-9876543, '-9,876,543'],
    ['20000', '20,000'],
  ])('%s -> %s', (input, expected) => expect(formatThousands(input)).toBe(expected));
  // Issue 8: numbers follow the locale. Both UI languages group digits the same way, so one
  // format serves them; a third language with other grouping would fail here.
  it.each(LOCALES.map((locale) => [locale]))('groups integers as %s does', (locale) => {
    for (const value of [7, 1234, 1234567, -20000]) {
      expect(formatThousands(value)).toBe(new Intl.NumberFormat(locale).format(value));
    }
  });
  it('leaves non-numbers alone and blanks empties', () => {
    expect(formatThousands('n/a')).toBe('n/a');
    expect(formatThousands(null)).toBe('');
  });
});

describe('stripTags', () => {
  it('removes tags, comments, scripts and styles and decodes entities', () => {
    expect(
      stripTags('<p>专利<b>检索</b>&nbsp;&amp;&lt;x&gt;</p><!-- c --><script>alert(1)</script><style>p{}</style>'),
    ).toBe('专利检索 &<x>');
  });
  it('handles empty input', () => {
    expect(stripTags(null)).toBe('');
    expect(stripTags('plain')).toBe('plain');
  });
});

describe('formatZonedTime', () => {
  it('writes the instant on the clocks of the zone, whatever the machine zone', () => {
    expect(formatZonedTime('2026-01-05T16:08:09Z', 'Asia/Shanghai')).toBe('2026-01-06 00:08:09');
    expect(formatZonedTime('2026-07-01T00:00:00Z', 'Europe/Berlin')).toBe('2026-07-01 02:00:00');
  });
});

describe('formatFileSize', () => {
  it.each([
    [512, '512 B'],
    [2048, '2.0 KB'],
    [245_760, '240 KB'],
    [3_145_728, '3.0 MB'],
    [18_874_368, '18 MB'],
  ])('%s bytes -> %s', (bytes, expected) => expect(formatFileSize(bytes)).toBe(expected));
});
