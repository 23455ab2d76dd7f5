import type { TechDemand, TechDemandPublic } from '@cityip/contracts';

/** A published demand as the public API answers it (test-only). */
export function buildPublicDemand(overrides: Partial<TechDemandPublic> = {}): TechDemandPublic {
  return {
    id: 'd-1',
    title: '动力电池热失控预警',
    companyName: '示范科技有限公司',
    industry: 'nev',
    ipcHints: ['H01M 10/48'],
    modes: ['licence', 'joint'],
    budgetNegotiable: false,
    budgetMin: 100,
    budgetMax: 200,
    validUntil: '2099-12-31',
    expired: false,
    contactViaPlatform: true,
    publishedAt: '2026-10-01T02:00:00.000Z',
    excerpt: '电池包需在热失控前 5 分钟发出预警。',
    description: '电池包需在热失控前 5 分钟发出预警，寻求多传感器融合的预警方法和专利许可。',
    demo: false,
    ...overrides,
  };
}

/** A demand as its company and staff see it (test-only). */
export function buildDemand(overrides: Partial<TechDemand> = {}): TechDemand {
  return {
    ...buildPublicDemand(),
    status: 'published',
    rejectReason: null,
    submittedAt: '2026-09-30T02:00:00.000Z',
    createdAt: '2026-09-30T02:00:00.000Z',
    updatedAt: '2026-10-01T02:00:00.000Z',
    ...overrides,
  };
}

/** An empty answer of the matchmaking panel. */
export const NO_MATCHES = { expression: '', keywords: [], patents: [], licences: [], experts: [] };
