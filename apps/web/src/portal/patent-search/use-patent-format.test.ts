import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { usePatentFormat } from './use-patent-format.js';

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('usePatentFormat', () => {
  it('writes numbers, ratios and dates as Intl does in each language, whole numbers and dates without building a formatter', async () => {
    const { result } = renderHook(() => usePatentFormat());
    for (const language of ['zh-CN', 'en-US'] as const) {
      await act(() => i18n.changeLanguage(language));
      const format = result.current;
      for (const value of [0, 7, 1234, -98765, 1234567890, 12.3456]) {
        expect(format.number(value), `${language} ${value}`).toBe(new Intl.NumberFormat(language).format(value));
      }
      expect(format.percent(0.256)).toBe(
        new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 1 }).format(0.256),
      );
    }
    // Calendar dates as Intl's medium style in UTC writes them, every month and both day widths.
    const dates = Array.from({ length: 12 }, (_, m) => [
      `2019-${String(m + 1).padStart(2, '0')}-06`,
      `2024-${String(m + 1).padStart(2, '0')}-28T00:00:00Z`,
    ]).flat();
    for (const language of ['zh-CN', 'en-US'] as const) {
      await act(() => i18n.changeLanguage(language));
      const intl = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeZone: 'UTC' });
      for (const value of dates) {
        expect(result.current.date(value), `${language} ${value}`).toBe(
          intl.format(Date.parse(`${value.slice(0, 10)}T00:00:00Z`)),
        );
      }
    }
    expect(result.current.date('2024-05-01')).toBe('May 1, 2024');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(result.current.date('2024-05-01')).toBe('2024年5月1日');
    expect(result.current.date('')).toBe('');
    expect(result.current.date('unknown')).toBe('unknown');
  });
});
