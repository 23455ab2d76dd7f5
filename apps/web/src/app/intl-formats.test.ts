import { describe, expect, it } from 'vitest';
import { dateTimeFormat, numberFormat } from './intl-formats.js';

describe('shared Intl formatters', () => {
  it('builds each distinct formatter once and formats as a fresh one would', () => {
    const percent = numberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 });
    expect(numberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 1 })).toBe(percent);
    expect(numberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 })).not.toBe(percent);
    expect(numberFormat('zh-CN', { style: 'percent', maximumFractionDigits: 2 })).not.toBe(percent);
    expect(percent.format(0.1234)).toBe('12.3%');
    expect(numberFormat('en-US').format(1234567)).toBe('1,234,567');
    const time = dateTimeFormat('en-US', {
      timeZone: 'Asia/Shanghai',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    });
    expect(time.format(new Date('2026-03-02T01:30:00Z'))).toBe('09:30');
    expect(
      dateTimeFormat('en-US', { timeZone: 'Asia/Shanghai', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }),
    ).toBe(time);
  });
});
