import {
  Code,
  type Page,
  type SurveyExportQuery,
  type SurveyForm,
  type SurveyFormInputSchema,
  type SurveyResponse,
} from '@cityip/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

const BASE = '/admin/survey';

export type SurveyPayload = z.output<typeof SurveyFormInputSchema>;

/** Filters of the response list and its export. */
export interface ResponseFilters {
  reportId?: string;
  from?: string;
  to?: string;
}

export const surveyKeys = {
  form: ['admin', 'survey', 'form'] as const,
  responses: (query: object) => ['admin', 'survey', 'responses', query] as const,
};

const withoutEmpty = (params: object) =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined && v !== ''));

/** The survey form. */
export function useAdminSurvey() {
  return useQuery({ queryKey: surveyKeys.form, queryFn: () => callApi<SurveyForm>({ url: BASE }) });
}

/** Replaces the survey form. */
export function useSaveSurvey() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SurveyPayload) => callApi<SurveyForm>({ url: BASE, method: 'PUT', data: input }),
    onSuccess: (form) => client.setQueryData(surveyKeys.form, form),
  });
}

/** One page of responses, newest first. */
export function useSurveyResponses(query: ResponseFilters & { page: number; pageSize: number }) {
  return useQuery({
    queryKey: surveyKeys.responses(query),
    queryFn: () => callApi<Page<SurveyResponse>>({ url: `${BASE}/responses`, params: withoutEmpty(query) }),
    placeholderData: keepPreviousData,
  });
}

/** Downloads the filtered responses as CSV or XLSX under the server's file name. */
export async function exportResponses(filters: ResponseFilters, format: SurveyExportQuery['format']): Promise<void> {
  const response = (await request<Blob>({
    url: `${BASE}/responses/export`,
    params: withoutEmpty({ ...filters, format }),
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || `report-survey.${format}`);
}
