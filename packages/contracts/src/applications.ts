import { z } from 'zod';
import { FormFieldSchema } from './application-forms.js';
import { APPLICATION_KIND_KEYS, type ApplicationKindKey, ApplicationKindKeySchema } from './application-kinds.js';
import { ColumnKeySchema, ColumnStatusSchema } from './columns.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { UploadRefSchema } from './files.js';
import type { Module } from './permissions.js';
import { canAccess } from './permissions.js';
import { AccountRoleSchema } from './role-schemas.js';
import type { AccountRole } from './roles.js';

/**
 * Online business handling (issue 6): the workflow every application kind follows, who may apply
 * for what, who handles it in the back office, and the payloads of the citizen and staff APIs
 * (`/api/applications/...`, `/api/admin/applications/...`). The forms are in
 * `application-forms.ts`, their validation in `application-data.ts`.
 */

// ---- Workflow ----------------------------------------------------------------------------------

/** Drafts are kept apart (one per user and kind); these are the states of a submitted application. */
export const APPLICATION_STATUSES = [
  'submitted',
  'accepted',
  'inProgress',
  'returned',
  'resubmitted',
  'completed',
  'rejected',
] as const;
export const ApplicationStatusSchema = z.enum(APPLICATION_STATUSES, { error: 'validation.choice' });
export type ApplicationStatus = z.infer<typeof ApplicationStatusSchema>;

/** States nothing leaves: the application is over. */
export const FINAL_STATUSES: readonly ApplicationStatus[] = ['completed', 'rejected'];

/** What staff can do to an application, and the state each action leads to. */
export const STAFF_ACTIONS = {
  accept: 'accepted',
  start: 'inProgress',
  complete: 'completed',
  return: 'returned',
  reject: 'rejected',
} as const satisfies Record<string, ApplicationStatus>;
export type StaffAction = keyof typeof STAFF_ACTIONS;
export const StaffActionSchema = z.enum(Object.keys(STAFF_ACTIONS) as [StaffAction, ...StaffAction[]], {
  error: 'validation.choice',
});

/** Actions whose comment is the applicant's only explanation, so it is required. */
export const COMMENT_REQUIRED: readonly StaffAction[] = ['return', 'reject'];

/** The staff actions allowed from each state; everything else is refused (409). */
export const STAFF_TRANSITIONS: Record<ApplicationStatus, readonly StaffAction[]> = {
  submitted: ['accept', 'return', 'reject'],
  resubmitted: ['accept', 'return', 'reject'],
  accepted: ['start', 'reject'],
  inProgress: ['complete', 'return', 'reject'],
  returned: [],
  completed: [],
  rejected: [],
};

/** Whether staff may take `action` on an application in `status`. */
export function canTakeAction(status: ApplicationStatus, action: StaffAction): boolean {
  return STAFF_TRANSITIONS[status].includes(action);
}

/** The only applicant move after submission: a returned application comes back corrected. */
export const APPLICANT_CAN_RESUBMIT: readonly ApplicationStatus[] = ['returned'];

/** What a history entry records: the applicant's submit/resubmit, a staff action, an assignment. */
export const EVENT_ACTIONS = [
  'submit',
  'resubmit',
  'assign',
  ...(Object.keys(STAFF_ACTIONS) as StaffAction[]),
] as const;
export type EventAction = 'submit' | 'resubmit' | 'assign' | StaffAction;

// ---- Who applies, who handles ------------------------------------------------------------------

/**
 * What an applicant needs: `none` a registered login; `approved` an approved real-name
 * authentication (person or company); `company` an approved company authentication.
 */
export type IdentityRequirement = 'none' | 'approved' | 'company';

export interface ApplicationRule {
  /** Account roles that may apply. */
  roles: readonly AccountRole[];
  identity: IdentityRequirement;
  /** Back-office module that handles the kind. */
  module: Module;
  /** Calendar days staff have from submission to a final answer; later is overdue. */
  dueDays: number;
  /** The field whose value names the application in lists. */
  titleField: string;
  /** Where the citizen finds the kind's guide and form on the front site. */
  path: string;
}

const PEOPLE_AND_COMPANIES: readonly AccountRole[] = ['common', 'user'];
const COMPANIES: readonly AccountRole[] = ['user'];

