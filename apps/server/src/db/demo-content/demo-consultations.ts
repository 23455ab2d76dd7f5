import {
  addDays,
  addWorkingDays,
  ConsultAskInputSchema,
  ConsultReplyInputSchema,
  ConsultWordingInputSchema,
  FaqInputSchema,
  isWorkingDay,
  localDateAt,
  type WorkdayCalendar,
  workingDaysTaken,
  workingDeadline,
  zonedInstant,
} from '@cityip/contracts';
import { inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { nextQueryNo } from '../../features/consultations/consultation-ask.js';
import { contactKey } from '../../features/consultations/consultation-contact.js';
import {
  consultationEvents,
  consultations,
  faqs,
  type NewConsultationRow,
} from '../../features/consultations/consultations.tables.js';
import { consultSearchTokens } from '../../features/consultations/consultations.view.js';
import { faqSearchTokens } from '../../features/consultations/faqs.view.js';
import { loadWorkdayCalendar, timeLimitDays } from '../../features/workdays/workdays.public.js';
import { secretBox } from '../../lib/secret-box.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';
import {
  DEMO_ANSWERED,
  DEMO_OPEN,
  type DemoAnswered,
  type DemoAsker,
  type DemoOpen,
} from './demo-consultation-texts.js';

const MARK = 'demo-consultations-v1';
const HOUR_MS = 3_600_000;
const ACCOUNTS = ['person@demo.local', 'company@demo.local', 'bus@demo.local'] as const;

type Account = { id: string; name: string; email: string };
type NewEvent = typeof consultationEvents.$inferInsert;

/** What the seed works with: the demo accounts, the calendar and the reply limit, the city clock. */
interface Context {
  config: Config;
  accounts: Map<string, Account>;
  staffId: string;
  calendar: WorkdayCalendar;
  limit: number;
  timeZone: string;
  today: string;
  now: Date;
  seal: (plain: string) => string;
}

/** The `n`-th working day before `date` (`date` itself for 0). */
function workingDayBefore(calendar: WorkdayCalendar, date: string, n: number): string {
  let day = date;
  for (let left = n; left > 0; ) {
    day = addDays(day, -1);
    if (isWorkingDay(calendar, day)) left -= 1;
  }
  return day;
}

/** Who asked: the demo account's name and email, or the visitor's name and verified contact. */
function askerOf(ctx: Context, asker: DemoAsker) {
  if (typeof asker !== 'string') return { askerId: null, ...asker };
  const account = ctx.accounts.get(asker);
  if (!account) throw new Error(`demo account ${asker} is missing`);
  return { askerId: account.id, name: account.name, channel: 'email' as const, contact: account.email };
}

/** The asker's columns, the contact sealed and keyed as the asking form does it. */
function askerColumns(ctx: Context, asker: DemoAsker) {
  const who = askerOf(ctx, asker);
  return {
    askerId: who.askerId,
    askerName: who.name,
    contactChannel: who.channel,
    contactSealed: ctx.seal(who.contact),
    contactKey: contactKey(ctx.config, who.channel, who.contact),
  };
}

/** The question's columns common to both kinds, held to the asking form's schema (a failure is a seed bug). */
function questionColumns(ctx: Context, demo: DemoAnswered | DemoOpen, receivedAt: Date, publishable: boolean) {
  const input = ConsultAskInputSchema.parse({
    category: demo.category,
    title: demo.title,
    question: demo.question,
    publishable,
  });
  return {
    ...input,
    ...askerColumns(ctx, demo.asker),
    locale: 'zh-CN' as const,
    receivedAt,
    dueAt: workingDeadline(ctx.calendar, receivedAt, ctx.limit, ctx.timeZone),
    demo: true,
    createdAt: receivedAt,
  };
}

/** A time of day between 08:00 and 21:00 that varies with the index, so the list looks lived in. */
const receiptMinutes = (index: number) => 8 * 60 + ((index * 137) % (13 * 60));

/**
 * A published question: received `daysAgo` (earlier if the reply would otherwise fall in the
 * future), replied on the `workingDays`-th working day after, published with its reply.
 */
function answeredPlan(ctx: Context, demo: DemoAnswered, index: number) {
  const { reply } = ConsultReplyInputSchema.parse({ reply: demo.reply });
  const edited = demo.publicWording;
  const wording = edited
    ? ConsultWordingInputSchema.parse({ publicTitle: edited.title, publicQuestion: edited.question })
    : null;
  let receivedDate = addDays(ctx.today, -demo.daysAgo);
  const repliedOn = (date: string) =>
    zonedInstant(addWorkingDays(ctx.calendar, date, demo.workingDays), 9 * 60 + ((index * 53) % 480), ctx.timeZone);
  while (repliedOn(receivedDate).getTime() > ctx.now.getTime() - HOUR_MS) receivedDate = addDays(receivedDate, -1);
  const receivedAt = zonedInstant(receivedDate, receiptMinutes(index), ctx.timeZone);
  const repliedAt = repliedOn(receivedDate);
  const publicWording = {
    title: wording?.publicTitle ?? demo.title,
    question: wording?.publicQuestion ?? demo.question,
  };
  const row: NewConsultationRow = {
    ...questionColumns(ctx, demo, receivedAt, true),
    queryNo: '',
    published: true,
    publicTitle: wording?.publicTitle ?? null,
    publicQuestion: wording?.publicQuestion ?? null,
    status: 'replied',
    handlerId: ctx.staffId,
    reply,
    repliedAt,
    repliedBy: ctx.staffId,
    replyWorkingDays: workingDaysTaken(ctx.calendar, receivedAt, repliedAt, ctx.timeZone),
    searchTokens: consultSearchTokens(publicWording, reply),
    updatedAt: repliedAt,
  };
  const staff = ctx.staffId;
  const events: Omit<NewEvent, 'consultationId'>[] = [
    { action: 'received', actorId: row.askerId, at: receivedAt },
    { action: 'assigned', actorId: staff, handlerId: staff, at: new Date(receivedAt.getTime() + 2 * HOUR_MS) },
    { action: 'replied', actorId: staff, at: repliedAt },
  ];
  if (wording) {
    const changes = {
      publicTitle: [demo.title, wording.publicTitle],
      publicQuestion: [demo.question, wording.publicQuestion],
    } satisfies Record<string, [unknown, unknown]>;
    events.push({ action: 'wordingEdited', actorId: staff, changes, at: new Date(repliedAt.getTime() + HOUR_MS / 4) });
  }
  events.push({ action: 'published', actorId: staff, at: new Date(repliedAt.getTime() + HOUR_MS / 2) });
  const faq = demo.faq
    ? FaqInputSchema.parse({ category: demo.category, question: publicWording.title, answer: reply })
    : null;
  if (faq) events.push({ action: 'faqCreated', actorId: staff, at: new Date(repliedAt.getTime() + HOUR_MS) });
  return { row, events, faq };
}

/**
 * A question in the queue, placed so its deadline is `left` working days from today (overdue
 * when negative); an assigned one that is overdue was reminded the working day before its deadline.
 */
function openPlan(ctx: Context, demo: DemoOpen, index: number) {
  // Never received in the future, whatever reply limit the calendar was given.
  const left = Math.min(demo.left, ctx.limit - 1);
  const dueDate =
    left >= 0 ? addWorkingDays(ctx.calendar, ctx.today, left) : workingDayBefore(ctx.calendar, ctx.today, -left);
  const receivedAt = zonedInstant(
    workingDayBefore(ctx.calendar, dueDate, ctx.limit),
    receiptMinutes(index + DEMO_ANSWERED.length),
    ctx.timeZone,
  );
  const staff = ctx.staffId;
  const assignedAt = new Date(receivedAt.getTime() + 2 * HOUR_MS);
  const row: NewConsultationRow = {
    ...questionColumns(ctx, demo, receivedAt, demo.publishable),
    queryNo: '',
    status: demo.assigned ? 'assigned' : 'received',
    handlerId: demo.assigned ? staff : null,
    updatedAt: demo.assigned ? assignedAt : receivedAt,
  };
  const events: Omit<NewEvent, 'consultationId'>[] = [{ action: 'received', actorId: row.askerId, at: receivedAt }];
  if (demo.assigned) {
    events.push({ action: 'assigned', actorId: staff, handlerId: staff, at: assignedAt });
    if (left < 0) {
      const remindedAt = zonedInstant(workingDayBefore(ctx.calendar, dueDate, 1), 9 * 60, ctx.timeZone);
      row.remindedAt = remindedAt;
      events.push({ action: 'reminded', handlerId: staff, at: remindedAt });
    }
  }
  return { row, events, faq: null };
}

/**
 * The demo city's public consultation (issue 25): forty replied and published questions over the
 * past year in every category (a few replied after the limit), a dozen open ones in the queue
 * (some assigned to the demo operations account, some overdue, one due the next working day) and
 * FAQ entries made from replies. Deadlines come from the working-day calendar, so this runs after
 * the calendar's demo schedule. Written past the API (no mails: nobody waits for demo notices) but
 * held to its schemas; contacts sealed and keyed as the asking form does. Runs once per database.
 */
export async function seedDemoConsultations(db: Db, config: Config, now = new Date()): Promise<boolean> {
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(inArray(users.email, [...ACCOUNTS]));
  const accounts = new Map(rows.map((row) => [row.email, row]));
  const staffId = accounts.get('bus@demo.local')?.id;
  if (!staffId || ACCOUNTS.some((email) => !accounts.has(email))) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const timeZone = config.cityProfile.timeZone;
    const box = secretBox(config.dataEncryptionKey);
    const ctx: Context = {
      config,
      accounts,
      staffId,
      calendar: await loadWorkdayCalendar(db),
      limit: await timeLimitDays(db, 'consultReply'),
      timeZone,
      today: localDateAt(now, timeZone),
      now,
      seal: (plain) => box.seal(plain),
    };
    const plans = [
      ...DEMO_ANSWERED.map((demo, index) => answeredPlan(ctx, demo, index)),
      ...DEMO_OPEN.map((demo, index) => openPlan(ctx, demo, index)),
    ].sort((a, b) => Number(a.row.receivedAt) - Number(b.row.receivedAt));
    await db.transaction(async (tx) => {
      for (const plan of plans) {
        const queryNo = await nextQueryNo(tx, plan.row.receivedAt as Date, timeZone);
        const [row] = await tx
          .insert(consultations)
          .values({ ...plan.row, queryNo })
          .returning({ id: consultations.id, repliedAt: consultations.repliedAt });
        if (!row) throw new Error('insert returned no row');
        await tx.insert(consultationEvents).values(plan.events.map((event) => ({ ...event, consultationId: row.id })));
        if (plan.faq && row.repliedAt) {
          const createdAt = new Date(row.repliedAt.getTime() + HOUR_MS);
          await tx.insert(faqs).values({
            ...plan.faq,
            sourceConsultationId: row.id,
            demo: true,
            searchTokens: faqSearchTokens(plan.faq),
            createdBy: staffId,
            createdAt,
            updatedAt: createdAt,
          });
        }
      }
    });
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}
