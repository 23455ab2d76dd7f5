import { z } from 'zod';
import type { ColumnKey } from './columns.js';
import type { Locale } from './constants.js';

/**
 * The kinds of online business the portal takes (issue 6). Each belongs to a column, whose
 * opening times decide when it takes submissions. The forms and workflow of each kind are in
 * the application catalogue; this list is what other features (mail forwarding, statistics)
 * need to name a kind.
 */
export const APPLICATION_KINDS = {
  /** Trademark service window application (`/registerApply`, managed at `/data/applyFrom`). */
  trademarkWindow: {
    column: 'serviceWindow',
    name: '商标业务受理窗口申请',
    nameEn: 'Trademark service window application',
  },
  /** Applicant entity filing for patent pre-examination (`/patentPreAudit`, managed at `/data/analysis`). */
  preAuditFiling: { column: 'patentPreAudit', name: '专利预审主体备案', nameEn: 'Pre-examination applicant filing' },
  /** A pre-examination request for one patent application, by a filed applicant. */
  preAuditRequest: { column: 'patentPreAudit', name: '专利预审请求', nameEn: 'Patent pre-examination request' },
  rightsAid: { column: 'rightsAid', name: '知识产权维权援助申请', nameEn: 'IP rights aid request' },
  disputeMediation: {
    column: 'disputeMediation',
    name: '知识产权纠纷人民调解申请',
    nameEn: 'IP dispute mediation request',
  },
  overseasGuidance: {
    column: 'overseasGuidance',
    name: '海外知识产权纠纷应对指导申请',
    nameEn: 'Overseas IP dispute guidance request',
  },
  /** Intent to take an open licence of a patent (`/developPermit`). */
  openLicenceIntent: { column: 'developPermit', name: '专利开放许可意向', nameEn: 'Open licence intent' },
  /** A general consultation from the service window (`/publicServe`). */
  consultation: { column: 'serviceWindow', name: '综合业务咨询', nameEn: 'General consultation' },
  /**
   * A company's interest in a patent, open licence or expert matched to its technology demand
   * (`/techDemand`, issue 24): staff broker the contact; the platform never writes to a holder itself.
   */
  techMatchmaking: { column: 'techDemand', name: '技术供需对接', nameEn: 'Technology matchmaking' },
} as const satisfies Record<string, { column: ColumnKey; name: string; nameEn: string }>;

export type ApplicationKindKey = keyof typeof APPLICATION_KINDS;
export const APPLICATION_KIND_KEYS = Object.keys(APPLICATION_KINDS) as ApplicationKindKey[];
export const ApplicationKindKeySchema = z.enum(APPLICATION_KIND_KEYS as [ApplicationKindKey, ...ApplicationKindKey[]], {
  error: 'error.applicationKindNotFound',
});

/** A kind's name in `locale`: forms, lists, mails and exports all name kinds this way. */
export function applicationKindName(kind: ApplicationKindKey, locale: Locale): string {
  return locale === 'en-US' ? APPLICATION_KINDS[kind].nameEn : APPLICATION_KINDS[kind].name;
}
