import { z } from 'zod';
import { PageQuerySchema } from './envelope.js';
import {
  LOCAL_DATE_TIME_LENGTH,
  LocalDateTimeSchema,
  OpeningModeSchema,
  type OpeningSchedule,
  WeeklyScheduleSchema,
} from './opening-hours-schemas.js';
import { TEXT_LIMITS } from './text-limits.js';

/**
 * Columns (栏目) of the portal whose opening times the back office manages (`/system/timeManage`):
 * the front-site sections and the online businesses of spec sections 1–2 and the top menu. A
 * closed column shows its message instead of its forms, and the server refuses submissions to it.
 * Later features (online applications) name their column by key.
 */
export const COLUMN_KEYS = [
  // Information use
  'patentDatabase',
  'patentSearch',
  'patentWarning',
  'infoSearch',
  'developPermit',
  'patentStatistics',
  // Rights protection
  'rightsAid',
  'overseasGuidance',
  'disputeMediation',
  'trademarkWarning',
  'adminRuling',
  'adminMediation',
  'integratedHandling',
  // Public service
  'serviceWindow',
  'thinkTank',
  'patentPreAudit',
  // Online handling and policy query
  'onlineHandling',
  'policySearch',
  // Technology demands and matchmaking (issue 24)
  'techDemand',
] as const;
export const ColumnKeySchema = z.enum(COLUMN_KEYS, { error: 'error.columnNotFound' });
export type ColumnKey = z.infer<typeof ColumnKeySchema>;

/** A front-site section people read, or an online business that takes applications. */
export type ColumnKind = 'section' | 'business';

export interface ColumnDefinition {
  key: ColumnKey;
  kind: ColumnKind;
  /** Where the column lives on the front site. */
  path: string;
  name: string;
  nameEn: string;
}

/** Every column, in the order of the top menu. */
export const COLUMNS: readonly ColumnDefinition[] = [
  {
    key: 'patentDatabase',
    kind: 'section',
    path: '/patentDatabase',
    name: '重点产业专利数据库',
    nameEn: 'Key-industry patent database',
  },
  { key: 'patentSearch', kind: 'section', path: '/patentSearch', name: '专利检索', nameEn: 'Patent search' },
  {
    key: 'patentWarning',
    kind: 'section',
    path: '/patentWarning',
    name: '专利导航预警报告',
    nameEn: 'Patent navigation and early-warning reports',
  },
  { key: 'infoSearch', kind: 'section', path: '/infoSearch', name: '信息查询', nameEn: 'Information query' },
  { key: 'developPermit', kind: 'section', path: '/developPermit', name: '开放许可', nameEn: 'Open licensing' },
  {
    key: 'patentStatistics',
    kind: 'section',
    path: '/patentStatistics',
    name: '知识产权数据统计',
    nameEn: 'IP statistics',
  },
  {
    key: 'rightsAid',
    kind: 'business',
    path: '/protectRights?type=aid',
    name: '知识产权维权援助',
    nameEn: 'IP rights aid',
  },
  {
    key: 'overseasGuidance',
    kind: 'business',
    path: '/protectRights?type=overseas',
    name: '海外知识产权纠纷应对指导',
    nameEn: 'Overseas IP dispute guidance',
  },
  {
    key: 'disputeMediation',
    kind: 'business',
    path: '/protectRights?type=mediation',
    name: '知识产权纠纷人民调解',
    nameEn: "IP dispute people's mediation",
  },
  {
    key: 'trademarkWarning',
    kind: 'business',
    path: '/protectRights?type=trademark',
    name: '商标监测预警',
    nameEn: 'Trademark monitoring and warning',
  },
  {
    key: 'adminRuling',
    kind: 'business',
    path: '/protectRights?id=12',
    name: '专利行政裁决',
    nameEn: 'Patent administrative ruling',
  },
  {
    key: 'adminMediation',
    kind: 'business',
    path: '/protectRights?id=13',
    name: '专利行政调解',
    nameEn: 'Patent administrative mediation',
  },
  {
    key: 'integratedHandling',
    kind: 'business',
    path: '/protectRights?type=integrated',
    name: '调裁一体化处理',
    nameEn: 'Integrated mediation and adjudication',
  },
  {
    key: 'serviceWindow',
    kind: 'business',
    path: '/publicServe',
    name: '知识产权综合服务窗口',
    nameEn: 'IP comprehensive service window',
  },
  { key: 'thinkTank', kind: 'section', path: '/publicServe?id=15', name: '知识产权智库', nameEn: 'IP think tank' },
  {
    key: 'patentPreAudit',
    kind: 'business',
    path: '/patentPreAudit',
    name: '专利预审',
    nameEn: 'Patent pre-examination',
  },
  { key: 'onlineHandling', kind: 'business', path: '/registerApply', name: '网上业务办理', nameEn: 'Online handling' },
  { key: 'policySearch', kind: 'section', path: '/policySearch', name: '政策查询', nameEn: 'Policy query' },
  {
    key: 'techDemand',
    kind: 'business',
    path: '/techDemand',
    name: '技术供需对接',
    nameEn: 'Technology matchmaking',
  },
];

