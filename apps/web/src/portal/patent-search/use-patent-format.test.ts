import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/index.js';
import { usePatentFormat } from './use-patent-format.js';

afterEach(async () => {
  await i18n.changeLanguage('zh-CN');
});

describe('usePatentFormat', () => {
  it('writes numbers, ratios and dates as Intl does in each language, whole numbers without building a formatter', async () => {
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
    expect(result.current.date('2024-05-01')).toBe('May 1, 2024');
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(result.current.date('2024-05-01')).toBe('2024年5月1日');
    expect(result.current.date('')).toBe('');
  });
});
