import type {
  Applicant,
  PatentAnalysis,
  PatentDetail,
  PatentFacets,
  PatentSearchResult,
  PatentSummary,
} from '@cityip/contracts';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { storeTokens } from '../../../test/client-harness.js';
import { envelopeReply, type Handler, type Received, type Reply } from '../../../test/fake-server.js';
import { portalHandler, TEST_CONFIG } from '../../../test/portal-test-kit.js';
import { AppProviders, createQueryClient } from '../../app/app-providers.js';
import { setRuntimeConfig } from '../../config/runtime-config.js';
import { PatentSearchPage } from './patent-search-page.js';
import { PatentSearchPanel } from './patent-search-panel.js';
import { resetSearchHistoryMemory } from './search-history.js';

/** Test support for the patent search (imported by its tests only). */

/** A result row; `overrides` set the fields a test cares about. */
export function buildPatent(overrides: Partial<PatentSummary> = {}): PatentSummary {
  const title = overrides.title ?? '一种锂电池隔膜及其制备方法';
  return {
    id: 1,
    applicationNumber: 'CN202110123456.7',
    publicationNumber: 'CN112345678A',
    title,
    titleHighlight: [
      { text: '一种', hit: false },
      { text: '锂电池', hit: true },
      { text: title.slice(5), hit: false },
    ],
    abstractHighlight: [{ text: '本发明公开了一种锂电池隔膜。', hit: false }],
    patentType: 'invention',
    legalStatus: 'valid',
    applicants: ['示范新能源科技有限公司'],
    inventors: ['张伟', '李娜'],
    ipcMain: 'H01M50/40',
    applicationDate: '2021-03-05',
    publicationDate: '2021-06-01',
    grantDate: '2022-08-09',
    district: 'yunhu',
    industry: 'biomed',
    openLicence: false,
    ...overrides,
  };
}

export function buildResult(items: PatentSummary[] = [buildPatent()], total = items.length): PatentSearchResult {
  return { items, total, page: 1, pageSize: 20, tookMs: 12.4 };
}

export function buildFacets(): PatentFacets {
  return {
    total: 1234,
    approximate: false,
    facets: {
      patentType: [
        { value: '发明', count: 800 },
        { value: '实用新型', count: 434 },
      ],
      legalStatus: [{ value: '有效', count: 900 }],
      year: [
        { value: '2021', count: 500 },
        { value: '2022', count: 734 },
      ],
      ipcSection: [{ value: 'H*', count: 1000 }],
      ipcClass: [{ value: 'H01*', count: 900 }],
      applicant: [
        { value: '示范新能源科技有限公司', count: 120 },
        { value: '云湖大学', count: 80 },
      ],
      district: [{ value: '云湖区', count: 600 }],
      industry: [{ value: '生物医药', count: 40 }],
    },
  };
}

export function buildDetail(overrides: Partial<PatentDetail> = {}): PatentDetail {
  const { titleHighlight: _t, abstractHighlight: _a, ...summary } = buildPatent();
  return {
    ...summary,
    kindCode: 'A',
    abstract: '本发明公开了一种锂电池隔膜。',
    firstClaim: '1. 一种锂电池隔膜，其特征在于……',
    applicantAddress: '示范市云湖区科技大道 1 号',
    ipcCodes: ['H01M50/40', 'H01M10/05'],
    cpcCodes: [],
    legalHistory: [
      { date: '2021-03-05', code: 'filed' },
      { date: '2022-08-09', code: 'granted' },
    ],
    citations: 3,
    licence: null,
    ...overrides,
  };
}

export function buildAnalysis(): PatentAnalysis {
  return {
    total: 1234,
    approximate: false,
    byYear: [
      { year: 2021, patentType: 'invention', count: 300 },
      { year: 2021, patentType: 'utility', count: 200 },
      { year: 2022, patentType: 'invention', count: 500 },
    ],
    byType: [
      { value: '发明', count: 800 },
      { value: '实用新型', count: 200 },
    ],
    byLegalStatus: [{ value: '有效', count: 1000 }],
    byIpcClass: [{ value: 'H01', count: 900 }],
    byIpcSubclass: [{ value: 'H01M', count: 850 }],
    byApplicant: [{ value: '示范新能源科技有限公司', count: 120 }],
    byDistrict: [{ value: '云湖区', count: 600 }],
    byIndustry: [{ value: '生物医药', count: 40 }],
  };
}

export function buildApplicant(overrides: Partial<Applicant> = {}): Applicant {
  return {
    id: 1,
    name: '示范新能源科技有限公司',
    kind: 'company',
    district: 'yunhu',
    patentCount: 120,
    inventionCount: 70,
    validCount: 90,
    ...overrides,
  };
}

type Answer = unknown | ((request: Received) => unknown);

/**
 * The fake server of the patent search: the portal's defaults plus an answer per data path
 * (`/api/data/...`); a function answer may return a full {@link Reply} by setting `reply`.
 */
export function patentHandler(answers: Record<string, Answer> = {}): Handler {
  const defaults: Record<string, Answer> = {
    '/api/data/patents': buildResult(),
    '/api/data/patents/facets': buildFacets(),
    '/api/data/applicants': { items: [buildApplicant()], total: 1, page: 1, pageSize: 10 },
    '/api/data/patents/analysis': buildAnalysis(),
    ...answers,
  };
  const portal = portalHandler({});
  return (request) => {
    const answer = defaults[request.path];
    if (answer === undefined) return portal(request);
    const value = typeof answer === 'function' ? (answer as (r: Received) => unknown)(request) : answer;
    if (value && typeof value === 'object' && 'reply' in value) return (value as { reply: Reply }).reply;
    return envelopeReply(200, value);
  };
}

/** The panel as the key-industry page embeds it: within one industry, under its own h2 sections. */
function EmbeddedPanel() {
  return <PatentSearchPanel scope="IND=(生物医药)" headingLevel={3} />;
}

/** Renders `/patentSearch` (and `/embedded`, the panel within a scope) at `url`, as the route table would. */
export function renderPatentSearch(url: string) {
  storeTokens({ visitor: 'bearer v1', database: 'bearer d1' });
  setRuntimeConfig(TEST_CONFIG);
  const router = createMemoryRouter(
    [
      { path: '/patentSearch', handle: { title: 'nav.infoUse,nav.patentSearch' }, Component: PatentSearchPage },
      { path: '/embedded', Component: EmbeddedPanel },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <AppProviders queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { router, ...view };
}

/** What a test of the page leaves behind: the runtime config, the tab's columns, view and history. */
export function resetPatentSearch() {
  setRuntimeConfig(null);
  window.sessionStorage.clear();
  resetSearchHistoryMemory();
}

/** The query of every call the fake server received on `path`, as plain objects. */
export function queriesOf(calls: Received[]): Record<string, string>[] {
  return calls.map((call) => Object.fromEntries(call.query));
}