export const APPLICATION_RULES: Record<ApplicationKindKey, ApplicationRule> = {
  trademarkWindow: {
    roles: COMPANIES,
    identity: 'company',
    module: 'applyForm',
    dueDays: 15,
    titleField: 'trademarkName',
    path: '/registerApply',
  },
  preAuditFiling: {
    roles: COMPANIES,
    identity: 'company',
    module: 'preAudit',
    dueDays: 10,
    titleField: 'companyName',
    path: '/patentPreAudit',
  },
  preAuditRequest: {
    roles: COMPANIES,
    identity: 'company',
    module: 'preAudit',
    dueDays: 30,
    titleField: 'title',
    path: '/patentPreAudit',
  },
  rightsAid: {
    roles: PEOPLE_AND_COMPANIES,
    identity: 'approved',
    module: 'applications',
    dueDays: 20,
    titleField: 'otherParty',
    path: '/protectRights?type=aid',
  },
  disputeMediation: {
    roles: PEOPLE_AND_COMPANIES,
    identity: 'approved',
    module: 'applications',
    dueDays: 30,
    titleField: 'otherParty',
    path: '/protectRights?type=mediation',
  },
  overseasGuidance: {
    roles: PEOPLE_AND_COMPANIES,
    identity: 'approved',
    module: 'applications',
    dueDays: 20,
    titleField: 'otherParty',
    path: '/protectRights?type=overseas',
  },
  openLicenceIntent: {
    roles: PEOPLE_AND_COMPANIES,
    identity: 'approved',
    module: 'applications',
    dueDays: 15,
    titleField: 'patentNumber',
    path: '/developPermit',
  },
  consultation: {
    roles: PEOPLE_AND_COMPANIES,
    identity: 'none',
    module: 'applications',
    dueDays: 5,
    titleField: 'question',
    path: '/publicServe',
  },
};

/** The kinds a back-office module handles (`/data/applyFrom`, `/data/analysis`, `/data/applications`). */
export function kindsOfModule(module: Module): ApplicationKindKey[] {
  return APPLICATION_KIND_KEYS.filter((kind) => APPLICATION_RULES[kind].module === module);
}

/** Whether a staff `role` may handle applications of `kind` (the module of the kind). */
export function canHandleKind(role: string | null | undefined, kind: ApplicationKindKey): boolean {
  return canAccess(role, APPLICATION_RULES[kind].module);
}

// ---- Catalogue ---------------------------------------------------------------------------------

/** Whether the caller may apply for a kind now, and if not, why not. */
export const EligibilitySchema = z.object({
  /** A registered user is logged in (visitors get the login dialog). */
  signedIn: z.boolean(),
  roleAllowed: z.boolean(),
  /** The authentication the kind needs is approved (true when it needs none). */
  identityOk: z.boolean(),
  canApply: z.boolean(),
});
export type Eligibility = z.infer<typeof EligibilitySchema>;

/** GET /api/applications/kinds: one business kind as the catalogue shows it. */
export const ApplicationKindInfoSchema = z.object({
  kind: ApplicationKindKeySchema,
  name: z.string(),
  nameEn: z.string(),
  column: ColumnKeySchema,
  columnStatus: ColumnStatusSchema,
  form: z.array(FormFieldSchema),
  roles: z.array(AccountRoleSchema),
  identity: z.enum(['none', 'approved', 'company']),
  dueDays: z.number().int(),
  path: z.string(),
  eligibility: EligibilitySchema,
});
export type ApplicationKindInfo = z.infer<typeof ApplicationKindInfoSchema>;

// ---- Payloads ----------------------------------------------------------------------------------

/** A form value as it travels (the kind's schema, `applicationDataSchema`, checks it). */
export const ApplicationValueSchema = z.union([z.string(), z.number(), z.array(z.string()), z.null()]);
const RawDataSchema = z.record(z.string().max(50), ApplicationValueSchema, { error: 'validation.required' });

/** POST /api/applications/:kind. The same `idempotencyKey` again returns the first application. */
export const SubmitApplicationInputSchema = z.object({
  data: RawDataSchema,
  idempotencyKey: z.uuid({ error: 'validation.idempotencyKey' }),
});
export type SubmitApplicationInput = z.infer<typeof SubmitApplicationInputSchema>;

/** PUT /api/applications/mine/:id: the corrected data of a returned application. */
export const ResubmitApplicationInputSchema = z.object({ data: RawDataSchema });
export type ResubmitApplicationInput = z.infer<typeof ResubmitApplicationInputSchema>;

/** Largest draft, as JSON characters: a draft is a half-filled form, not a store. */
export const DRAFT_MAX_CHARS = 20_000;

/** PUT /api/applications/drafts/:kind: whatever the form holds so far (checked on submit, not here). */
export const DraftInputSchema = z.object({
  data: RawDataSchema.refine((data) => JSON.stringify(data).length <= DRAFT_MAX_CHARS, { error: 'validation.tooLong' }),
});
export type DraftInput = z.infer<typeof DraftInputSchema>;

export const DraftSchema = z.object({
  kind: ApplicationKindKeySchema,
  data: z.record(z.string(), ApplicationValueSchema),
  updatedAt: z.string(),
});
export type Draft = z.infer<typeof DraftSchema>;

/** POST /api/admin/applications/:id/actions. */
export const ApplicationActionInputSchema = z
  .object({
    action: StaffActionSchema,
    comment: z.string().trim().max(1000, { error: 'validation.tooLong' }).default(''),
  })
  .refine((input) => !COMMENT_REQUIRED.includes(input.action) || input.comment.length > 0, {
    error: 'validation.commentRequired',
    path: ['comment'],
  });
export type ApplicationActionInput = z.input<typeof ApplicationActionInputSchema>;

