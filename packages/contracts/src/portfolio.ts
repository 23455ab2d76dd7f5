import { z } from 'zod';
import { StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { REJECT_REASON_MAX_LENGTH } from './identity.js';
import { URGENCIES } from './patent-deadlines.js';
import { LegalStatusSchema, PATENT_LIMITS, PatentTypeSchema } from './patents.js';
import { boundedList, boundedText, TEXT_LIMITS } from './text-limits.js';

/**
 * Payloads of the company portfolio (issue 26, 账户信息 › 我的专利): the patents of a company with an
 * approved company authentication (those naming it as applicant, and those it added by number
 * and staff confirmed), with their annual-fee and term deadlines (patent-deadlines.ts), the claims
 * it added, its reminder setting, and the staff's queue of claims.
 */

/** Patents a company may add by number (claims of every status, removed ones not counted). */
export const MAX_PORTFOLIO_CLAIMS = 200;

/** A patent number as a company types it: an application number or a publication number. */
export type PatentNumber = { kind: 'application'; value: string } | { kind: 'publication'; value: string };

/**
 * `CN202110123456.7`, `ZL 202110123456.7`, `2021101234567`, old `95115608.X`: check digit included.
 * An old 8-digit number needs its dot: without it, it reads like a publication number missing its kind code.
 */
const APPLICATION_NUMBER = /^(?:CN|ZL)?(?:(\d{12})\.?|(\d{8})\.)([\dX])$/;
/** `CN112345678A`, `CN 1123456789 B`, `CN300123456S`: CN, the number, its kind code. */
const PUBLICATION_NUMBER = /^CN(\d{7,10})([A-Z]\d?)$/;

/**
 * Reads a patent number as typed (spaces and case ignored): an application number in its
 * canonical form (`CN202110123456.7`), or a publication number `CN…K`; null when it is neither. Whether the
 * check digit is right and the patent exists is the server's to say.
 */
export function readPatentNumber(typed: string): PatentNumber | null {
  const compact = typed.replace(/\s/g, '').toUpperCase();
  const publication = PUBLICATION_NUMBER.exec(compact);
  if (publication) return { kind: 'publication', value: compact };
  const application = APPLICATION_NUMBER.exec(compact);
  if (application) return { kind: 'application', value: `CN${application[1] ?? application[2]}.${application[3]}` };
  return null;
}

/** POST /api/my/portfolio/claims: add a patent by its number; staff confirm it is the company's. */
export const PortfolioClaimInputSchema = z.object({
  number: z
    .string({ error: 'validation.portfolioNumber' })
    .trim()
    .min(1, { error: 'validation.portfolioNumber' })
    .max(TEXT_LIMITS.code, { error: 'validation.tooLong' })
    .refine((value) => readPatentNumber(value) !== null, { error: 'validation.portfolioNumber' }),
});
export type PortfolioClaimInput = z.infer<typeof PortfolioClaimInputSchema>;

export const PORTFOLIO_CLAIM_STATUSES = ['pending', 'confirmed', 'rejected'] as const;
export const PortfolioClaimStatusSchema = z.enum(PORTFOLIO_CLAIM_STATUSES);
export type PortfolioClaimStatus = z.infer<typeof PortfolioClaimStatusSchema>;

export const PortfolioClaimIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.portfolioClaimNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

export const UrgencySchema = z.enum(URGENCIES);

const code = boundedText(PATENT_LIMITS.code);
const day = boundedText(TEXT_LIMITS.date);

/** The patent a row or a claim is about, as public as the patent search shows it. */
const PatentFactsSchema = z.object({
  patentId: z.number().int(),
  title: boundedText(PATENT_LIMITS.title),
  applicationNumber: code,
  publicationNumber: code,
  patentType: PatentTypeSchema,
  legalStatus: LegalStatusSchema,
  applicationDate: day,
  grantDate: day.nullable(),
});

/** One patent of the portfolio with its deadlines as of `today` of the answer. */
export const PortfolioPatentSchema = PatentFactsSchema.extend({
  /** Listed because the company is an applicant, or because it added it and staff confirmed. */
  source: z.enum(['applicant', 'claim']),
  /** The confirmed claim (to remove it); null for a patent listed by applicant name. */
  claimId: StoredIdSchema.nullable(),
  /** Added by the demo seed: fictional demo data. */
  demo: z.boolean(),
  /** The next annual fee in force; null when none is owed (pending, lapsed, or the term ends first). */
  nextFee: z
    .object({ dueDate: day, lateUntil: day, patentYear: z.number().int(), daysLeft: z.number().int() })
    .nullable(),
  termEnd: day,
  /** Days to the term end (negative once it has ended). */
  termDaysLeft: z.number().int(),
  /** Days to the nearest deadline ahead (fee or term end); null when there is none. */
  daysLeft: z.number().int().nullable(),
  urgency: UrgencySchema,
});
export type PortfolioPatent = z.infer<typeof PortfolioPatentSchema>;

/** GET /api/my/portfolio: nearest deadline first, then filing date. */
export const PortfolioQuerySchema = PageQuerySchema;
export type PortfolioQuery = z.infer<typeof PortfolioQuerySchema>;

export const PortfolioPageSchema = pageOf(PortfolioPatentSchema).extend({
  /** The company name of the approved authentication, which applicant names are matched with. */
  companyName: boundedText(TEXT_LIMITS.name),
  /** The city's date the deadlines were counted from. */
  today: day,
});
export type PortfolioPage = z.infer<typeof PortfolioPageSchema>;

/** A patent the company added by number, in any state. */
export const PortfolioClaimSchema = PatentFactsSchema.extend({
  id: StoredIdSchema,
  /** The number as the company typed it. */
  number: code,
  status: PortfolioClaimStatusSchema,
  rejectReason: boundedText(REJECT_REASON_MAX_LENGTH).nullable(),
  createdAt: StoredDateTimeSchema,
  decidedAt: StoredDateTimeSchema.nullable(),
  /** Added by the demo seed: fictional demo data. */
  demo: z.boolean(),
});
export type PortfolioClaim = z.infer<typeof PortfolioClaimSchema>;
export const PortfolioClaimListSchema = boundedList(PortfolioClaimSchema, MAX_PORTFOLIO_CLAIMS);

/** GET/PUT /api/my/portfolio/settings: reminder mails on or off for the account. */
export const PortfolioSettingsSchema = z.object({ reminders: z.boolean({ error: 'validation.choice' }) });
export type PortfolioSettings = z.infer<typeof PortfolioSettingsSchema>;

/** GET /api/admin/portfolio-claims (`/data/portfolioClaims`): pending first unless a status is chosen. */
export const AdminPortfolioClaimQuerySchema = PageQuerySchema.extend({
  status: PortfolioClaimStatusSchema.optional(),
});
export type AdminPortfolioClaimQuery = z.infer<typeof AdminPortfolioClaimQuerySchema>;

/** A claim as staff judge it: who claims, what the record's applicants say. */
export const AdminPortfolioClaimSchema = PortfolioClaimSchema.extend({
  companyName: boundedText(TEXT_LIMITS.name),
  applicants: boundedList(boundedText(PATENT_LIMITS.applicantName), PATENT_LIMITS.applicants),
});
export type AdminPortfolioClaim = z.infer<typeof AdminPortfolioClaimSchema>;
export const AdminPortfolioClaimPageSchema = pageOf(AdminPortfolioClaimSchema);

/** POST /api/admin/portfolio-claims/:id/reject: the company sees the reason in its list. */
export const PortfolioClaimRejectSchema = z.object({
  reason: z
    .string({ error: 'validation.rejectReason' })
    .trim()
    .min(1, { error: 'validation.rejectReason' })
    .max(REJECT_REASON_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type PortfolioClaimRejectInput = z.infer<typeof PortfolioClaimRejectSchema>;
