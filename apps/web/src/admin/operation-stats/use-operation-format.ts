import { applicationKindName } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { localeOf } from '../../portal/patent-statistics/use-stat-format.js';
import type { OperationFormat } from './operation-charts.js';

/** Kind names and numbers in the interface language (`1,234`; days with one decimal). */
export function useOperationFormat(): OperationFormat {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return useMemo(() => {
    const locale = localeOf(language);
    const numbers = numberFormat(locale, { maximumFractionDigits: 1 });
    return {
      kind: (kind) => applicationKindName(kind, locale),
      number: (value) => numbers.format(value),
    };
  }, [language]);
}
