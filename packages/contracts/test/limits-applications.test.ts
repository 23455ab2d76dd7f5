import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { APPLICATION_FORMS, FIELD_NAME_MAX, type FormField, FormFieldSchema } from '../src/application-forms.js';
import { APPLICATION_KIND_KEYS, type ApplicationKindKey } from '../src/application-kinds.js';
import {
  ACTION_COMMENT_MAX,
  ApplicationActionInputSchema,
  ApplicationDataRecordSchema,
  ApplicationDetailSchema,
  ApplicationFilterSchema,
  ApplicationListQuerySchema,
  ApplicationValueSchema,
  AssignApplicationInputSchema,
  DRAFT_MAX_CHARS,
  DraftInputSchema,
  MyApplicationsQuerySchema,
  ResubmitApplicationInputSchema,
  SubmitApplicationInputSchema,
} from '../src/applications.js';
import { UPLOAD_KINDS, UploadRefSchema } from '../src/files.js';
import { isMessageKey } from '../src/messages.js';
import { LIST_LIMITS, TEXT_LIMITS } from '../src/text-limits.js';
import { describeLimitEdges } from './limit-edges.js';

const FILE = '7b0c1f2e-3d4a-4b5c-8d6e-7f8091a2b3c4';

/** The fields and message keys a schema refuses `value` with. */
function refusals(schema: z.ZodType, value: unknown): { field: string; message: string }[] {
  return (schema.safeParse(value).error?.issues ?? []).map((issue) => ({
    field: issue.path.join('.'),
    message: issue.message,
  }));
}

describe('edges of the plain-text bounds', () => {
  describeLimitEdges([
    {
      name: 'ApplicationActionInputSchema',
      schema: ApplicationActionInputSchema,
      valid: { action: 'return', comment: '请补充权属证明。' },
    },
    {
      // `kinds` is a comma list whose repetition is no list of kinds: its edge is tried by hand below.
      name: 'ApplicationFilterSchema (without kinds)',
      schema: z.object(ApplicationFilterSchema.shape).omit({ kinds: true }),
      valid: { keyword: '张三', assignee: 'me', from: '2026-01-01', to: '2026-01-31' },
    },
    {
      // A record's values are out of the kit's reach: one value, as `data.<field>` of a submission or a draft.
      name: 'ApplicationValueSchema (text)',
      schema: z.object({ facts: ApplicationValueSchema }),
      valid: { facts: '对方未经许可实施了专利。' },
    },
  ]);
});

describe('form data of submissions, resubmissions and drafts (by hand: a record, and a union of value types)', () => {
  const bodies = [
    ['SubmitApplicationInputSchema', SubmitApplicationInputSchema, { idempotencyKey: FILE }],
    ['ResubmitApplicationInputSchema', ResubmitApplicationInputSchema, {}],
    ['DraftInputSchema', DraftInputSchema, {}],
  ] as const;

  it.each(bodies)('%s: a text value of a draft’s length passes, one more is too long', (_, schema, rest) => {
    // A draft's limit counts the JSON around the value too, and is refused on the whole draft.
    const draft = schema === DraftInputSchema;
    const edge = draft ? DRAFT_MAX_CHARS - '{"f":""}'.length : DRAFT_MAX_CHARS;
    expect(refusals(schema, { ...rest, data: { f: '字'.repeat(edge) } })).toEqual([]);
    expect(refusals(schema, { ...rest, data: { f: '字'.repeat(edge + 1) } })).toEqual([
      { field: draft ? 'data' : 'data.f', message: 'validation.tooLong' },
    ]);
  });

  it.each(bodies)('%s: a list of a page passes, one more item is too many', (_, schema, rest) => {
    const list = (size: number) => Array.from({ length: size }, () => FILE);
    expect(refusals(schema, { ...rest, data: { evidence: list(LIST_LIMITS.page) } })).toEqual([]);
    expect(refusals(schema, { ...rest, data: { evidence: list(LIST_LIMITS.page + 1) } })).toEqual([
      { field: 'data.evidence', message: 'validation.tooMany' },
    ]);
  });

  it.each(bodies)('%s: a listed value (a code or an upload id) is at most a code long', (_, schema, rest) => {
    expect(refusals(schema, { ...rest, data: { classes: ['9'.repeat(TEXT_LIMITS.code)] } })).toEqual([]);
    expect(refusals(schema, { ...rest, data: { classes: ['9'.repeat(TEXT_LIMITS.code + 1)] } })).toEqual([
      { field: 'data.classes.0', message: 'validation.tooLong' },
    ]);
  });

  it.each(bodies)('%s: a field name is at most FIELD_NAME_MAX long', (_, schema, rest) => {
    expect(refusals(schema, { ...rest, data: { ['n'.repeat(FIELD_NAME_MAX)]: '' } })).toEqual([]);
    expect(refusals(schema, { ...rest, data: { ['n'.repeat(FIELD_NAME_MAX + 1)]: '' } })).toEqual([
      { field: `data.${'n'.repeat(FIELD_NAME_MAX + 1)}`, message: 'validation.tooLong' },
    ]);
  });
});

