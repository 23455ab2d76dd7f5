import {
  type ArticleKind,
  BACK_OFFICE_BASE,
  GUIDE_KEYS,
  GUIDE_MENU_IDS,
  type GuideKey,
  INFORMATION_TYPES,
  POLICY_LEVELS,
  type PolicyLevel,
} from '@cityip/contracts';
import type { TFunction } from 'i18next';

/** What differs between the three content screens: API path, screen paths and route names. */
export interface ArticleKindSpec {
  kind: ArticleKind;
  /** Below /api. */
  apiPath: string;
  listPath: string;
  editPath: string;
  /** Route names of backoffice-routes.ts, whose `admin.route.*` texts title the screens. */
  listRoute: string;
  editRoute: string;
}

/** The content screens of issue 3 (paths keep the specification's spelling). */
export const ARTICLE_KIND_SPECS: Record<ArticleKind, ArticleKindSpec> = {
  policy: {
    kind: 'policy',
    apiPath: '/admin/policies',
    listPath: `${BACK_OFFICE_BASE}/content/policy`,
    editPath: `${BACK_OFFICE_BASE}/content/policyOpreation`,
    listRoute: 'contentPolicy',
    editRoute: 'contentPolicyOperation',
  },
  news: {
    kind: 'news',
    apiPath: '/admin/news',
    listPath: `${BACK_OFFICE_BASE}/content/news`,
    editPath: `${BACK_OFFICE_BASE}/content/newsOpreation`,
    listRoute: 'contentNews',
    editRoute: 'contentNewsOperation',
  },
  guide: {
    kind: 'guide',
    apiPath: '/admin/guides',
    listPath: `${BACK_OFFICE_BASE}/content/guideAndIntro`,
    editPath: `${BACK_OFFICE_BASE}/content/guideAndIntroOpreation`,
    listRoute: 'contentGuideAndIntro',
    editRoute: 'contentGuideAndIntroOperation',
  },
};

/** Link to the edit screen of one item, or to the create screen without an id. */
export function articleEditHref(kind: ArticleKind, id?: string): string {
  const { editPath } = ARTICLE_KIND_SPECS[kind];
  return id ? `${editPath}?id=${encodeURIComponent(id)}` : editPath;
}

// The top menu already names levels, information types and guide pages; the back office uses the
// same words so editors recognise where their content appears.
const LEVEL_KEYS: Record<PolicyLevel, string> = {
  national: 'nav.policyNational',
  provincial: 'nav.policyProvincial',
  city: 'nav.policyCity',
  hkMacaoTaiwan: 'nav.policyHkMacaoTaiwan',
};
const INFORMATION_TYPE_KEYS: Record<number, string> = {
  1: 'nav.industryNews',
  2: 'nav.policyRegulations',
  3: 'nav.industryAnalysis',
};
const MENU_ID_OF = Object.fromEntries(Object.entries(GUIDE_MENU_IDS).map(([id, key]) => [key, Number(id)]));

/** The name of a policy level. */
export function levelLabel(t: TFunction, level: PolicyLevel | null | undefined): string {
  return level ? t(LEVEL_KEYS[level]) : '';
}

/** The name of a generalInfo informationType (1 industry news, 2 policy regulations, 3 industry analysis). */
export function informationTypeLabel(t: TFunction, type: number | null | undefined): string {
  const key = type ? INFORMATION_TYPE_KEYS[type] : undefined;
  return key ? t(key) : '';
}

/** The menu item name of a guide page, with its menu id when it has one (12–15). */
export function guideKeyLabel(t: TFunction, key: GuideKey | null | undefined, city: string): string {
  if (!key) return '';
  // Without a configured city the name starts with a blank where the city goes.
  const name = t(`nav.${key}`, { city }).trim();
  const menuId = MENU_ID_OF[key];
  return menuId ? t('content.guide.withMenuId', { name, id: menuId }) : name;
}

/** Select options of the kind-specific filters and fields. */
export function levelOptions(t: TFunction) {
  return POLICY_LEVELS.map((level) => ({ value: level, label: levelLabel(t, level) }));
}

/** Select options of the informationType filter and field. */
export function informationTypeOptions(t: TFunction) {
  return INFORMATION_TYPES.map((type) => ({ value: type, label: informationTypeLabel(t, type) }));
}

/** Select options of the guide page filter and field: all twelve pages of the top menu. */
export function guideKeyOptions(t: TFunction, city: string) {
  return GUIDE_KEYS.map((key) => ({ value: key, label: guideKeyLabel(t, key, city) }));
}
