/**
 * The fixed lists of technology demands (技术需求, issue 24). The payload schemas are in
 * tech-demands.ts; these lists are what tables and other features need to name a state or a mode.
 */

/**
 * A demand's life: the company keeps a draft, submits it for review (`pending`), staff publish or
 * reject it; the company withdraws it, staff take it down. Expiry is not a status: a published
 * demand whose `validUntil` has passed shows as expired and takes no contacts.
 */
export const DEMAND_STATUSES = ['draft', 'pending', 'published', 'rejected', 'withdrawn', 'takenDown'] as const;
export type DemandStatus = (typeof DEMAND_STATUSES)[number];

/** How the company wants to cooperate: licence, transfer, joint development, commissioned R&D, other. */
export const COOPERATION_MODES = ['licence', 'transfer', 'joint', 'commissioned', 'other'] as const;
export type CooperationMode = (typeof COOPERATION_MODES)[number];

/** What a step of a demand's history was; staff edits carry the fields they changed. */
export const DEMAND_EVENT_ACTIONS = [
  'submitted',
  'approved',
  'rejected',
  'staffEdited',
  'takenDown',
  'withdrawn',
  'renewed',
] as const;
export type DemandEventAction = (typeof DEMAND_EVENT_ACTIONS)[number];
