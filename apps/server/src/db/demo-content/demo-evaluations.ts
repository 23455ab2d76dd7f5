import {
  type ApplicationKindKey,
  addWorkingDays,
  type BadReviewReason,
  EvaluationInputSchema,
  type EvaluationLevel,
  type EvaluationTarget,
  localDateAt,
  RectificationAnswerInputSchema,
  RectificationVerifyInputSchema,
  type WorkdayCalendar,
  workingDeadline,
  zonedInstant,
} from '@cityip/contracts';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { applications } from '../../features/applications/applications.tables.js';
import { consultations } from '../../features/consultations/consultations.tables.js';
import { onceKeyOf } from '../../features/evaluations/evaluation-rules.js';
import { evaluations, type NewEvaluationRow, rectifications } from '../../features/evaluations/evaluations.tables.js';
import { stations } from '../../features/stations/stations.tables.js';
import { loadWorkdayCalendar, timeLimitDays } from '../../features/workdays/workdays.public.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-evaluations-v1';
const DAY_MS = 86_400_000;
/** The demo outlets rated: the city's central windows and centres (the first in the list). */
const OUTLETS_RATED = 6;
/** Months before the current one over which the demo accounts rated outlets. */
const OUTLET_MONTHS = 11;

/** Good and middling levels in a plausible mix (bad reviews are placed on purpose, below). */
const LEVELS: readonly EvaluationLevel[] = [5, 5, 4, 5, 4, 3, 5];
const COMMENTS: Partial<Record<EvaluationLevel, readonly string[]>> = {
  5: ['工作人员解答耐心细致，办理很顺利。', '材料一次性告知清楚，没有多跑路。', '', '服务热情，效率很高。', ''],
  4: ['整体满意，等候时间稍长。', '', '答复清楚，希望能提供更多办理示例。'],
  3: ['基本解决了问题，部分材料要求说明不够具体。', ''],
};
const commentOf = (level: EvaluationLevel, index: number) => {
  const list = COMMENTS[level] ?? [''];
  return list[index % list.length] ?? '';
};

interface Context {
  calendar: WorkdayCalendar;
  rectificationDays: number;
  timeZone: string;
  now: Date;
  person: string;
  company: string;
  staffId: string | null;
}

/** A review as the rating form takes it (checked by its schema: a failure is a seed bug), with its row. */
function review(
  target: EvaluationTarget,
  targetId: string,
  by: { userId: string | null; at: Date; timeZone: string },
  level: EvaluationLevel,
  extra: { reasons?: BadReviewReason[]; comment?: string; service?: ApplicationKindKey } = {},
): NewEvaluationRow {
  const input = EvaluationInputSchema.parse({
    target,
    targetId,
    level,
    reasons: extra.reasons ?? [],
    comment: extra.comment ?? '',
  });
  const outlet =
    target === 'outlet' && by.userId ? { userId: by.userId, now: by.at, timeZone: by.timeZone } : undefined;
  return {
    target: input.target,
    targetId: input.targetId,
    service: extra.service ?? null,
    userId: by.userId,
    onceKey: onceKeyOf(input.target, input.targetId, outlet),
    level: input.level,
    reasons: input.reasons,
    comment: input.comment,
    createdAt: by.at,
  };
}

/** A rectification case in one of its states, opened when the review was given. */
type Case = Omit<typeof rectifications.$inferInsert, 'evaluationId'>;

/** The moment `days` working days after `from`'s city date, at `minutes` past midnight. */
function workingDaysLater(ctx: Context, from: Date, days: number, minutes: number): Date {
  return zonedInstant(addWorkingDays(ctx.calendar, localDateAt(from, ctx.timeZone), days), minutes, ctx.timeZone);
}

function caseOf(ctx: Context, given: Date, state: Partial<Case> = {}): Case {
  return {
    status: 'open',
    dueAt: workingDeadline(ctx.calendar, given, ctx.rectificationDays, ctx.timeZone),
    handlerId: ctx.staffId,
    createdAt: given,
    updatedAt: state.followUpAt ?? state.answeredAt ?? state.verifiedAt ?? given,
    ...state,
  };
}

