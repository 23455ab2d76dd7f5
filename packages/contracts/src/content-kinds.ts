/**
 * Published content (spec sections 1–2): policies, news and information ("generalInfo") and the
 * guide/introduction pages behind the top menu. They share one publishing workflow. Their payload
 * schemas are in content.ts; these lists stay free of zod for the portal's pages.
 */
export const ARTICLE_KINDS = ['policy', 'news', 'guide'] as const;
export type ArticleKind = (typeof ARTICLE_KINDS)[number];

/** draft → published → withdrawn (and back to published); a published item with a future
 * `publishAt` stays hidden until then (scheduled publication). */
export const ARTICLE_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type ArticleStatus = (typeof ARTICLE_STATUSES)[number];

/** Policy levels of the top menu's policy query (national, provincial, city, HK/Macao/Taiwan). */
export const POLICY_LEVELS = ['national', 'provincial', 'city', 'hkMacaoTaiwan'] as const;
export type PolicyLevel = (typeof POLICY_LEVELS)[number];

/** generalInfo `informationType`: 1 industry news, 2 policy regulations, 3 industry analysis. */
export const INFORMATION_TYPES = [1, 2, 3] as const;
export type InformationType = (typeof INFORMATION_TYPES)[number];

/**
 * The guide/introduction pages: the menu items with ids (12 patent administrative ruling, 13 patent
 * administrative mediation, 14 open licensing, 15 city IP think tank) and the other service
 * introductions of the top menu.
 */
export const GUIDE_KEYS = [
  'adminRuling',
  'adminMediation',
  'developPermit',
  'thinkTank',
  'rightsAid',
  'overseasGuidance',
  'disputeMediation',
  'trademarkWarning',
  'integratedHandling',
  'serviceWindow',
  'patentPreAudit',
  'onlineHandling',
] as const;
export type GuideKey = (typeof GUIDE_KEYS)[number];

/** Menu ids of spec section 2 and the guide each one opens. */
export const GUIDE_MENU_IDS: Readonly<Record<number, GuideKey>> = {
  12: 'adminRuling',
  13: 'adminMediation',
  14: 'developPermit',
  15: 'thinkTank',
};
