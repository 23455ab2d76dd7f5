import {
  type Applicant,
  Code,
  type ExportColumn,
  type Page,
  type PatentAnalysis,
  type PatentDetail,
  type PatentFacets,
  type PatentSearchResult,
  type PatentSort,
} from '@cityip/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/api-error.js';
import { callApi } from '../../api/call-api.js';
import { type BlobEnvelope, request } from '../../api/http-client.js';
import { saveBlob } from '../../api/save-blob.js';

// Every call is under /data/, so the HTTP client sends the database token (spec section 7).

/** What one results page asks for; `q` is the final expression (scope included). */
export interface PatentPageQuery {
  q: string;
  page: number;
  pageSize: number;
  sort: PatentSort;
}

/** One page of results; the previous page stays on screen while the next loads. */
export function usePatentSearch(query: PatentPageQuery) {
  return useQuery({
    queryKey: ['patents', 'search', query],
    queryFn: () => callApi<PatentSearchResult>({ url: '/data/patents', params: { ...query } }),
    placeholderData: keepPreviousData,
  });
}

/** Facet counts of the filter panel for an expression. */
export function usePatentFacets(q: string) {
  return useQuery({
    queryKey: ['patents', 'facets', q],
    queryFn: () => callApi<PatentFacets>({ url: '/data/patents/facets', params: { q } }),
    placeholderData: keepPreviousData,
  });
}

/** One patent in full; idle without an id. */
export function usePatentDetail(id: number | null) {
  return useQuery({
    queryKey: ['patents', 'detail', id],
    queryFn: () => callApi<PatentDetail>({ url: `/data/patents/${id}` }),
    enabled: id !== null,
  });
}

/** Applicants whose name contains `name`, with their patent counts (the company selection list). */
export function useApplicants(name: string, page: number) {
  return useQuery({
    queryKey: ['patents', 'applicants', name, page],
    queryFn: () => callApi<Page<Applicant>>({ url: '/data/applicants', params: { name, page, pageSize: 10 } }),
    placeholderData: keepPreviousData,
  });
}

/** The result set broken down for the analysis charts. */
export function usePatentAnalysis(q: string) {
  return useQuery({
    queryKey: ['patents', 'analysis', q],
    queryFn: () => callApi<PatentAnalysis>({ url: '/data/patents/analysis', params: { q } }),
  });
}

/** What an export asks for (PatentExportQuerySchema). */
export interface PatentExportRequest {
  q: string;
  sort: PatentSort;
  format: 'csv' | 'xlsx';
  columns: ExportColumn[];
  limit: number;
}

/**
 * Downloads a result set as a file: fetched through the HTTP client (so it carries the database
 * token, which a plain link could not), then offered to the user under the server's file name.
 */
export async function exportPatents(query: PatentExportRequest): Promise<void> {
  const response = (await request<Blob>({
    url: '/data/patents/export',
    params: { ...query, columns: query.columns.join(',') },
    responseType: 'blob',
    silent: true,
  })) as BlobEnvelope;
  if (response.code !== Code.OK) throw new ApiError(response.msg, 'business', 200, response.code, response);
  saveBlob(response.data, response.filename || `patents.${query.format}`);
}
