import { type DueReminder, type Locale, translate } from '@cityip/contracts';
import { PATENT_TYPES } from '@cityip/patent-query';
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import type { PatentFacts } from '../patents/patents.public.js';
import { accountMail } from '../verification/account-mail.js';

/** A reminder standing for one of a company's patents. */
export interface ReminderItem {
  facts: PatentFacts;
  reminder: DueReminder;
  /** Days from the run's day to the deadline. */
  daysLeft: number;
}

function lineOf(locale: Locale, item: ReminderItem): string {
  const { facts, reminder, daysLeft } = item;
  const type = PATENT_TYPES.find((entry) => entry.code === facts.patentType);
  const params = {
    title: facts.title,
    type: (locale === 'en-US' ? type?.en : type?.zh) ?? facts.patentType,
    number: facts.applicationNumber,
    date: reminder.deadline,
    left:
      daysLeft === 0
        ? translate(locale, 'mail.portfolioDueToday')
        : translate(locale, 'mail.portfolioDaysLeft', { days: daysLeft }),
    year: reminder.patentYear ?? '',
    lateUntil: reminder.lateUntil ?? '',
  };
  return translate(
    locale,
    reminder.kind === 'annualFee' ? 'mail.portfolioReminderFee' : 'mail.portfolioReminderTerm',
    params,
  );
}

/**
 * The day's one reminder mail to a company, in its account's language: every deadline whose
 * reminder stands (soonest first), with the late period of each fee, and how the dates were
 * made. Plain text: patent titles go in as stored.
 */
export function reminderMail(
  config: Config,
  locale: Locale,
  company: { name: string; email: string },
  items: readonly ReminderItem[],
): OutgoingMail {
  const sorted = [...items].sort((a, b) => a.daysLeft - b.daysLeft || a.facts.patentId - b.facts.patentId);
  return accountMail(config, locale, {
    to: company.email,
    event: 'portfolioReminder',
    subject: 'mail.portfolioReminderSubject',
    text: 'mail.portfolioReminderText',
    params: {
      company: company.name,
      count: sorted.length,
      items: sorted.map((item) => lineOf(locale, item)).join('\n'),
    },
  });
}
