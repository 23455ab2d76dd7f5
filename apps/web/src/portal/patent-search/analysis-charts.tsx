import type { PatentAnalysis } from '@cityip/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from './chart-card.js';
import { analysisCharts } from './chart-options.js';
import { usePatentFormat } from './use-patent-format.js';

/** The analysis charts of a result set. Loaded on demand: this module pulls in ECharts. */
export function AnalysisCharts({ analysis }: { analysis: PatentAnalysis }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const charts = useMemo(() => analysisCharts(analysis, format, t), [analysis, format, t]);
  return (
    <>
      {analysis.approximate ? <p className="patent-muted">{t('portal.patent.analysis.sampled')}</p> : null}
      <div className="patent-charts">
        {charts.map((chart) => (
          <ChartCard key={chart.key} title={chart.title} option={chart.option} table={chart.table} />
        ))}
      </div>
    </>
  );
}