/** Completed demo applications, each rated by its applicant the day after completion. */
async function applicationReviews(db: Db, ctx: Context) {
  const rows = await db
    .select({
      id: applications.id,
      kind: applications.kind,
      by: applications.applicantId,
      at: applications.completedAt,
    })
    .from(applications)
    .where(and(eq(applications.status, 'completed'), inArray(applications.applicantId, [ctx.person, ctx.company])))
    .orderBy(asc(applications.completedAt));
  return rows.flatMap((row, index) => {
    const at = row.at ? new Date(row.at.getTime() + DAY_MS) : null;
    if (!at || at >= ctx.now) return [];
    const level = index % 2 === 0 ? 5 : 4;
    const by = { userId: row.by, at, timeZone: ctx.timeZone };
    return [review('application', row.id, by, level, { comment: commentOf(level, index + 1), service: row.kind })];
  });
}

/**
 * The demo questions' replies, most of them rated by their askers a few days after the reply
 * (visitors through the look-up, so without an account); late replies get 基本满意. The newest
 * reply to the demo company whose rectification deadline has passed gets a 非常不满意 with a case
 * staff verified but have not answered: the overdue one of the demo.
 */
async function consultationReviews(db: Db, ctx: Context) {
  const rows = await db
    .select({
      id: consultations.id,
      askerId: consultations.askerId,
      repliedAt: consultations.repliedAt,
      dueAt: consultations.dueAt,
    })
    .from(consultations)
    .where(and(eq(consultations.demo, true), eq(consultations.status, 'replied')))
    .orderBy(desc(consultations.repliedAt));
  const reviews: { row: NewEvaluationRow; case?: Case }[] = [];
  let overdueCase = false;
  for (const [index, row] of rows.entries()) {
    if (!row.repliedAt) continue;
    const at = new Date(row.repliedAt.getTime() + (1 + (index % 3)) * DAY_MS);
    const by = { userId: row.askerId, at, timeZone: ctx.timeZone };
    const bad = caseOf(ctx, at);
    if (!overdueCase && row.askerId === ctx.company && (bad.dueAt as Date) < new Date(ctx.now.getTime() - DAY_MS)) {
      overdueCase = true;
      const verifiedAt = workingDaysLater(ctx, at, 1, 10 * 60);
      const verifyNote = RectificationVerifyInputSchema.parse({
        note: '已核实：答复未针对企业的具体情况作出说明，需会同相关处室核实后再次答复。',
      }).note;
      reviews.push({
        row: review('consultation', row.id, by, 1, {
          reasons: ['problemUnsolved'],
          comment: '答复只说明了一般规定，没有回答我公司的具体问题。',
        }),
        case: caseOf(ctx, at, { status: 'verified', verifiedAt, verifyNote }),
      });
      continue;
    }
    if (index % 5 === 2 || at >= ctx.now) continue;
    const late = row.repliedAt > row.dueAt;
    const level = late ? 3 : (LEVELS[index % LEVELS.length] ?? 5);
    const comment = late ? '答复内容清楚，但回复时间超过了承诺时限。' : commentOf(level, index);
    reviews.push({ row: review('consultation', row.id, by, level, { comment }) });
  }
  return reviews;
}

/**
 * The demo person and company rating outlets over the past months (once per outlet and month, as
 * the rule is), and two bad reviews with their cases: one given the day before and still open, one
 * from some forty days ago answered in time and confirmed resolved at the follow-up.
 */
