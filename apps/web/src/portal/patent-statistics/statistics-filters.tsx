import { STAT_INDICATORS, type StatIndicator } from '@cityip/contracts';
import { Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { StatQuery } from './statistics.api.js';
import { useStatFormat } from './use-stat-format.js';

interface StatisticsFiltersProps {
  query: StatQuery;
  /** The years with figures, newest first. */
  years: readonly number[];
  /** The year on show (the newest when the address names none). */
  year: number | null;
  onChange: (query: StatQuery) => void;
}

/** Year and indicator of a statistics page; a change applies at once (the address keeps it). */
export function StatisticsFilters({ query, years, year, onChange }: StatisticsFiltersProps) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const yearId = useId();
  const indicatorId = useId();
  return (
    <search className="statistics-filters" aria-label={t('portal.statistics.filters')}>
      <div className="statistics-filter">
        <label htmlFor={yearId}>{t('portal.statistics.year')}</label>
        <Select<number>
          id={yearId}
          value={year ?? undefined}
          placeholder={t('portal.statistics.noYears')}
          disabled={years.length === 0}
          options={years.map((value) => ({ value, label: format.period(value, null) }))}
          onChange={(value) => onChange({ ...query, year: value })}
          style={{ width: 140 }}
        />
      </div>
      <div className="statistics-filter">
        <label htmlFor={indicatorId}>{t('portal.statistics.indicator')}</label>
        <Select<StatIndicator>
          id={indicatorId}
          value={query.indicator}
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
          options={STAT_INDICATORS.map((value) => ({ value, label: format.indicator(value) }))}
          onChange={(value) => onChange({ ...query, indicator: value })}
          style={{ width: 300, maxWidth: '100%' }}
        />
      </div>
    </search>
  );
}
