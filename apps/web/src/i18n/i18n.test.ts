import { LOCALES } from '@cityip/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import english, { backOfficeTexts as englishBackOffice } from './catalogue.en-US.js';
import chinese, { backOfficeTexts as chineseBackOffice } from './catalogue.zh-CN.js';
import { i18n, setLanguage, storedLanguage } from './index.js';
import { type MessageCatalogue, toI18nextPlaceholders } from './resources.js';

describe('i18n', () => {
  afterEach(async () => {
    await setLanguage('zh-CN');
  });

  it('has every key in both languages, none empty (app, contracts and every messages.ts)', async () => {
    const catalogues = {
      'zh-CN': { ...chinese, ...(await chineseBackOffice()) },
      'en-US': { ...english, ...(await englishBackOffice()) },
    };
    const zhKeys = Object.keys(catalogues['zh-CN']).sort();
    expect(Object.keys(catalogues['en-US']).sort()).toEqual(zhKeys);
    for (const locale of LOCALES) {
      for (const [key, text] of Object.entries(catalogues[locale]))
        expect(text.trim(), `${locale} ${key}`).not.toBe('');
    }
    // One key from the contracts, the app's own texts and a feature catalogue each.
    expect(zhKeys).toEqual(expect.arrayContaining(['error.noBackOffice', 'app.skipToContent', 'portal.home.banners']));
    // The portal's catalogue holds the back office's shared texts, not its screens' texts.
    expect(Object.keys(chinese)).toContain('shared.upload.attachment');
    expect(Object.keys(chinese)).not.toContain('accounts.centerTitle');
  });

  it("loads a catalogue module with only the asked language's texts (build/locale-slice.ts)", () => {
    const [home] = Object.values(
      import.meta.glob<MessageCatalogue>('../portal/home/messages.ts', {
        eager: true,
        query: { locale: 'en-US' },
        import: 'default',
      }),
    );
    expect(home?.['zh-CN']).toEqual({});
    expect(home?.['en-US']['portal.home.banners']).toBe(english['portal.home.banners']);
    const [contracts] = Object.values(
      import.meta.glob<MessageCatalogue>('../../../../packages/contracts/src/messages.ts', {
        eager: true,
        query: { locale: 'zh-CN' },
        import: 'MESSAGES',
      }),
    );
    expect(contracts?.['en-US']).toEqual({});
    expect(contracts?.['zh-CN']['error.empty']).toBe('暂无匹配信息');
    expect(english['error.empty']).not.toBe(chinese['error.empty']);
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