async function outletReviews(db: Db, ctx: Context) {
  const outlets = await db
    .select({ id: stations.id })
    .from(stations)
    .where(eq(stations.enabled, true))
    .orderBy(asc(stations.sortOrder))
    .limit(OUTLETS_RATED);
  if (outlets.length === 0) return [];
  const [first, second = first] = outlets;
  const reviews: { row: NewEvaluationRow; case?: Case }[] = [];
  // Given the day before: its deadline lies ahead whatever the calendar says.
  const openAt = new Date(ctx.now.getTime() - 20 * 3_600_000);
  if (first) {
    reviews.push({
      row: review('outlet', first.id, { userId: ctx.person, at: openAt, timeZone: ctx.timeZone }, 2, {
        reasons: ['slowHandling'],
        comment: '周六上午排队时间较长，只开了一个咨询窗口。',
      }),
      case: caseOf(ctx, openAt),
    });
  }
  if (second) {
    const at = new Date(ctx.now.getTime() - 40 * DAY_MS);
    const answer = RectificationAnswerInputSchema.parse({
      outcome: 'rectified',
      answer: '经核实，窗口已统一质押登记材料清单并在平台公布，并对窗口工作人员进行了业务培训。感谢您的监督。',
    });
    const answeredAt = workingDaysLater(ctx, at, 3, 15 * 60);
    reviews.push({
      row: review('outlet', second.id, { userId: ctx.company, at, timeZone: ctx.timeZone }, 2, {
        reasons: ['unclearGuidance', 'tooManyMaterials'],
        comment: '窗口对质押登记材料的要求前后说明不一致，跑了两次。',
      }),
      case: caseOf(ctx, at, {
        status: 'answered',
        verifiedAt: workingDaysLater(ctx, at, 1, 10 * 60),
        verifyNote: '已核实：窗口两名工作人员对材料清单的理解不一致。',
        ...answer,
        answeredAt,
        followUp: 'resolved',
        followUpNote: '已看到公布的材料清单，谢谢。',
        followUpAt: new Date(answeredAt.getTime() + 2 * DAY_MS),
      }),
    });
  }
  const taken = new Set(reviews.map((r) => r.row.onceKey));
  const [year = 0, month = 1] = localDateAt(ctx.now, ctx.timeZone).split('-').map(Number);
  for (let back = 1; back <= OUTLET_MONTHS; back++) {
    for (const [o, outlet] of outlets.entries()) {
      for (const [u, userId] of [ctx.person, ctx.company].entries()) {
        if ((back + o + u) % 3 !== 0) continue;
        // A day from the 3rd to the 26th of that month, so every month has the same days.
        const day = 3 + ((back * 7 + o * 3 + u * 5) % 24);
        const date = new Date(Date.UTC(year, month - 1 - back, day)).toISOString().slice(0, 10);
        const at = zonedInstant(date, 10 * 60 + o * 37, ctx.timeZone);
        const level = LEVELS[(back + o * 2 + u) % LEVELS.length] ?? 5;
        const row = review('outlet', outlet.id, { userId, at, timeZone: ctx.timeZone }, level, {
          comment: commentOf(level, back + o),
        });
        if (taken.has(row.onceKey)) continue;
        taken.add(row.onceKey);
        reviews.push({ row });
      }
    }
  }
  return reviews;
}

/**
 * 好差评 demo data (issue 25): the demo person and company rate their completed applications, the
 * replies to their questions (and visitors rate theirs) and the central outlets over the past
 * year, in a realistic mix of levels; three bad reviews carry rectification cases, one open, one
 * overdue after verification, one answered with the citizen's follow-up. Deadlines come from the
 * working-day calendar. Runs after the demo applications, outlets and questions, once per database.
 */
export async function seedDemoEvaluations(db: Db, config: Config, now = new Date()): Promise<boolean> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['person@demo.local', 'company@demo.local', 'bus@demo.local']));
  const idOf = new Map(people.map((row) => [row.email, row.id]));
  const person = idOf.get('person@demo.local');
  const company = idOf.get('company@demo.local');
  if (!person || !company) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const ctx: Context = {
      calendar: await loadWorkdayCalendar(db),
      rectificationDays: await timeLimitDays(db, 'rectification'),
      timeZone: config.cityProfile.timeZone,
      now,
      person,
      company,
      staffId: idOf.get('bus@demo.local') ?? null,
    };
    const reviews = [
      ...(await applicationReviews(db, ctx)).map((row) => ({ row, case: undefined })),
      ...(await consultationReviews(db, ctx)),
      ...(await outletReviews(db, ctx)),
    ];
    await db.transaction(async (tx) => {
      for (const { row, case: rectification } of reviews) {
        const [inserted] = await tx.insert(evaluations).values(row).returning({ id: evaluations.id });
        if (!inserted) throw new Error('insert returned no row');
        if (rectification) await tx.insert(rectifications).values({ ...rectification, evaluationId: inserted.id });
      }
    });
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
