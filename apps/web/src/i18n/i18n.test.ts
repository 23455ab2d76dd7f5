import { LOCALES } from '@cityip/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, setLanguage, storedLanguage } from './index.js';
import { buildResources, featureCatalogues, toI18nextPlaceholders } from './resources.js';

describe('i18n', () => {
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  it('has every key in both languages, none empty (app, contracts and every messages.ts)', () => {
    const resources = buildResources();
    const zhKeys = Object.keys(resources['zh-CN']).sort();
    expect(Object.keys(resources['en-US']).sort()).toEqual(zhKeys);
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(resources[locale])) expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
    expect(featureCatalogues().length).toBeGreaterThanOrEqual(1);
    expect(zhKeys).toContain('error.noBackOffice');
  });

  it('defaults to zh-CN and translates contract messages with their placeholders', () => {
    expect(storedLanguage()).toBe('zh-CN');
    expect(i18n.t('error.empty')).toBe('暂无匹配信息');
    expect(toI18nextPlaceholders('until {until}.')).toBe('until {{until}}.');
    expect(i18n.t('error.accountLocked', { until: '10:15' })).toContain('10:15');
  });

  it('switches language, remembers it in the cookie `lang` (not localStorage) and sets the document language', async () => {
    await setLanguage('en-US');
    expect(document.cookie).toContain('lang=en-US');
    expect(window.localStorage.length).toBe(0);
    expect(document.documentElement.lang).toBe('en-US');
    expect(storedLanguage()).toBe('en-US');
    expect(i18n.t('error.noBackOffice')).toMatch(/cannot enter back-office management/);
    await setLanguage('zh-CN');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
