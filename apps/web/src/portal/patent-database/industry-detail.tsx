import type { Industry, IndustryDetail, PatentAnalysis } from '@cityip/contracts';
import { lazy, Suspense, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { retryImport } from '../../routing/lazy-retry.js';
import { QueryView } from '../content/query-view.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { IndustryWatchToggle } from '../watch/industry-watch-toggle.js';
import { useIndustryDetail } from './industries.api.js';
import { IndustryFigures } from './industry-figures.js';
import { useIndustryDescription } from './use-key-industries.js';

// The charts (and ECharts with them) load only once an industry is opened.
const AnalysisCharts = lazy(() =>
  retryImport(() => import('../patent-search/analysis-charts.js')).then((m) => ({ default: m.AnalysisCharts })),
);

/**
 * An industry's breakdowns in the shape of a result-set analysis, so the patent search's charts
 * (each with its data table) draw them: the yearly trend by type, IPC subclasses, top applicants
 * and districts. Breakdowns the industry view does not have stay empty and are left out.
 */
export function industryAnalysis(detail: IndustryDetail): PatentAnalysis {
  return {
    total: detail.patentCount,
    approximate: detail.approximate,
    byYear: detail.byYear,
    byType: [],
    byLegalStatus: [],
    byIpcClass: [],
    byIpcSubclass: detail.byIpcSubclass,
    byApplicant: detail.topApplicants,
    byDistrict: detail.byDistrict,
    byIndustry: [],
  };
}

/** One key industry: its figures and charts, and its weekly news to subscribe to (features/watch). */
export function IndustryDetailView({ industry }: { industry: Industry }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const describe = useIndustryDescription();
  const detail = useIndustryDetail(industry.code);
  const analysis = useMemo(() => (detail.data ? industryAnalysis(detail.data) : null), [detail.data]);
  return (
    <section className="industry-detail" aria-labelledby="industry-detail-title">
      <h2 id="industry-detail-title">{format.industry(industry.code)}</h2>
      <p className="industry-detail-description">{describe(industry)}</p>
      <IndustryWatchToggle industry={industry.code} />
      <QueryView query={detail}>
        {(data) => (
          <>
            <IndustryFigures overview={data} detailed />
            {analysis ? (
              <Suspense fallback={<p className="industry-charts-loading">{t('common.loading')}</p>}>
                <AnalysisCharts analysis={analysis} />
              </Suspense>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}
