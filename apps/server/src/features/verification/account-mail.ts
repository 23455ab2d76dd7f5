import { formatZonedTime, LOCALES, type Locale, type MailEvent, type MessageKey, translate } from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { Db, Tx } from '../../db/client.js';
import { enqueueMail, type OutgoingMail } from '../notifications/outbox.js';

/** The city's name in `locale`, as mails name the portal. */
export function cityIn(config: Config, locale: Locale): string {
  return locale === 'en-US' ? config.cityNameEn : config.cityName;
}

/**
 * A mail about someone's account in their language: a subject and a text from the message
 * catalogue, both filled with the city's name and `params`.
 */
export function accountMail(
  config: Config,
  locale: Locale,
  mail: {
    to: string;
    event: MailEvent;
    subject: MessageKey;
    text: MessageKey;
    params?: Record<string, string | number>;
  },
): OutgoingMail {
  const params = { city: cityIn(config, locale), ...mail.params };
  return {
    to: [mail.to],
    event: mail.event,
    subject: translate(locale, mail.subject, params),
    text: translate(locale, mail.text, params),
  };
}

/**
 * {@link accountMail} in every language of the portal, Chinese first: for a mail to an account,
 * which keeps no language preference, about something its owner did in either language.
 */
export function bilingualAccountMail(config: Config, mail: Parameters<typeof accountMail>[2]): OutgoingMail {
  const [first, ...others] = LOCALES.map((locale) => accountMail(config, locale, mail));
  if (!first) throw new Error('the portal has no language');
  return {
    ...first,
    subject: [first, ...others].map((version) => version.subject).join(' / '),
    text: [first, ...others].map((version) => version.text).join('\n\n——————\n\n'),
  };
}

/** A moment as mails show it: in the city's time zone, named, so no reader has to guess. */
export function mailTime(config: Config, at: Date): string {
  const zone = config.cityProfile.timeZone;
  return `${formatZonedTime(at.toISOString(), zone)} (${zone})`;
}

/**
 * Queues the `accountNotice` mail that tells the holder what was done to their account and when
 * (password set, address moved, account closed), in the caller's transaction.
 */
export async function enqueueAccountNotice(
  db: Db | Tx,
  config: Config,
  locale: Locale,
  notice: { to: string; subject: MessageKey; text: MessageKey; at: Date; params?: Record<string, string> },
): Promise<void> {
  const { to, subject, text, at, params } = notice;
  await enqueueMail(
    db,
    accountMail(config, locale, {
      to,
      event: 'accountNotice',
      subject,
      text,
      params: { time: mailTime(config, at), ...params },
    }),
  );
}