/** PUT /api/admin/applications/:id/assignee: a staff member, or null to unassign. */
export const AssignApplicationInputSchema = z.object({
  assigneeId: z.uuid({ error: 'validation.assignee' }).nullable(),
});
export type AssignApplicationInput = z.infer<typeof AssignApplicationInputSchema>;

/** A comma-separated list of kinds in a query string (`kinds=rightsAid,consultation`). */
const KindListSchema = z
  .string({ error: 'validation.applicationKinds' })
  .transform((value) => [...new Set(value.split(',').map((kind) => kind.trim()))])
  .pipe(z.array(ApplicationKindKeySchema).min(1, { error: 'validation.applicationKinds' }));

const DateSchema = z.iso.date({ error: 'validation.date' });

export const APPLICATION_SORTS = ['submittedAt', 'updatedAt', 'receiptNo', 'status', 'kind', 'dueAt'] as const;

/** Filters of the back-office list and its export; `kinds` says which kinds (and so which modules). */
export const ApplicationFilterSchema = z
  .object({
    kinds: KindListSchema,
    status: ApplicationStatusSchema.optional(),
    /** Submitted on or after / on or before these days (the city's calendar). */
    from: DateSchema.optional(),
    to: DateSchema.optional(),
    /** Receipt number, applicant name or email, or the application's title. */
    keyword: z.string().trim().max(100, { error: 'validation.tooLong' }).optional(),
    /** A staff user id, `me` (the caller) or `none` (unassigned). */
    assignee: z.union([z.literal('me'), z.literal('none'), z.uuid({ error: 'validation.assignee' })]).optional(),
    overdue: z.enum(['true', 'false']).optional(),
    sort: z.enum(APPLICATION_SORTS, { error: 'validation.sort' }).default('submittedAt'),
    order: z.enum(['asc', 'desc'], { error: 'validation.sort' }).default('desc'),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    error: 'validation.dateRange',
    path: ['to'],
  });
export const ApplicationListQuerySchema = z.intersection(PageQuerySchema, ApplicationFilterSchema);
export type ApplicationListQuery = z.input<typeof ApplicationListQuerySchema>;
export type ApplicationFilter = z.output<typeof ApplicationFilterSchema>;

/** GET /api/applications/mine?kinds=: the caller's applications, all kinds unless `kinds` says. */
export const MyApplicationsQuerySchema = z.object({ kinds: KindListSchema.optional() });

// ---- Responses ---------------------------------------------------------------------------------

export const PersonRefSchema = z.object({ id: z.string(), name: z.string(), email: z.string().nullable() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** An application as lists show it. */
export const ApplicationSummarySchema = z.object({
  id: z.string(),
  /** `YYYYMMDD` + a 4-digit daily sequence, in the city's calendar. */
  receiptNo: z.string(),
  kind: ApplicationKindKeySchema,
  status: ApplicationStatusSchema,
  /** The value of the kind's title field (trademark, company, other party, question…), shortened. */
  title: z.string(),
  applicant: PersonRefSchema,
  assignee: PersonRefSchema.nullable(),
  /** A pre-examination request: the applicant's filing it was made under. */
  parentId: z.string().nullable(),
  submittedAt: z.string(),
  updatedAt: z.string(),
  completedAt: z.string().nullable(),
  /** When staff should have answered; `overdue` once passed without a final answer. */
  dueAt: z.string(),
  overdue: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;
export const ApplicationPageSchema = pageOf(ApplicationSummarySchema);

/** One step of an application's history. */
export const ApplicationEventSchema = z.object({
  id: z.string(),
  action: z.enum(EVENT_ACTIONS),
  from: ApplicationStatusSchema.nullable(),
  to: ApplicationStatusSchema,
  /** Staff names are shown to staff only; the applicant sees "staff". */
  actor: z.object({ name: z.string().nullable(), staff: z.boolean() }),
  comment: z.string(),
  at: z.string(),
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** An attachment with the form field it was given for. */
export const ApplicationAttachmentSchema = UploadRefSchema.extend({ field: z.string() });
export type ApplicationAttachment = z.infer<typeof ApplicationAttachmentSchema>;

/** One application with its form data, attachments and history (oldest first). */
export const ApplicationDetailSchema = ApplicationSummarySchema.extend({
  data: z.record(z.string(), ApplicationValueSchema),
  attachments: z.array(ApplicationAttachmentSchema),
  history: z.array(ApplicationEventSchema),
  /** The staff actions the current state allows (empty for the applicant's view). */
  actions: z.array(StaffActionSchema),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** GET /api/admin/applications/assignees: staff who can be given applications. */
export const AssigneeSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: AccountRoleSchema,
});
export type Assignee = z.infer<typeof AssigneeSchema>;

/** Where staff read an attachment of an application. */
export function adminAttachmentUrl(applicationId: string, uploadId: string): string {
  return `/api/admin/applications/${applicationId}/attachments/${uploadId}`;
}

/** Message key of a status label (`application.status.inProgress`). */
export function statusLabelKey(status: ApplicationStatus) {
  return `application.status.${status}` as const;
}
