import { STAT_INDICATOR_SPECS, type StatIndicatorDetail } from '@cityip/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { StatChange } from './stat-change.js';
import { useStatFormat } from './use-stat-format.js';

/** The indicator's name, what it measures and how it adds up, and its city figure in the year. */
export function IndicatorFigures({ data, year }: { data: StatIndicatorDetail; year: number }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const { indicator, figure } = data;
  const rules = STAT_INDICATOR_SPECS[indicator];
  const leader = data.ranking[0];
  const entries: Array<{ key: string; term: string; value: ReactNode }> = [
    {
      key: 'value',
      term: t('portal.statistics.detail.cityValue', { period: format.coverage(year, figure?.throughMonth ?? 12) }),
      value: figure ? format.valueWithUnit(indicator, figure.value) : t('portal.statistics.noData'),
    },
    {
      key: 'previous',
      term: t('portal.statistics.column.previous'),
      value: figure?.previous == null ? '—' : format.valueWithUnit(indicator, figure.previous),
    },
    {
      key: 'change',
      term: t('portal.statistics.column.change'),
      value: <StatChange change={figure?.change ?? null} bare />,
    },
    {
      key: 'leader',
      term: t('portal.statistics.detail.leader'),
      value: leader
        ? t('portal.statistics.detail.leaderValue', {
            district: format.district(leader.district),
            value: format.valueWithUnit(indicator, leader.value),
          })
        : '—',
    },
    {
      key: 'measure',
      term: t('portal.statistics.detail.measure'),
      value: t('portal.statistics.detail.measureValue', {
        measure: t(`portal.statistics.measure.${rules.measure}`),
        city: t(rules.additive ? 'portal.statistics.measure.additive' : 'portal.statistics.measure.cityWide'),
      }),
    },
  ];
  return (
    <section className="stat-indicator" aria-labelledby="stat-indicator-title">
      <h2 id="stat-indicator-title">{format.indicator(indicator)}</h2>
      <p className="stat-indicator-definition">{t(`portal.statistics.definition.${indicator}`)}</p>
      <dl className="stat-indicator-figures">
        {entries.map((entry) => (
          <div key={entry.key} className="stat-indicator-figure">
            <dt>{entry.term}</dt>
            <dd>{entry.value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
