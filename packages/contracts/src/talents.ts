import { z } from 'zod';
import { PageQuerySchema, pageOf } from './envelope.js';
import { UploadRefSchema } from './files.js';
import { REJECT_REASON_MAX_LENGTH } from './identity.js';
import { TelephoneSchema } from './stations.js';
import { IPC_SECTIONS, QUALIFICATION_KINDS, TALENT_SERVICES, TALENT_STATUSES } from './talent-kinds.js';
import { boundedList, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';
import { EmailAddressSchema } from './users.js';

/**
 * Payloads of the talent pool (人才专家库, issue 24). A person applies from the account
 * (`/frontAccountInfo?tab=talent`), staff review in `/content/talents` and may add entries; the
 * public directory is `/talentPool`. Phone and email are for staff and for delivering contact
 * requests only: no public shape below has a field that could carry them.
 */

export const TalentStatusSchema = z.enum(TALENT_STATUSES, { error: 'validation.choice' });
export const IpcSectionSchema = z.enum(IPC_SECTIONS, { error: 'validation.choice' });
export const TalentServiceSchema = z.enum(TALENT_SERVICES, { error: 'validation.choice' });
export const QualificationKindSchema = z.enum(QUALIFICATION_KINDS, { error: 'validation.choice' });

/** The most qualifications one entry states. */
export const TALENT_QUALIFICATIONS_MAX = 10;
/** The longest profile (a short introduction, a paragraph). */
export const TALENT_PROFILE_MAX = TEXT_LIMITS.paragraph;

const requiredText = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' });

/** A key industry's code; that it is one of the city profile's is checked by the server. */
const IndustryCodeSchema = requiredText(TEXT_LIMITS.code);

const uploadId = z.uuid({ error: 'validation.upload' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' });

/** What the applicant and staff both write: the public part of an entry and its private contact. */
const entryFields = {
  name: requiredText(TEXT_LIMITS.personName),
  /** The applicant's (or staff's) own private image upload; null or absent: no photo. */
  photoUploadId: uploadId.nullable().optional(),
  organisation: z.string().trim().max(TEXT_LIMITS.name, { error: 'validation.tooLong' }).default(''),
  industries: boundedList(IndustryCodeSchema, LIST_LIMITS.few).min(1, { error: 'validation.required' }),
  ipcSections: boundedList(IpcSectionSchema, IPC_SECTIONS.length).default([]),
  services: boundedList(TalentServiceSchema, TALENT_SERVICES.length).min(1, { error: 'validation.required' }),
  profile: requiredText(TALENT_PROFILE_MAX),
  acceptsContact: z.boolean().default(true),
  /** Optional; never public. An empty string means none. */
  phone: z.union([z.literal(''), TelephoneSchema]).optional(),
  /** Never public. From the applicant, empty means the account's email. */
  email: z.union([z.literal(''), EmailAddressSchema]).optional(),
};

/** A stated qualification: its kind and certificate number (a patent attorney's 执业证号, ...). */
export const QualificationInputSchema = z.object({
  kind: QualificationKindSchema,
  number: requiredText(TEXT_LIMITS.code),
});
export type QualificationInput = z.input<typeof QualificationInputSchema>;

/** A qualification as staff see and set it: whether the certificate number was checked. */
export const StaffQualificationSchema = QualificationInputSchema.extend({ verified: z.boolean().default(false) });
export type StaffQualification = z.output<typeof StaffQualificationSchema>;

/** PUT /api/my/talent: apply, or change one's entry (either goes to review again). */
export const TalentApplicationInputSchema = z.object({
  ...entryFields,
  qualifications: boundedList(QualificationInputSchema, TALENT_QUALIFICATIONS_MAX).default([]),
  /** Consent to publishing the profile (not phone or email) in the public directory (PIPL). */
  consent: z.literal(true, { error: 'validation.consent' }),
});
export type TalentApplicationInput = z.input<typeof TalentApplicationInputSchema>;

/** POST /api/admin/talents and PUT /api/admin/talents/:id: staff write an entry, verifying qualifications. */
export const TalentStaffInputSchema = z.object({
  ...entryFields,
  qualifications: boundedList(StaffQualificationSchema, TALENT_QUALIFICATIONS_MAX).default([]),
});
export type TalentStaffInput = z.input<typeof TalentStaffInputSchema>;

/** POST /api/admin/talents/:id/reject: the reason is required and told to the applicant. */
export const TalentRejectInputSchema = z.object({
  reason: z
    .string({ error: 'validation.rejectReason' })
    .trim()
    .min(1, { error: 'validation.rejectReason' })
    .max(REJECT_REASON_MAX_LENGTH, { error: 'validation.tooLong' }),
});
export type TalentRejectInput = z.infer<typeof TalentRejectInputSchema>;

/** `:id` of an entry; a malformed id cannot name one. */
export const TalentIdParamsSchema = z.object({
  id: z.uuid({ error: 'error.talentNotFound' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});

// ---- Answers -----------------------------------------------------------------------------------

const id = z.string().max(TEXT_LIMITS.id);
const moment = z.string().max(TEXT_LIMITS.dateTime);
const publicFields = {
  id,
  name: z.string().max(TEXT_LIMITS.personName),
  organisation: z.string().max(TEXT_LIMITS.name),
  industries: z.array(z.string().max(TEXT_LIMITS.code)).max(LIST_LIMITS.few),
  ipcSections: z.array(IpcSectionSchema).max(IPC_SECTIONS.length),
  services: z.array(TalentServiceSchema).max(TALENT_SERVICES.length),
};

/** A qualification as the public sees it: its kind and whether staff verified it, never the number. */
export const PublicQualificationSchema = z.object({ kind: QualificationKindSchema, verified: z.boolean() });

/** A directory card (`/talentPool`). The photo is GET /api/talents/:id/photo when `hasPhoto`. */
export const TalentCardSchema = z.object({
  ...publicFields,
  qualifications: z.array(PublicQualificationSchema).max(TALENT_QUALIFICATIONS_MAX),
  hasPhoto: z.boolean(),
  /** Fictional demo content, marked as such. */
  demo: z.boolean(),
  /** Whether the expert takes contact requests through the platform. */
  acceptsContact: z.boolean(),
});
export type TalentCard = z.infer<typeof TalentCardSchema>;
export const TalentCardPageSchema = pageOf(TalentCardSchema);

/** `/talentPool/detail?id=`: the full public profile. */
export const TalentDetailSchema = TalentCardSchema.extend({
  profile: z.string().max(TALENT_PROFILE_MAX),
  publishedAt: moment.nullable(),
});
export type TalentDetail = z.infer<typeof TalentDetailSchema>;

/** The directory's keyword: a few words. */
export const TALENT_KEYWORD_MAX = 100;

/** GET /api/talents: the directory's filters (also the address of `/talentPool`). */
export const TalentDirectoryQuerySchema = PageQuerySchema.extend({
  keyword: z.string().trim().max(TALENT_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
  industry: z.string().trim().max(TEXT_LIMITS.code, { error: 'validation.tooLong' }).optional(),
  ipcSection: IpcSectionSchema.optional(),
  service: TalentServiceSchema.optional(),
  /** `true`: only experts with at least one qualification staff verified. */
  verified: z.enum(['true', 'false'], { error: 'validation.choice' }).optional(),
});
export type TalentDirectoryQuery = z.output<typeof TalentDirectoryQuerySchema>;

/** The whole entry for its owner and staff: contact opened, qualification numbers included. */
const fullFields = {
  ...publicFields,
  status: TalentStatusSchema,
  photo: UploadRefSchema.nullable(),
  qualifications: z.array(StaffQualificationSchema).max(TALENT_QUALIFICATIONS_MAX),
  profile: z.string().max(TALENT_PROFILE_MAX),
  acceptsContact: z.boolean(),
  phone: z.string().max(TEXT_LIMITS.phone).nullable(),
  email: z.string().max(TEXT_LIMITS.email).nullable(),
  rejectReason: z.string().max(REJECT_REASON_MAX_LENGTH).nullable(),
  createdAt: moment,
  updatedAt: moment,
  reviewedAt: moment.nullable(),
  publishedAt: moment.nullable(),
};

/** GET /api/my/talent (null when the caller never applied). */
export const MyTalentSchema = z.object(fullFields);
export type MyTalent = z.infer<typeof MyTalentSchema>;

/** GET /api/admin/talents: the staff queue (pending first). */
export const AdminTalentListQuerySchema = PageQuerySchema.extend({
  status: TalentStatusSchema.optional(),
  /** Part of a name or an organisation. */
  keyword: z.string().trim().max(TALENT_KEYWORD_MAX, { error: 'validation.tooLong' }).optional(),
});
export type AdminTalentListQuery = z.output<typeof AdminTalentListQuerySchema>;

/** A row of the staff queue. */
export const AdminTalentListItemSchema = z.object({
  ...publicFields,
  status: TalentStatusSchema,
  /** A person applied for it (false: staff added it). */
  applied: z.boolean(),
  demo: z.boolean(),
  /** Qualifications whose certificate number staff have not verified yet. */
  unverified: z.number().int().min(0).max(TALENT_QUALIFICATIONS_MAX),
  updatedAt: moment,
  publishedAt: moment.nullable(),
});
export type AdminTalentListItem = z.infer<typeof AdminTalentListItemSchema>;
export const AdminTalentPageSchema = pageOf(AdminTalentListItemSchema);

/** GET /api/admin/talents/:id (each view is logged as `talent.reveal`). */
export const AdminTalentDetailSchema = z.object({
  ...fullFields,
  applied: z.boolean(),
  demo: z.boolean(),
  /** The applicant's account email (null for a staff-added entry). */
  accountEmail: z.string().max(TEXT_LIMITS.email).nullable(),
  reviewerName: z.string().max(TEXT_LIMITS.personName).nullable(),
});
export type AdminTalentDetail = z.infer<typeof AdminTalentDetailSchema>;
