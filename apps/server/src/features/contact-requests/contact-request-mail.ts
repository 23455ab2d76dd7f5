import { type ContactRequestInput, LOCALES, type Locale, translate } from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import { cityIn } from '../verification/account-mail.js';
import type { ResolvedTarget } from './targets.js';

/** The English part under the Chinese one, so a reader of either language finds their text. */
const LANGUAGE_SEPARATOR = '\n\n----------------------------------------\n\n';

/**
 * The mail that carries a request to its recipient. Accounts keep no language preference and an
 * expert added by staff has no account at all (identity-review.ts mails in the default language
 * for the same reason), so the text is in Chinese with the English below; the subject stays in
 * Chinese, the portal's language, and carries the requester's own subject.
 */
export function contactRequestMail(config: Config, input: ContactRequestInput, target: ResolvedTarget): OutgoingMail {
  const textIn = (locale: Locale) =>
    translate(locale, 'mail.contactRequest.text', {
      city: cityIn(config, locale),
      recipient: target.recipientName,
      requester: input.requesterName,
      targetLabel: translate(locale, `contactRequest.target.${input.targetKind}`),
      targetTitle: target.title,
      subject: input.subject,
      message: input.message,
      contact: input.requesterContact,
    });
  return {
    to: [target.recipientEmail],
    event: 'contactRequest',
    subject: translate('zh-CN', 'mail.contactRequest.subject', {
      city: cityIn(config, 'zh-CN'),
      subject: input.subject,
    }),
    text: LOCALES.map(textIn).join(LANGUAGE_SEPARATOR),
  };
}
