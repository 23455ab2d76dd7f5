import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithAntd } from '../../routing/antd-route.js';
import { retryImport } from '../../routing/lazy-retry.js';
import { QueryView } from '../content/query-view.js';
import { usePatentAnalysis } from './patent-search.api.js';
import { SectionHeading } from './section-heading.js';
import { usePatentFormat } from './use-patent-format.js';

// ECharts (and antd, for the chart cards) load only when someone opens the analysis tab.
const AnalysisCharts = lazyWithAntd(() =>
  retryImport(() => import('./analysis-charts.js')).then((m) => m.AnalysisCharts),
);

/** The analysis tab: the result set of `q` broken down by year, type, status, IPC, applicant, district and industry. */
export function AnalysisPanel({ q }: { q: string }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const analysis = usePatentAnalysis(q);
  const loading = <p className="patent-muted">{t('common.loading')}</p>;
  return (
    <QueryView query={analysis} isEmpty={(data) => data.total === 0}>
      {(data) => (
        <>
          <SectionHeading>{t('portal.patent.analysis.title')}</SectionHeading>
          <p className="patent-muted">
            {t(data.approximate ? 'portal.patent.analysis.summaryApprox' : 'portal.patent.analysis.summary', {
              total: format.number(data.total),
            })}
          </p>
          <Suspense fallback={loading}>
            <AnalysisCharts analysis={data} />
          </Suspense>
        </>
      )}
    </QueryView>
  );
}
