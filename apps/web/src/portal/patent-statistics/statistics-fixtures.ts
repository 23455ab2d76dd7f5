import {
  STAT_INDICATORS,
  type StatHeadline,
  type StatIndicatorDetail,
  type StatOverview,
  type StatValue,
} from '@cityip/contracts';

/** Statistics answers for the page tests (imported by tests only). */

const figure = (value: number, previous: number | null, throughMonth = 12): StatValue => ({
  value,
  throughMonth,
  previous,
  change: previous ? (value - previous) / previous : null,
});

/** Headlines of every indicator; those not named have no figure. */
export function buildHeadlines(figures: Partial<Record<(typeof STAT_INDICATORS)[number], StatValue>>): StatHeadline[] {
  return STAT_INDICATORS.map((indicator) => ({ indicator, figure: figures[indicator] ?? null }));
}

/** The overview of 2025 for `indicator` (invention grants unless asked otherwise). */
export function buildOverview(overrides: Partial<StatOverview> = {}): StatOverview {
  return {
    years: [2025, 2024, 2023],
    year: 2025,
    indicator: 'inventionGrants',
    headlines: buildHeadlines({
      inventionGrants: figure(9310, 8123),
      utilityGrants: figure(51982, 53467),
      designGrants: figure(21531, 20675),
      highValuePer10k: figure(30.39, 26.2),
      pledgeFinancing: figure(136.65, 116.24),
    }),
    trend: [
      { year: 2023, ...figure(7032, null) },
      { year: 2024, ...figure(8123, 7032) },
      { year: 2025, ...figure(9310, 8123) },
    ],
    ranking: [
      { district: 'yunhu', ...figure(5600, 4800), rank: 1, share: 5600 / 9310 },
      { district: 'haibin', ...figure(3710, 3323), rank: 2, share: 3710 / 9310 },
    ],
    compositions: [
      {
        key: 'patentApplications',
        parts: [
          { indicator: 'inventionApplications', value: null },
          { indicator: 'utilityApplications', value: null },
          { indicator: 'designApplications', value: null },
        ],
      },
      {
        key: 'patentGrants',
        parts: [
          { indicator: 'inventionGrants', value: 9310 },
          { indicator: 'utilityGrants', value: 51982 },
          { indicator: 'designGrants', value: 21531 },
        ],
      },
    ],
    ...overrides,
  };
}

/** The detail of invention applications in 2026, a year under way through October. */
export function buildDetail(overrides: Partial<StatIndicatorDetail> = {}): StatIndicatorDetail {
  return {
    indicator: 'inventionApplications',
    years: [2026, 2025],
    year: 2026,
    figure: figure(26080, 24125, 10),
    trend: [
      { year: 2025, ...figure(30762, 27692) },
      { year: 2026, ...figure(26080, 24125, 10) },
    ],
    monthly: [
      { month: 1, value: 2100, previous: 1900 },
      { month: 2, value: 1500, previous: 1600 },
    ],
    ranking: [
      { district: 'haibin', ...figure(15000, 14000, 10), rank: 1, share: 15000 / 26080 },
      { district: 'yunhu', ...figure(11080, 10125, 10), rank: 2, share: 11080 / 26080 },
    ],
    table: {
      years: [2025, 2026],
      rows: [
        { district: null, values: [30762, 26080] },
        { district: 'yunhu', values: [13000, 11080] },
        { district: 'haibin', values: [17762, 15000] },
      ],
    },
    ...overrides,
  };
}
