import type { IndustryOverview } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { numberFormat } from '../../app/intl-formats.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';

/** Year-on-year change of applications (last complete year against the one before); null without a base. */
export function yearOnYear(overview: IndustryOverview): number | null {
  if (overview.previousYearCount === 0) return null;
  return (overview.lastYearCount - overview.previousYearCount) / overview.previousYearCount;
}

/** The figures of an industry as a description list; `detailed` adds the two years' applications. */
export function IndustryFigures({ overview, detailed = false }: { overview: IndustryOverview; detailed?: boolean }) {
  const { t, i18n } = useTranslation();
  const format = usePatentFormat();
  const signed = numberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 1, signDisplay: 'exceptZero' });
  const change = yearOnYear(overview);
  const tone = change === null || change === 0 ? undefined : change > 0 ? 'is-up' : 'is-down';
  const figures: Array<{ key: string; value: string; tone?: string }> = [
    { key: 'patents', value: format.number(overview.patentCount) },
    { key: 'inventions', value: format.number(overview.inventionCount) },
    { key: 'valid', value: format.number(overview.validCount) },
    ...(detailed
      ? [
          { key: 'lastYear', value: format.number(overview.lastYearCount) },
          { key: 'previousYear', value: format.number(overview.previousYearCount) },
        ]
      : []),
    { key: 'change', value: change === null ? '—' : signed.format(change), tone },
    { key: 'openLicences', value: format.number(overview.openLicenceCount) },
  ];
  return (
    <dl className={`industry-figures${detailed ? ' is-detailed' : ''}`}>
      {figures.map((figure) => (
        <div key={figure.key} className="industry-figure">
          <dt>{t(`portal.patentDatabase.figure.${figure.key}`)}</dt>
          <dd className={figure.tone}>{figure.value}</dd>
        </div>
      ))}
    </dl>
  );
}