/** The definition of a column. */
export function columnOf(key: ColumnKey): ColumnDefinition {
  return COLUMNS.find((column) => column.key === key) as ColumnDefinition;
}

/** Longest message a closed column shows, in each language: a sentence or two of notice. */
export const COLUMN_MESSAGE_MAX = 200;

const message = z.string().trim().max(COLUMN_MESSAGE_MAX, { error: 'validation.tooLong' });
/** A stored message (it came in through `message`). */
const storedMessage = z.string().max(COLUMN_MESSAGE_MAX);
/** An instant the server computed or stored (ISO 8601). */
const instant = z.string().max(TEXT_LIMITS.dateTime);

/** A column's opening times as the back office saves them. */
export const ColumnScheduleInputSchema = z.object({
  mode: OpeningModeSchema,
  weekly: WeeklyScheduleSchema,
  /** Shown while the column is closed outside its hours or suspended; empty: a standard text. */
  closedMessage: message.default(''),
  closedMessageEn: message.default(''),
});
export type ColumnScheduleInput = z.input<typeof ColumnScheduleInputSchema>;

export const ColumnScheduleSchema = z.object({
  key: ColumnKeySchema,
  mode: OpeningModeSchema,
  weekly: WeeklyScheduleSchema,
  closedMessage: storedMessage,
  closedMessageEn: storedMessage,
  /** Null while the column has never been configured (it is then open around the clock). */
  updatedAt: instant.nullable(),
});
export type ColumnSchedule = z.infer<typeof ColumnScheduleSchema>;

/** What an unconfigured column follows: open around the clock. */
export const DEFAULT_COLUMN_SCHEDULE: OpeningSchedule = {
  mode: 'always',
  weekly: { mon: [], tue: [], wed: [], thu: [], fri: [], sat: [], sun: [] },
};

/** Public holidays, or a temporary closure (maintenance, relocation). */
export const CLOSURE_KINDS = ['holiday', 'closure'] as const;
export const ClosureKindSchema = z.enum(CLOSURE_KINDS);
export type ClosureKind = z.infer<typeof ClosureKindSchema>;

/** A holiday or closure as the back office saves it: local (city) times, the columns it closes. */
export const ColumnClosureInputSchema = z
  .object({
    kind: ClosureKindSchema,
    /** `[start, end)`; a holiday runs from a day's 00:00 to the 00:00 after its last day. */
    start: LocalDateTimeSchema,
    end: LocalDateTimeSchema,
    columns: z
      .array(ColumnKeySchema)
      .min(1, { error: 'validation.columns' })
      .max(COLUMN_KEYS.length, { error: 'validation.tooMany' })
      .transform((keys) => [...new Set(keys)]),
    message: message.min(1, { error: 'validation.required' }),
    messageEn: message.default(''),
  })
  .refine((closure) => closure.start < closure.end, { error: 'validation.endAfterStart', path: ['end'] });
export type ColumnClosureInput = z.input<typeof ColumnClosureInputSchema>;

export const ColumnClosureSchema = z.object({
  id: z.string().max(TEXT_LIMITS.id),
  kind: ClosureKindSchema,
  start: z.string().max(LOCAL_DATE_TIME_LENGTH),
  end: z.string().max(LOCAL_DATE_TIME_LENGTH),
  /** Stored without repeats, so each column at most once. */
  columns: z.array(ColumnKeySchema).max(COLUMN_KEYS.length),
  message: storedMessage,
  messageEn: storedMessage,
  updatedAt: instant,
});
export type ColumnClosure = z.infer<typeof ColumnClosureSchema>;

/** Back-office closure list: upcoming and current ones, past ones, or all; newest start first. */
export const ClosureListQuerySchema = PageQuerySchema.extend({
  when: z.enum(['current', 'past', 'all']).default('current'),
  column: ColumnKeySchema.optional(),
});
export type ClosureListQuery = z.infer<typeof ClosureListQuerySchema>;

/** GET /api/admin/opening-times: every column's schedule, and the zone their times are read in. */
export const OpeningTimesSchema = z.object({
  timeZone: z.string().max(TEXT_LIMITS.code),
  columns: z.array(ColumnScheduleSchema).max(COLUMN_KEYS.length),
});
export type OpeningTimes = z.infer<typeof OpeningTimesSchema>;

/** Whether a column is open now, for the front site (GET /api/columns/status). */
export const ColumnStatusSchema = z.object({
  key: ColumnKeySchema,
  open: z.boolean(),
  reason: z.enum(['suspended', 'outsideHours', 'closure']).nullable(),
  /** The closure's or the column's message (empty: the standard text for `reason`). */
  message: storedMessage,
  messageEn: storedMessage,
  /** ISO instants. */
  nextOpenAt: instant.nullable(),
  closesAt: instant.nullable(),
  mode: OpeningModeSchema,
  weekly: WeeklyScheduleSchema,
});
export type ColumnStatus = z.infer<typeof ColumnStatusSchema>;
/** GET /api/columns/status: one status per column. */
export const ColumnStatusesSchema = z.array(ColumnStatusSchema).max(COLUMN_KEYS.length);

/** The data of a 423 refusal of a submission to a closed column. */
export interface ColumnClosedRefusal {
  column: ColumnKey;
  nextOpenAt: string | null;
}
