import type { TechDemandSummary } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { usePatentFormat } from '../patent-search/use-patent-format.js';

/** How a demand's coded fields read: industry name, cooperation modes, budget, dates. */
export function useDemandFormat() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return {
    industry: (code: string) => format.industry(code) || code,
    modes: (modes: readonly string[]) => modes.map((mode) => t(`techDemand.mode.${mode}`)).join('、'),
    budget: (demand: Pick<TechDemandSummary, 'budgetNegotiable' | 'budgetMin' | 'budgetMax'>) =>
      demand.budgetNegotiable || demand.budgetMin === null || demand.budgetMax === null
        ? t('techDemand.budget.negotiable')
        : t('techDemand.budget.range', {
            min: format.number(demand.budgetMin),
            max: format.number(demand.budgetMax),
          }),
    date: (value: string | null) => (value ? format.date(value.slice(0, 10)) : ''),
  };
}
