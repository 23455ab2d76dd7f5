import { applicationKindName } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { localeOf } from '../../portal/patent-statistics/use-stat-format.js';
import type { OperationFormat } from './operation-charts.js';

/** Kind names and numbers in the interface language (`1,234`; days and shares with one decimal). */
export function useOperationFormat(): OperationFormat {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const numbers = numberFormat(locale, { maximumFractionDigits: 1 });
    const orNone = (value: number | null, write: (shown: string) => string) =>
      value === null ? t('operationStats.none') : write(numbers.format(value));
    return {
      kind: (kind) => applicationKindName(kind, locale),
      number: (value) => numbers.format(value),
      percent: (value) => orNone(value, (shown) => t('operationStats.percent', { value: shown })),
      workingDays: (value) => orNone(value, (days) => t('operationStats.workingDays', { days })),
    };
  }, [language, t]);
}
