import { type Locale, STAT_INDICATOR_SPECS, STAT_UNIT_LABELS, type StatIndicator } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** How statistics read in the current language: names, units, periods, figures and changes. */
export interface StatFormat {
  locale: Locale;
  indicator(code: StatIndicator): string;
  unit(code: StatIndicator): string;
  /** A district by its code; null is the whole city. */
  district(code: string | null): string;
  /** A figure to its indicator's precision, with thousands separators. */
  value(code: StatIndicator, value: number): string;
  /** A figure and its unit: `1,234 件`. */
  valueWithUnit(code: StatIndicator, value: number): string;
  /** A year-on-year change with its sign (`+11.3%`, `-4.1%`); `—` without one. */
  change(change: number | null): string;
  /** A share of the city: `23.5%`. */
  share(share: number): string;
  /** A stored figure's period: `2025年` or `2025年3月`. */
  period(year: number, month: number | null): string;
  /** What a year's figure covers: `2025年`, `2026年1月`, `2026年1—10月`. */
  coverage(year: number, throughMonth: number): string;
}

/** The locale of a UI language. */
export function localeOf(language: string | undefined): Locale {
  return language?.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
}

/** The statistics formatting of the current language and city profile. */
export function useStatFormat(): StatFormat {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const districts = config?.districts ?? [];
    const value = (code: StatIndicator, figure: number) =>
      numberFormat(locale, {
        minimumFractionDigits: 0,
        maximumFractionDigits: STAT_INDICATOR_SPECS[code].decimals === 2 ? 2 : 0,
      }).format(figure);
    const unit = (code: StatIndicator) => STAT_UNIT_LABELS[STAT_INDICATOR_SPECS[code].unit][locale];
    return {
      locale,
      indicator: (code) => STAT_INDICATOR_SPECS[code].name[locale],
      unit,
      district: (code) => {
        if (code === null) return t('portal.statistics.cityWide');
        const found = districts.find((d) => d.code === code);
        return found ? (locale === 'en-US' ? found.nameEn : found.name) : code;
      },
      value,
      valueWithUnit: (code, figure) =>
        t('portal.statistics.valueWithUnit', { value: value(code, figure), unit: unit(code) }),
      change: (change) =>
        change === null
          ? '—'
          : numberFormat(locale, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' }).format(
              change,
            ),
      share: (share) => numberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(share),
      period: (year, month) =>
        month === null
          ? t('portal.statistics.period.year', { year })
          : t('portal.statistics.period.month', { year, month }),
      coverage: (year, throughMonth) => {
        if (throughMonth >= 12) return t('portal.statistics.period.year', { year });
        if (throughMonth === 1) return t('portal.statistics.period.month', { year, month: 1 });
        return t('portal.statistics.period.throughMonth', { year, month: throughMonth });
      },
    };
  }, [language, config, t]);
}
