/**
 * The fixed lists of the talent pool (人才专家库, issue 24). The payload schemas are in talents.ts.
 */

/**
 * An entry's life: a person applies (`pending`), staff publish or reject it; the expert withdraws
 * it at any time (gone from the public at once), staff take it down. Staff-added entries start
 * published.
 */
export const TALENT_STATUSES = ['pending', 'published', 'rejected', 'withdrawn', 'takenDown'] as const;
export type TalentStatus = (typeof TALENT_STATUSES)[number];

/** The services an expert offers, as the directory filters them. */
export const TALENT_SERVICES = [
  'drafting',
  'prosecution',
  'litigation',
  'valuation',
  'transfer',
  'navigation',
  'consulting',
  'training',
] as const;
export type TalentService = (typeof TALENT_SERVICES)[number];

/** The eight sections of the International Patent Classification. */
export const IPC_SECTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'] as const;
export type IpcSection = (typeof IPC_SECTIONS)[number];

/** A qualification an expert states; staff verify its certificate number. */
export const QUALIFICATION_KINDS = ['patentAttorney', 'lawyer', 'engineer', 'technologyBroker', 'other'] as const;
export type QualificationKind = (typeof QUALIFICATION_KINDS)[number];
