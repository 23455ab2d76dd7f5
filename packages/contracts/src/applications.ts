import { z } from 'zod';
import type { ApplicationData } from './application-data.js';
import { FieldNameSchema, FormFieldSchema } from './application-forms.js';
import { APPLICATION_KIND_KEYS, type ApplicationKindKey, ApplicationKindKeySchema } from './application-kinds.js';
import { ColumnKeySchema, ColumnStatusSchema } from './columns.js';
import { PageQuerySchema, pageOf } from './envelope.js';
import { UploadRefSchema } from './files.js';
import type { Module } from './permissions.js';
import { canAccess } from './permissions.js';
import { AccountRoleSchema } from './role-schemas.js';
import type { AccountRole } from './roles.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH } from './users.js';

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
const STAFF_ACTION_KEYS = Object.keys(STAFF_ACTIONS) as [StaffAction, ...StaffAction[]];
export const StaffActionSchema = z.enum(STAFF_ACTION_KEYS, { error: 'validation.choice' });

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
  /** Working days (the city's calendar, issue 25) staff have from submission to a final answer; later is overdue. */
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
  techMatchmaking: {
    roles: COMPANIES,
    identity: 'company',
    module: 'applications',
    dueDays: 10,
    titleField: 'target',
    path: '/techDemand',
  },
};

/** Longest title of an application in lists: its title field's value, shortened with an ellipsis. */
export const APPLICATION_TITLE_MAX = 60;

/** The value of the kind's title field, shortened for lists (the data keeps the whole value). */
export function applicationTitleOf(kind: ApplicationKindKey, data: ApplicationData): string {
  const value = data[APPLICATION_RULES[kind].titleField];
  const text = Array.isArray(value) ? value.join(', ') : String(value ?? '');
  return text.length > APPLICATION_TITLE_MAX ? `${text.slice(0, APPLICATION_TITLE_MAX - 1)}…` : text;
}

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
  name: boundedText(TEXT_LIMITS.name),
  nameEn: boundedText(TEXT_LIMITS.name),
  column: ColumnKeySchema,
  columnStatus: ColumnStatusSchema,
  form: boundedList(FormFieldSchema, LIST_LIMITS.page),
  roles: boundedList(AccountRoleSchema, LIST_LIMITS.few),
  identity: z.enum(['none', 'approved', 'company']),
  dueDays: z.number().int(),
  /** A path of the front site. */
  path: boundedText(TEXT_LIMITS.url),
  eligibility: EligibilitySchema,
});
export type ApplicationKindInfo = z.infer<typeof ApplicationKindInfoSchema>;
export const ApplicationKindListSchema = boundedList(ApplicationKindInfoSchema, APPLICATION_KIND_KEYS.length);

// ---- Payloads ----------------------------------------------------------------------------------

/** Largest draft, as JSON characters: a draft is a half-filled form, not a store. */
export const DRAFT_MAX_CHARS = 20_000;

/**
 * A zod union reads a list refused for its size as a value of none of its types; this names the
 * refusal of the one option of the value's type instead ('validation.tooMany'), so the caller
 * learns what is wrong.
 */
function refusalOfMatchingOption(issue: z.core.$ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_union') return undefined;
  const matching = issue.errors.filter((option) => !option.some((inner) => inner.code === 'invalid_type'));
  return matching.length === 1 ? matching[0]?.[0]?.message : undefined;
}

/**
 * A form value as it travels and is stored, within what a field of any form holds (the kind's
 * schema, `applicationDataSchema`, checks each field's own limit): text no longer than a draft,
 * or at most a page of chosen option values or upload ids (codes and UUIDs).
 */
export const ApplicationValueSchema = z.union(
  [boundedText(DRAFT_MAX_CHARS), z.number(), boundedList(boundedText(TEXT_LIMITS.code), LIST_LIMITS.page), z.null()],
  { error: refusalOfMatchingOption },
);

