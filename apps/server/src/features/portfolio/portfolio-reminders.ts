import { DateSchema, DEFAULT_LOCALE, daysBetween, localTimeAt, remindersDue } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { accountLanguages } from '../accounts/account-language.js';
import { approvedCompanies } from '../identity/identity.public.js';
import { enqueueMail } from '../notifications/outbox.js';
import { enqueueTask, type TaskContext } from '../notifications/tasks.js';
import { portfolioEntries } from './portfolio.service.js';
import { portfolioReminderDays, portfolioRemindersSent, portfolioSettings } from './portfolio.tables.js';
import { type ReminderItem, reminderMail } from './portfolio-mail.js';

/**
 * The portfolio's deadline reminders (issue 26): once a day, each company with an approved
 * authentication and reminders on gets one mail listing every deadline (annual fee or term end) of
 * its patents whose 90-, 30- or 7-day reminder stands (patent-deadlines.ts), in its language.
 */

export const REMINDER_TASK = 'portfolio.reminders';
/** The run of a day is queued from this hour of the city's day: mails arrive in office hours. */
export const REMINDER_HOUR = 8;

const ReminderInputSchema = z.object({ day: DateSchema });

/**
 * Called by the hourly housekeeping: from REMINDER_HOUR on, claims the city's day (one row per
 * day, inserted once whatever the number of instances) and queues its run in the same
 * transaction. Returns whether this call queued it.
 */
export async function queuePortfolioReminders(app: FastifyInstance, now = new Date()): Promise<boolean> {
  const local = localTimeAt(now, app.config.cityProfile.timeZone);
  if (local.minutes < REMINDER_HOUR * 60) return false;
  return app.db.transaction(async (tx) => {
    const claimed = await tx
      .insert(portfolioReminderDays)
      .values({ day: local.date })
      .onConflictDoNothing()
      .returning();
    if (claimed.length === 0) return false;
    await enqueueTask(tx, REMINDER_TASK, { day: local.date });
    return true;
  });
}

/**
 * Mails the reminders standing on `day` to every company that has any. Each company's sent
 * reminders are recorded in the transaction that queues its mail; a reminder already recorded is
 * left out, so a retried run, a second run of the day or a catch-up the next day sends nothing
 * twice. Returns how many mails were queued.
 */
export async function sendPortfolioReminders(
  app: FastifyInstance,
  day: string,
  heartbeat: () => Promise<void> = async () => {},
): Promise<number> {
  const companies = await approvedCompanies(app.db);
  const off = new Set(
    (
      await app.db
        .select({ userId: portfolioSettings.userId })
        .from(portfolioSettings)
        .where(eq(portfolioSettings.reminders, false))
    ).map((row) => row.userId),
  );
  const languages = await accountLanguages(
    app.db,
    companies.map((company) => company.userId),
  );
  let mails = 0;
  for (const company of companies) {
    if (off.has(company.userId)) continue;
    await heartbeat();
    const items: ReminderItem[] = (await portfolioEntries(app.db, company)).flatMap((entry) =>
      remindersDue(entry.facts, day).map((reminder) => ({
        facts: entry.facts,
        reminder,
        daysLeft: daysBetween(day, reminder.deadline),
      })),
    );
    if (items.length === 0) continue;
    const queued = await app.db.transaction(async (tx) => {
      const recorded = await tx
        .insert(portfolioRemindersSent)
        .values(
          items.map(({ facts, reminder }) => ({
            userId: company.userId,
            patentId: facts.patentId,
            kind: reminder.kind,
            deadline: reminder.deadline,
            offsetDays: reminder.offset,
            sentOn: day,
          })),
        )
        .onConflictDoNothing()
        .returning({
          patentId: portfolioRemindersSent.patentId,
          kind: portfolioRemindersSent.kind,
          deadline: portfolioRemindersSent.deadline,
        });
      const fresh = new Set(recorded.map((row) => `${row.patentId}/${row.kind}/${row.deadline}`));
      const news = items.filter(({ facts, reminder }) =>
        fresh.has(`${facts.patentId}/${reminder.kind}/${reminder.deadline}`),
      );
      if (news.length === 0) return false;
      const locale = languages.get(company.userId) ?? DEFAULT_LOCALE;
      await enqueueMail(tx, reminderMail(app.config, locale, company, news));
      return true;
    });
    if (queued) mails += 1;
  }
  return mails;
}

/** The task's handler: the day's run, keeping its claim while it works through the companies. */
export async function runPortfolioReminders(app: FastifyInstance, input: unknown, context: TaskContext): Promise<void> {
  const { day } = ReminderInputSchema.parse(input);
  const mails = await sendPortfolioReminders(app, day, () => context.heartbeat());
  app.log.info({ day, mails }, 'portfolio reminders queued');
}
