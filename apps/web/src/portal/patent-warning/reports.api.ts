import {
  Code,
  type Page,
  type PublicReport,
  type PublicReportListQuery,
  type SurveyAnswerValue,
  type SurveyForm,
} from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

/** React-query keys of the report page; answering a survey invalidates the list (its flags). */
export const reportKeys = {
  all: ['reports'] as const,
  list: (query: PublicReportListQuery) => ['reports', 'list', query] as const,
  years: ['reports', 'years'] as const,
  survey: ['survey'] as const,
};

/** One page of visible reports (industry, year, keyword). */
export function usePublicReports(query: PublicReportListQuery) {
  return useQuery({
    queryKey: reportKeys.list(query),
    queryFn: () =>
      callApi<Page<PublicReport>>({
        url: '/reports',
        params: Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== '')),
      }),
    placeholderData: keepPreviousData,
  });
}

/** The years that have reports, newest first. */
export function useReportYears() {
  return useQuery({ queryKey: reportKeys.years, queryFn: () => callApi<number[]>({ url: '/reports/years' }) });
}

/** The download survey. */
export function useSurvey(enabled: boolean) {
  return useQuery({ queryKey: reportKeys.survey, queryFn: () => callApi<SurveyForm>({ url: '/survey' }), enabled });
}

/** Sends the survey answers for a report. */
export function submitSurvey(reportId: string, answers: Record<string, SurveyAnswerValue>): Promise<unknown> {
  return callApi({ url: `/reports/${encodeURIComponent(reportId)}/survey`, method: 'POST', data: { answers } });
}

/** Downloads a report's PDF (allowed once its survey is answered) and saves it under its name. */
export async function downloadReport(report: Pick<PublicReport, 'id' | 'fileName'>): Promise<void> {
  const response = (await request<Blob>({
    url: `/reports/${encodeURIComponent(report.id)}/file`,
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || report.fileName);
}
