import { formatThousands } from '@cityip/contracts';
import { FIELDS, type FieldCode, LEGAL_STATUSES, PATENT_TYPES, resolveEnumValue } from '@cityip/patent-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';

/** How the page writes numbers, dates and the names behind codes, in the current language. */
export interface PatentFormat {
  english: boolean;
  number(value: number): string;
  /** A ratio (0.25) as a percentage. */
  percent(ratio: number): string;
  /** A `YYYY-MM-DD` calendar date ('' stays ''). */
  date(value: string | null): string;
  fieldName(code: FieldCode): string;
  patentType(code: string): string;
  legalStatus(code: string): string;
  /** District or industry by its code (as results carry them). */
  district(code: string | null): string;
  industry(code: string | null): string;
  /** A facet or expression value of a field (`发明`, `云湖区`, `G06*`) as the reader should see it. */
  value(field: string, value: string): string;
}

type Named = { code: string; zh: string; en: string };

const PERCENT: Intl.NumberFormatOptions = { style: 'percent', maximumFractionDigits: 1 };
const ENGLISH_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Year, month and day of a `YYYY-MM-DD` calendar date (a longer ISO text too), or null. */
function calendarParts(value: string): { year: number; month: number; day: number } | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const month = Number(parts?.[2]);
  if (!parts || month < 1 || month > 12) return null;
  return { year: Number(parts[1]), month, day: Number(parts[3]) };
}

/** The number, date and name formatting of the page, following the UI language and the city profile. */
export function usePatentFormat(): PatentFormat {
  const { t, i18n } = useTranslation();
  const config = useRuntimeConfig();
  const language = i18n.language;
  return useMemo(() => {
    const english = language === 'en-US';
    const pick = (entry: { zh: string; en: string } | undefined, fallback: string) =>
      entry ? (english ? entry.en : entry.zh) : fallback;
    const enumName = (values: readonly Named[], written: string) => {
      const code = resolveEnumValue(values, written);
      return pick(
        values.find((v) => v.code === code),
        written,
      );
    };
    const districts = (config?.districts ?? []).map((d) => ({ code: d.code, zh: d.name, en: d.nameEn }));
    const industries = (config?.industries ?? []).map((i) => ({ code: i.code, zh: i.name, en: i.nameEn }));
    // Results carry district and industry codes, facets and expressions their names: accept both.
    const named = (list: Named[], key: string | null) =>
      key
        ? pick(
            list.find((item) => item.code === key || item.zh === key),
            key,
          )
        : '';
    return {
      english,
      // Building a number format took a slow phone's start-up a long task (its locale data loads
      // then); the counts and totals of the first screen are whole numbers, which both languages
      // group by three with a comma, and need none.
      number: (value) => (Number.isInteger(value) ? formatThousands(value) : numberFormat(language).format(value)),
      percent: (ratio) => numberFormat(language, PERCENT).format(ratio),
      // As Intl's medium date style writes it ('2024年5月1日', 'May 1, 2024'), without building a
      // date format: with its time zone data that was a 100 ms task of a slow phone's first results.
      date: (value) => {
        const parts = value ? calendarParts(value) : null;
        if (!parts) return value ?? '';
        return t('portal.patent.calendarDate', { ...parts, monthName: ENGLISH_MONTHS[parts.month - 1] });
      },
      fieldName: (code) => pick(FIELDS[code], code),
      patentType: (code) => enumName(PATENT_TYPES, code),
      legalStatus: (code) => enumName(LEGAL_STATUSES, code),
      district: (code) => named(districts, code),
      industry: (code) => named(industries, code),
      value: (field, value) => {
        if (field === 'PT') return enumName(PATENT_TYPES, value);
        if (field === 'LS') return enumName(LEGAL_STATUSES, value);
        if (field === 'DI') return named(districts, value);
        if (field === 'IND') return named(industries, value);
        // Class facets are prefixes (`G06*`): the reader sees the class.
        if (field === 'IPC') return value.replace(/\*$/, '');
        return value;
      },
    };
  }, [language, config, t]);
}
