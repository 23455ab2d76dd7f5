import { describe, expect, it } from 'vitest';
import { MESSAGES, pickLocale, translate } from '../src/messages.js';

describe('message catalogue', () => {
  it('has the same keys, all non-empty, in both languages', () => {
    const zh = Object.keys(MESSAGES['zh-CN']).sort();
    expect(Object.keys(MESSAGES['en-US']).sort()).toEqual(zh);
    for (const locale of ['zh-CN', 'en-US'] as const) {
      for (const text of Object.values(MESSAGES[locale])) expect(text.trim()).not.toBe('');
    }
  });

  it('fills placeholders', () => {
    expect(translate('en-US', 'error.accountLocked', { until: '10:15' })).toContain('until 10:15');
    expect(translate('zh-CN', 'error.server', { requestId: 'r-1' })).toContain('r-1');
  });

  it('picks en-US only when English is preferred', () => {
    expect(pickLocale('en-US,en;q=0.9')).toBe('en-US');
    expect(pickLocale('en')).toBe('en-US');
    expect(pickLocale('zh-CN,en;q=0.5')).toBe('zh-CN');
    expect(pickLocale(undefined)).toBe('zh-CN');
  });
});