/** Any kind's form data, keyed by field name: what submissions and drafts send and what is stored. */
export const ApplicationDataRecordSchema = z.record(FieldNameSchema, ApplicationValueSchema, {
  // A key (a field name) is refused only for its length: every JSON key is a string.
  error: (issue) => (issue.code === 'invalid_key' ? 'validation.tooLong' : 'validation.required'),
});

/** POST /api/applications/:kind. The same `idempotencyKey` again returns the first application. */
export const SubmitApplicationInputSchema = z.object({
  data: ApplicationDataRecordSchema,
  idempotencyKey: z.uuid({ error: 'validation.idempotencyKey' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
});
export type SubmitApplicationInput = z.infer<typeof SubmitApplicationInputSchema>;

/** PUT /api/applications/mine/:id: the corrected data of a returned application. */
export const ResubmitApplicationInputSchema = z.object({ data: ApplicationDataRecordSchema });
export type ResubmitApplicationInput = z.infer<typeof ResubmitApplicationInputSchema>;

/** PUT /api/applications/drafts/:kind: whatever the form holds so far (checked on submit, not here). */
export const DraftInputSchema = z.object({
  data: ApplicationDataRecordSchema.refine((data) => JSON.stringify(data).length <= DRAFT_MAX_CHARS, {
    error: 'validation.tooLong',
  }),
});
export type DraftInput = z.infer<typeof DraftInputSchema>;

export const DraftSchema = z.object({
  kind: ApplicationKindKeySchema,
  data: ApplicationDataRecordSchema,
  updatedAt: boundedText(TEXT_LIMITS.dateTime),
});
export type Draft = z.infer<typeof DraftSchema>;

/** Longest comment of a staff action: the applicant's explanation of a return or a rejection. */
export const ACTION_COMMENT_MAX = 1000;

/** POST /api/admin/applications/:id/actions. */
export const ApplicationActionInputSchema = z
  .object({
    action: StaffActionSchema,
    comment: z.string().trim().max(ACTION_COMMENT_MAX, { error: 'validation.tooLong' }).default(''),
  })
  .refine((input) => !COMMENT_REQUIRED.includes(input.action) || input.comment.length > 0, {
    error: 'validation.commentRequired',
    path: ['comment'],
  });
export type ApplicationActionInput = z.input<typeof ApplicationActionInputSchema>;

/** PUT /api/admin/applications/:id/assignee: a staff member, or null to unassign. */
export const AssignApplicationInputSchema = z.object({
  assigneeId: z.uuid({ error: 'validation.assignee' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }).nullable(),
});
export type AssignApplicationInput = z.infer<typeof AssignApplicationInputSchema>;

/** Longest list of kinds in a query string: every kind once, each as long as a code may be, with its comma. */
const KIND_LIST_MAX = APPLICATION_KIND_KEYS.length * (TEXT_LIMITS.code + 1);

/** A comma-separated list of kinds in a query string (`kinds=rightsAid,consultation`). */
const KindListSchema = z
  .string({ error: 'validation.applicationKinds' })
  .max(KIND_LIST_MAX, { error: 'validation.tooLong' })
  .transform((value) => [...new Set(value.split(',').map((kind) => kind.trim()))])
  .pipe(z.array(ApplicationKindKeySchema).min(1, { error: 'validation.applicationKinds' }));

const DateSchema = z.iso.date({ error: 'validation.date' }).max(TEXT_LIMITS.date, { error: 'validation.tooLong' });

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
    assignee: z
      .union([
        z.literal('me'),
        z.literal('none'),
        z.uuid({ error: 'validation.assignee' }).max(TEXT_LIMITS.id, { error: 'validation.tooLong' }),
      ])
      .optional(),
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

const IdSchema = boundedText(TEXT_LIMITS.id);
const MomentSchema = boundedText(TEXT_LIMITS.dateTime);
/** An account's name, as every way of setting one keeps it. */
const UserNameSchema = boundedText(ACCOUNT_NAME_MAX_LENGTH);
const UserEmailSchema = boundedText(TEXT_LIMITS.email);

export const PersonRefSchema = z.object({ id: IdSchema, name: UserNameSchema, email: UserEmailSchema.nullable() });
export type PersonRef = z.infer<typeof PersonRefSchema>;

/** An application as lists show it. */
export const ApplicationSummarySchema = z.object({
  id: IdSchema,
  /** `YYYYMMDD` + a 4-digit daily sequence, in the city's calendar. */
  receiptNo: boundedText(TEXT_LIMITS.code),
  kind: ApplicationKindKeySchema,
  status: ApplicationStatusSchema,
  /** The value of the kind's title field (trademark, company, other party, question…), shortened. */
  title: boundedText(APPLICATION_TITLE_MAX),
  applicant: PersonRefSchema,
  assignee: PersonRefSchema.nullable(),
  /** A pre-examination request: the applicant's filing it was made under. */
  parentId: IdSchema.nullable(),
  submittedAt: MomentSchema,
  updatedAt: MomentSchema,
  completedAt: MomentSchema.nullable(),
  /** When staff should have answered; `overdue` once passed without a final answer. */
  dueAt: MomentSchema,
  overdue: z.boolean(),
});
export type ApplicationSummary = z.infer<typeof ApplicationSummarySchema>;
export const ApplicationPageSchema = pageOf(ApplicationSummarySchema);

/**
 * Most applications one applicant has (a trademark agency files many a year): their list is one
 * answer, so a submission beyond it is refused.
 */
export const MY_APPLICATIONS_MAX = LIST_LIMITS.bulk;
/** GET /api/applications/mine. */
export const MyApplicationListSchema = boundedList(ApplicationSummarySchema, MY_APPLICATIONS_MAX);

/** One step of an application's history. */
export const ApplicationEventSchema = z.object({
  id: IdSchema,
  action: z.enum(EVENT_ACTIONS),
  from: ApplicationStatusSchema.nullable(),
  to: ApplicationStatusSchema,
  /** Staff names are shown to staff only; the applicant sees "staff". */
  actor: z.object({ name: UserNameSchema.nullable(), staff: z.boolean() }),
  comment: boundedText(ACTION_COMMENT_MAX),
  at: MomentSchema,
});
export type ApplicationEvent = z.infer<typeof ApplicationEventSchema>;

/** An attachment with the form field it was given for. */
export const ApplicationAttachmentSchema = UploadRefSchema.extend({ field: FieldNameSchema });
export type ApplicationAttachment = z.infer<typeof ApplicationAttachmentSchema>;

/**
 * Most history entries of one application, far beyond any real handling (a handful of steps, a
 * few returns and reassignments): staff actions and reassignments beyond it are refused.
 */
export const APPLICATION_HISTORY_MAX = 1000;

/** One application with its form data, attachments and history (oldest first). */
export const ApplicationDetailSchema = ApplicationSummarySchema.extend({
  data: ApplicationDataRecordSchema,
  /** Every file the kind's attachment fields hold: a handful (10 at most in any form). */
  attachments: boundedList(ApplicationAttachmentSchema, LIST_LIMITS.few),
  history: boundedList(ApplicationEventSchema, APPLICATION_HISTORY_MAX),
  /** The staff actions the current state allows (empty for the applicant's view). */
  actions: boundedList(StaffActionSchema, STAFF_ACTION_KEYS.length),
});
export type ApplicationDetail = z.infer<typeof ApplicationDetailSchema>;

/** GET /api/admin/applications/assignees: staff who can be given applications. */
export const AssigneeSchema = z.object({
  id: IdSchema,
  name: UserNameSchema,
  email: UserEmailSchema,
  role: AccountRoleSchema,
});
export type Assignee = z.infer<typeof AssigneeSchema>;
/** Every enabled staff member: nothing caps the staff accounts, so as many as one answer can list. */
export const AssigneeListSchema = boundedList(AssigneeSchema, LIST_LIMITS.bulk);

/** Where staff read an attachment of an application. */
export function adminAttachmentUrl(applicationId: string, uploadId: string): string {
  return `/api/admin/applications/${applicationId}/attachments/${uploadId}`;
}

/** Message key of a status label (`application.status.inProgress`). */
export function statusLabelKey(status: ApplicationStatus) {
  return `application.status.${status}` as const;
}
