import type { ArticleSummary, InformationType, PolicyLevel } from '@cityip/contracts';
import { generalInfoKey } from '../../routing/route-meta.js';
import { guideHref } from '../guides/guide-pages.js';

/** Message keys of the policy levels: the labels of the top menu's policy query items. */
export const POLICY_LEVEL_LABELS: Readonly<Record<PolicyLevel, string>> = {
  national: 'nav.policyNational',
  provincial: 'nav.policyProvincial',
  city: 'nav.policyCity',
  hkMacaoTaiwan: 'nav.policyHkMacaoTaiwan',
};

/** Message key of an informationType: the same keys the menu highlight rule uses. */
export function informationTypeLabel(type: InformationType | number | null): string {
  return generalInfoKey(type === null ? null : String(type));
}

/** The generalInfo list of one type. */
export function generalInfoHref(type: number): string {
  return `/generalInfo?informationType=${type}`;
}

/** The policy query filtered to one level. */
export function policyLevelHref(level: PolicyLevel): string {
  return `/policySearch?level=${level}`;
}

/**
 * The public page of an article. News detail links carry their informationType so the menu
 * highlight of the generalInfo route stays right on the detail page.
 */
export function articleHref(item: Pick<ArticleSummary, 'id' | 'kind' | 'informationType' | 'guideKey'>): string {
  const id = encodeURIComponent(item.id);
  if (item.kind === 'policy') return `/policySearch/detail?id=${id}`;
  if (item.kind === 'news') return `/generalInfo/detail?id=${id}&informationType=${item.informationType ?? 1}`;
  return item.guideKey ? guideHref(item.guideKey) : '/infoSearch';
}
