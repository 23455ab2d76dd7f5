import './patent-warning.css';
import type { PublicReport } from '@cityip/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { App, Pagination } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import {
  ColumnClosedNotice,
  isColumnClosedRefusal,
  useColumnOpen,
  useRefreshColumnStatuses,
} from '../../components/column-gate/column-gate.js';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { QueryView } from '../content/query-view.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { ReportCard } from './report-card.js';
import { ReportFilters } from './report-filters.js';
import { REPORT_PAGE_SIZE, readReportSearch, writeReportSearch } from './report-params.js';
import { downloadReport, reportKeys, usePublicReports } from './reports.api.js';
import { SurveyModal } from './survey-modal.js';

/**
 * `/patentWarning`: the patent navigation and early-warning reports by industry and year. A
 * download first asks for the survey (once per report for this visitor session or user), then
 * saves the PDF. While the column is closed the notice replaces the downloads.
 */
export function PatentWarningPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const format = usePatentFormat();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const search = readReportSearch(params);
  const reports = usePublicReports({
    industry: search.industry,
    year: search.year,
    keyword: search.keyword || undefined,
    page: search.page,
    pageSize: REPORT_PAGE_SIZE,
  });
  const column = useColumnOpen('patentWarning');
  const refreshColumns = useRefreshColumnStatuses();
  const [surveyFor, setSurveyFor] = useState<PublicReport | null>(null);
  const [downloading, setDownloading] = useState<string | null>(null);

  const fetchFile = async (report: PublicReport) => {
    setDownloading(report.id);
    try {
      await downloadReport(report);
      message.success(t('patentWarning.downloaded', { title: report.title }));
    } catch (error) {
      if (isColumnClosedRefusal(error)) await refreshColumns();
      const text = requestErrorText(error, t);
      if (text) message.error(text);
    } finally {
      setDownloading(null);
      // The count went up, and the survey flag may have changed.
      await client.invalidateQueries({ queryKey: reportKeys.all });
    }
  };
  const startDownload = (report: PublicReport) => {
    if (report.surveyAnswered) void fetchFile(report);
    else setSurveyFor(report);
  };

  return (
    <RoutePageFrame>
      <p className="report-intro">{t('patentWarning.intro')}</p>
      <ReportFilters
        value={search}
        onChange={(values) => setParams(writeReportSearch({ ...search, ...values, page: 1 }, params))}
      />
      {!column.open && column.status && <ColumnClosedNotice status={column.status} />}
      <section aria-labelledby="report-list-title" className="report-results">
        <h2 id="report-list-title" className="visually-hidden">
          {t('patentWarning.listTitle')}
        </h2>
        <QueryView query={reports} isEmpty={(data) => data.items.length === 0}>
          {(data) => (
            <>
              <p className="report-total" aria-live="polite">
                {t('patentWarning.total', { total: format.number(data.total) })}
              </p>
              <ul className="report-list">
                {data.items.map((report) => (
                  <ReportCard
                    key={report.id}
                    report={report}
                    onDownload={column.open && !column.pending ? startDownload : null}
                    downloading={downloading === report.id}
                  />
                ))}
              </ul>
              <Pagination
                itemRender={labelledPagerItem}
                className="content-pagination"
                current={search.page}
                pageSize={REPORT_PAGE_SIZE}
                total={data.total}
                hideOnSinglePage
                onChange={(page) => setParams(writeReportSearch({ ...search, page }, params))}
              />
            </>
          )}
        </QueryView>
      </section>
      {surveyFor && (
        <SurveyModal
          report={surveyFor}
          onClose={() => setSurveyFor(null)}
          onAnswered={async () => {
            await fetchFile(surveyFor);
          }}
        />
      )}
    </RoutePageFrame>
  );
}
