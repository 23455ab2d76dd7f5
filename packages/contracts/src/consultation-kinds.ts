/**
 * The fixed lists of public consultation (在线咨询, issue 25). Payload schemas are in
 * consultations.ts; these lists are what tables and other features need to name a state.
 */

/** What a question is about; the public list filters by it. */
export const CONSULT_CATEGORIES = [
  'patent',
  'trademark',
  'rightsProtection',
  'policySubsidy',
  'platformUse',
  'other',
] as const;
export type ConsultCategory = (typeof CONSULT_CATEGORIES)[number];

/**
 * A question's life: received (nobody assigned yet), assigned to a handler (also after a
 * forward), replied, or closed as not a consultation (`rejected`, with a reason the asker sees).
 */
export const CONSULT_STATUSES = ['received', 'assigned', 'replied', 'rejected'] as const;
export type ConsultStatus = (typeof CONSULT_STATUSES)[number];

/** The steps of a question's history, kept for the asker's and the auditor's questions. */
export const CONSULT_EVENT_ACTIONS = [
  'received',
  'assigned',
  'forwarded',
  'replied',
  'rejected',
  'reminded',
  'wordingEdited',
  'published',
  'unpublished',
  'faqCreated',
] as const;
export type ConsultEventAction = (typeof CONSULT_EVENT_ACTIONS)[number];