describe('formatted inputs bounded newly', () => {
  const longId = `${FILE}${'0'.repeat(TEXT_LIMITS.id + 1 - FILE.length)}`;
  const withTooLong = (schema: z.ZodType, value: unknown, field: string) => {
    const mine = refusals(schema, value).filter((refusal) => refusal.field === field);
    expect(mine.map((refusal) => refusal.message)).toContain('validation.tooLong');
    expect(mine.every((refusal) => isMessageKey(refusal.message))).toBe(true);
  };

  it('takes UUIDs and refuses ids longer than TEXT_LIMITS.id', () => {
    expect(refusals(SubmitApplicationInputSchema, { data: {}, idempotencyKey: FILE })).toEqual([]);
    withTooLong(SubmitApplicationInputSchema, { data: {}, idempotencyKey: longId }, 'idempotencyKey');
    expect(refusals(AssignApplicationInputSchema, { assigneeId: FILE })).toEqual([]);
    withTooLong(AssignApplicationInputSchema, { assigneeId: longId }, 'assigneeId');
  });

  it('takes a staff id as assignee filter and refuses one longer than TEXT_LIMITS.id', () => {
    const query = (assignee: string) => ({ kinds: 'rightsAid', assignee });
    expect(refusals(ApplicationListQuerySchema, query(FILE))).toEqual([]);
    withTooLong(ApplicationListQuerySchema, query(longId), 'assignee');
  });

  it('takes dates of TEXT_LIMITS.date characters and refuses longer ones', () => {
    expect(refusals(ApplicationListQuerySchema, { kinds: 'rightsAid', from: '2026-01-01' })).toEqual([]);
    withTooLong(ApplicationListQuerySchema, { kinds: 'rightsAid', from: '2026-01-011' }, 'from');
  });

  it('takes every kind with room to spare in `kinds`, and refuses a list past its bound', () => {
    const every = APPLICATION_KIND_KEYS.join(', ');
    const padded = every.padEnd(APPLICATION_KIND_KEYS.length * (TEXT_LIMITS.code + 1), ' ');
    for (const schema of [ApplicationListQuerySchema, MyApplicationsQuerySchema]) {
      expect(refusals(schema, { kinds: padded })).toEqual([]);
      expect(refusals(schema, { kinds: `${padded} ` })).toEqual([{ field: 'kinds', message: 'validation.tooLong' }]);
    }
  });
});

/** The longest upload name a draft's file list may describe, and the longest type an upload has. */
const NAME_MAX = UploadRefSchema.shape.name.maxLength ?? 0;
const MIME_MAX = Math.max(...Object.values(UPLOAD_KINDS).flatMap((kind) => kind.mimes.map((mime) => mime.length)));

/** A form filled to every field's limit; `char` fills the text (a quote doubles once in JSON). */
function fullForm(kind: ApplicationKindKey, char: string): Record<string, unknown> {
  const fullValue = (field: FormField) => {
    if (field.type === 'attachments') return Array.from({ length: field.max }, () => FILE);
    if (field.type === 'number') return field.max;
    if (field.multiple) return (field.options ?? []).map((option) => option.value);
    return char.repeat(field.max);
  };
  return Object.fromEntries(APPLICATION_FORMS[kind].map((field) => [field.name, fullValue(field)]));
}

describe('the forms keep within the bounds of the answers and the drafts', () => {
  it.each(APPLICATION_KIND_KEYS)(
    '%s: its form is a valid catalogue entry with field names of a key’s length',
    (kind) => {
      expect(z.array(FormFieldSchema).safeParse(APPLICATION_FORMS[kind]).error?.issues ?? []).toEqual([]);
      const lists = APPLICATION_FORMS[kind].filter((field) => field.type === 'attachments' || field.multiple);
      expect(lists.every((field) => field.max <= LIST_LIMITS.page)).toBe(true);
    },
  );

  it.each(APPLICATION_KIND_KEYS)('%s: an application filled to every limit fits the detail answer', (kind) => {
    // Every text at its field's limit, more than the kind's schema keeps for a formatted field.
    expect(refusals(ApplicationDataRecordSchema, fullForm(kind, '字'))).toEqual([]);
    const files = APPLICATION_FORMS[kind].filter((field) => field.type === 'attachments');
    const attachments = files.reduce((total, field) => total + field.max, 0);
    const answered = z.toJSONSchema(ApplicationDetailSchema.shape.attachments) as { maxItems: number };
    expect(attachments).toBeLessThanOrEqual(answered.maxItems);
  });

  it.each(APPLICATION_KIND_KEYS)('%s: a draft filled to every limit, with its files described, is saved', (kind) => {
    const files = APPLICATION_FORMS[kind].filter((field) => field.type === 'attachments');
    const described = files.flatMap((field) =>
      Array.from({ length: field.max }, () => ({
        id: FILE,
        name: '名'.repeat(NAME_MAX),
        mime: 'm'.repeat(MIME_MAX),
        size: UPLOAD_KINDS.attachment.maxBytes,
      })),
    );
    expect(NAME_MAX).toBeGreaterThan(0);
    // As the web saves it: the data plus the files' descriptions under `$uploads`.
    const data = { ...fullForm(kind, '"'), $uploads: JSON.stringify(described) };
    expect(refusals(DraftInputSchema, { data })).toEqual([]);
  });

  it('keeps a comment whole in the history an action writes', () => {
    const comment = '字'.repeat(ACTION_COMMENT_MAX);
    const { comment: kept } = ApplicationActionInputSchema.parse({ action: 'return', comment });
    expect(ApplicationDetailSchema.shape.history.element.shape.comment.safeParse(kept).success).toBe(true);
  });
});
