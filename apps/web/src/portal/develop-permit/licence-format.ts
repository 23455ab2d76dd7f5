import type { OpenLicence } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';

/** How the open-licence pages write a licence's fee, royalty and term in the UI language. */
export interface LicenceFormat {
  /** ¥12,000 (the narrow symbol in both languages rather than en-US's "CN¥"). */
  money(yuan: number): string;
  /** "¥12,000/年", "销售额的 3%" or both, as the fee mode has them. */
  fee(licence: OpenLicence): string;
  term(years: number): string;
}

/** The licence formatting of the current language. */
export function useLicenceFormat(): LicenceFormat {
  const { t, i18n } = useTranslation();
  const format = usePatentFormat();
  return useMemo(() => {
    const currency = numberFormat(i18n.language, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    const money = (yuan: number) => currency.format(yuan);
    return {
      money,
      fee: (licence) => {
        const parts = [
          licence.annualFee === null ? null : t('portal.licence.perYear', { amount: money(licence.annualFee) }),
          licence.royaltyRate === null
            ? null
            : t('portal.licence.ofSales', { rate: `${format.number(licence.royaltyRate)}%` }),
        ].filter((part): part is string => part !== null);
        return parts.length > 0 ? parts.join(t('portal.licence.feeSeparator')) : t('portal.licence.feeNegotiable');
      },
      // English needs the singular; the message catalogues carry no plural forms.
      term: (years) => (years === 1 ? t('portal.licence.oneYear') : t('portal.licence.years', { count: years })),
    };
  }, [t, i18n.language, format]);
}
