import { z } from 'zod';
import { OpenLicenceSchema, PatentSummarySchema } from './patents.js';
import { MobilePhoneSchema } from './registration.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * Matchmaking of a technology demand (issue 24): city patents, open licences and experts found
 * for it, each with why it matched, and the company's "interest" that turns one of them into a
 * technology-matchmaking application handled by staff.
 */

/** How many of each kind a demand's matches show: a short list to act on, not a search page. */
export const MATCH_LIMITS = { patents: 10, licences: 5, experts: 6, keywords: 6 } as const;

/**
 * Why a result matched: a keyword of the demand (in the title or abstract), one of its IPC hints,
 * its key industry, an open licence that stands today; an expert's field (industry or IPC section).
 */
export const MATCH_REASON_KINDS = ['keyword', 'ipc', 'industry', 'openLicence', 'field'] as const;
export type MatchReasonKind = (typeof MATCH_REASON_KINDS)[number];

export const MatchReasonSchema = z.object({
  kind: z.enum(MATCH_REASON_KINDS),
  /** The keyword, IPC code, industry code or IPC section that matched; empty for an open licence. */
  value: boundedText(TEXT_LIMITS.title),
});
export type MatchReason = z.infer<typeof MatchReasonSchema>;

const reasons = boundedList(MatchReasonSchema, LIST_LIMITS.few);

export const MatchedPatentSchema = z.object({
  patent: PatentSummarySchema.omit({ titleHighlight: true, abstractHighlight: true }),
  reasons,
});
export type MatchedPatent = z.infer<typeof MatchedPatentSchema>;

export const MatchedLicenceSchema = MatchedPatentSchema.extend({ licence: OpenLicenceSchema });
export type MatchedLicence = z.infer<typeof MatchedLicenceSchema>;

/** An expert as matchmaking shows one: public fields only (no phone, no email). */
export const MatchedExpertSchema = z.object({
  id: boundedText(TEXT_LIMITS.id),
  name: boundedText(TEXT_LIMITS.personName),
  organisation: boundedText(TEXT_LIMITS.name),
  industries: boundedList(boundedText(TEXT_LIMITS.code), LIST_LIMITS.cityWide),
  ipcSections: boundedList(boundedText(1), 8),
  reasons,
});
export type MatchedExpert = z.infer<typeof MatchedExpertSchema>;

/** `GET /api/tech-demands/:id/matches` and the company's own view of them. */
export const DemandMatchesSchema = z.object({
  /** The patent search expression the patents were found with (to open in patent search). */
  expression: boundedText(TEXT_LIMITS.paragraph),
  keywords: boundedList(boundedText(TEXT_LIMITS.title), MATCH_LIMITS.keywords),
  patents: boundedList(MatchedPatentSchema, MATCH_LIMITS.patents),
  licences: boundedList(MatchedLicenceSchema, MATCH_LIMITS.licences),
  experts: boundedList(MatchedExpertSchema, MATCH_LIMITS.experts),
});
export type DemandMatches = z.infer<typeof DemandMatchesSchema>;

/** What the company is interested in: a matched patent, open licence or expert. */
export const INTEREST_TARGETS = ['patent', 'licence', 'expert'] as const;
export type InterestTarget = (typeof INTEREST_TARGETS)[number];

export const MATCH_INTEREST_NOTE_MAX = 1000;

/** `POST /api/my/tech-demands/:id/interest` */
export const MatchInterestInputSchema = z.object({
  targetKind: z.enum(INTEREST_TARGETS, { error: 'validation.required' }),
  /** A patent's id (patents and licences) or an expert's id. */
  targetId: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
  note: z.string().trim().max(MATCH_INTEREST_NOTE_MAX, { error: 'validation.tooLong' }).default(''),
  /** Whom staff call about it: the application form of the kind asks for the same. */
  contactName: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(TEXT_LIMITS.personName, { error: 'validation.tooLong' }),
  contactPhone: MobilePhoneSchema,
});
export type MatchInterestInput = z.input<typeof MatchInterestInputSchema>;
