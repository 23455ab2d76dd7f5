import { STAT_INDICATOR_SPECS, type StatIndicator } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useStatFormat } from './use-stat-format.js';

interface StatisticsNotesProps {
  indicator: StatIndicator;
  year: number;
  /** How far into the year the figures reach (12: the whole year). */
  throughMonth: number;
}

/**
 * What a reader must know to read the figures right: that they are demo data, that a year under
 * way is compared with the same months of the year before, and that a ratio's city figure is not
 * the districts' sum.
 */
export function StatisticsNotes({ indicator, year, throughMonth }: StatisticsNotesProps) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const demo = useRuntimeConfig()?.demo ?? false;
  const notes = [
    ...(demo ? [t('portal.statistics.note.demo')] : []),
    ...(throughMonth > 0 && throughMonth < 12
      ? [t('portal.statistics.note.partial', { year, month: throughMonth })]
      : []),
    ...(STAT_INDICATOR_SPECS[indicator].additive
      ? []
      : [t('portal.statistics.note.ratio', { indicator: format.indicator(indicator) })]),
  ];
  if (notes.length === 0) return null;
  return (
    <ul className="stat-notes" aria-label={t('portal.statistics.note.title')}>
      {notes.map((note) => (
        <li key={note}>{note}</li>
      ))}
    </ul>
  );
}
