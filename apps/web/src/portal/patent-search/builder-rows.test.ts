import { parse, toExpression } from '@cityip/patent-query';
import { describe, expect, it } from 'vitest';
import {
  type BuilderField,
  type BuilderRow,
  newRow,
  rowExpression,
  rowsExpression,
  withField,
} from './builder-rows.js';

const row = (field: BuilderField, patch: Partial<BuilderRow> = {}, operator: BuilderRow['operator'] = 'and') => ({
  ...newRow(field, operator),
  ...patch,
});

describe('builder rows: proximity', () => {
  // [field, match, first, second, distance, expression]
  it.each<[BuilderField, BuilderRow['match'], string, string, number, string | null]>([
    ['TI', 'near', '芯片', '散热', 3, 'TI=(芯片 NEAR/3 散热)'],
    ['TI', 'followed', '芯片', '散热', 2, 'TI=(芯片 W/2 散热)'],
    ['AB', 'near', ' 液冷 板 ', '电芯', 5, 'AB=("液冷 板" NEAR/5 电芯)'],
    ['AB', 'followed', '电池', '散热', 0, 'AB=(电池 W/0 散热)'],
    ['TIAB', 'near', '深度学习', '图像', 10, '深度学习 NEAR/10 图像'],
    ['TIAB', 'followed', 'and', 'w/2', 1, '"and" W/1 "w/2"'],
    // The number box keeps to 0..20; a typed fraction is cut.
    ['TI', 'near', 'a', 'b', 25, 'TI=(a NEAR/20 b)'],
    ['TI', 'near', 'a', 'b', -1, 'TI=(a NEAR/0 b)'],
    ['TI', 'near', 'a', 'b', 2.7, 'TI=(a NEAR/2 b)'],
    // A word missing: the row is not a condition yet.
    ['TI', 'near', '芯片', '  ', 3, null],
    ['TIAB', 'followed', '', '散热', 3, null],
  ])('%s %s %s/%s within %i → %s', (field, match, text, second, distance, expected) => {
    const written = rowExpression(row(field, { match, text, second, distance }));
    expect(written).toBe(expected);
    if (written) expect(parse(written).ok).toBe(true);
  });

  it('writes title-or-abstract words as a condition without a field', () => {
    expect(rowExpression(row('TIAB', { text: '锂电池 or 钠电池' }))).toBe('(锂电池 or 钠电池)');
    expect(rowExpression(row('TIAB', { text: '  ' }))).toBeNull();
  });

  it('ignores the match on fields without word positions', () => {
    expect(rowExpression(row('PA', { match: 'near', text: '示范科技', second: 'x' }))).toBe('PA=(示范科技)');
  });

  it('joins proximity rows with the others, top to bottom', () => {
    const expression = rowsExpression([
      row('TI', { match: 'followed', text: '芯片', second: '散热', distance: 2 }),
      row('TIAB', { match: 'near', text: '风扇', second: '电机', distance: 4 }, 'or'),
      row('AB', { text: '液冷' }),
      row('TIAB', { match: 'near', text: '噪声', second: '振动', distance: 1 }, 'not'),
    ]);
    expect(expression).toBe('(TI=(芯片 W/2 散热) or 风扇 NEAR/4 电机) and AB=(液冷) not 噪声 NEAR/1 振动');
    const parsed = parse(expression);
    expect(parsed.ok && toExpression(parsed.ast)).toBe(
      '(TI=(芯片 W/2 散热) or 风扇 NEAR/4 电机) and AB=液冷 and not 噪声 NEAR/1 振动',
    );
  });

  it('keeps the words when moving between title, abstract and both, and clears them otherwise', () => {
    const near = row('TI', { match: 'near', text: '芯片', second: '散热', distance: 4 });
    expect(withField(near, 'AB')).toEqual({ ...near, field: 'AB' });
    expect(withField(near, 'TIAB')).toEqual({ ...near, field: 'TIAB' });
    expect(withField(near, 'PA')).toMatchObject({ key: near.key, field: 'PA', match: 'words', text: '', second: '' });
  });
});
