import {
  type DigestSectionKey,
  type Locale,
  type MessageKey,
  translate,
  WATCH_TAB_PATH,
  WATCH_UNSUBSCRIBE_PATH,
  type WatchKind,
} from '@cityip/contracts';
import type { Config } from '../../config.js';
import { escapeHtml } from '../../lib/escape-html.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import type { PatentHeadline } from '../patents/patents.public.js';
import { cityIn, mailTime } from '../verification/account-mail.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';

/** One part of a digest mail: the patents listed and how many there are in all. */
export interface MailSection {
  section: DigestSectionKey;
  total: number;
  patents: PatentHeadline[];
}

/** What a digest mail says, before it is put in words of the recipient's language. */
export interface DigestMailContent {
  to: string;
  locale: Locale;
  kind: WatchKind;
  /** The watch, for the unsubscribe link. */
  watchId: string;
  /** The saved search's name, or the industry's name in the recipient's language. */
  name: string;
  frequency: 'daily' | 'weekly';
  since: Date;
  sections: MailSection[];
  /** Path of the whole search, or of the industry's page. */
  fullPath: string;
}

const FULL_LINK_LABEL: Record<WatchKind, MessageKey> = {
  search: 'mail.watchFullSearch',
  industry: 'mail.watchIndustryPage',
};

/** A link of the mail and its text in both the plain and the HTML part. */
interface MailLink {
  label: string;
  url: string;
}

/** The plain-text body: paragraphs, numbered patents with their links, the links as `label：url`. */
function textBody(locale: Locale, parts: ReturnType<typeof mailParts>): string {
  const link = (l: MailLink) => translate(locale, 'mail.watchLink', { label: l.label, link: l.url });
  const sections = parts.sections.map((section) => {
    const lines = section.patents.map(
      (patent, index) => `${index + 1}. ${patent.title}\n   ${patent.line}\n   ${patent.url}`,
    );
    return [section.heading ? `【${section.heading}】` : null, ...lines, section.more].filter(Boolean).join('\n');
  });
  return [
    parts.intro,
    ...sections,
    link(parts.full),
    `——\n${parts.footer}\n${link(parts.manage)}\n${link(parts.unsubscribe)}`,
  ].join('\n\n');
}

/** The HTML body: every value escaped (titles come from imported records), links as anchors. */
function htmlBody(parts: ReturnType<typeof mailParts>): string {
  const paragraph = (text: string) => `<p>${escapeHtml(text).replace(/\n/g, '<br>')}</p>`;
  const anchor = (l: MailLink) => `<a href="${escapeHtml(l.url)}">${escapeHtml(l.label)}</a>`;
  const sections = parts.sections.map((section) => {
    const items = section.patents
      .map((p) => `<li>${anchor({ label: p.title, url: p.url })}<br>${escapeHtml(p.line)}</li>`)
      .join('');
    return [
      section.heading ? `<h3>${escapeHtml(section.heading)}</h3>` : '',
      `<ol>${items}</ol>`,
      section.more ? paragraph(section.more) : '',
    ].join('');
  });
  const footer = `<p style="color:#555;font-size:12px">${escapeHtml(parts.footer)}<br>${anchor(parts.manage)} · ${anchor(parts.unsubscribe)}</p>`;
  return `<!doctype html><html><body><div style="font-family:sans-serif">${[
    paragraph(parts.intro),
    ...sections,
    `<p>${anchor(parts.full)}</p>`,
    '<hr>',
    footer,
  ].join('\n')}</div></body></html>`;
}

/** The words and links of a digest in the recipient's language. */
function mailParts(config: Config, content: DigestMailContent, token: string) {
  const { locale } = content;
  const since = mailTime(config, content.since);
  const total = content.sections.reduce((sum, section) => sum + section.total, 0);
  const intro =
    content.kind === 'search'
      ? translate(locale, 'mail.watchSearchIntro', { name: content.name, since, total })
      : translate(locale, 'mail.watchIndustryIntro', { industry: content.name, since });
  const sections = content.sections
    .filter((section) => section.total > 0)
    .map((section) => ({
      // A saved search has one part, which the introduction already counts.
      heading:
        content.kind === 'industry'
          ? translate(locale, `mail.watchSection.${section.section}`, { total: section.total })
          : null,
      patents: section.patents.map((patent) => ({
        title: patent.title,
        line: translate(locale, 'mail.watchPatentLine', {
          number: patent.applicationNumber,
          date: patent.publicationDate,
        }),
        url: `${config.publicUrl}/patentSearch?id=${patent.id}`,
      })),
      more:
        section.total > section.patents.length
          ? translate(locale, 'mail.watchMore', { rest: section.total - section.patents.length })
          : null,
    }));
  return {
    intro,
    sections,
    full: { label: translate(locale, FULL_LINK_LABEL[content.kind]), url: `${config.publicUrl}${content.fullPath}` },
    footer: translate(locale, 'mail.watchFooter', {
      city: cityIn(config, locale),
      name: content.name,
      frequency: translate(locale, `mail.watchFrequency.${content.frequency}`),
    }),
    manage: { label: translate(locale, 'mail.watchManage'), url: `${config.publicUrl}${WATCH_TAB_PATH}` },
    unsubscribe: {
      label: translate(locale, 'mail.watchUnsubscribe'),
      url: `${config.publicUrl}${WATCH_UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`,
    },
  };
}

/**
 * A digest mail in the recipient's language: plain text and HTML, with a one-click unsubscribe
 * (RFC 8058): the page link in the body for people, and `List-Unsubscribe` with
 * `List-Unsubscribe-Post` for mail programs, which POST to the API address without a login.
 */
export function digestMail(config: Config, content: DigestMailContent): OutgoingMail {
  const token = signUnsubscribeToken(config, content.kind, content.watchId);
  const parts = mailParts(config, content, token);
  const total = content.sections.reduce((sum, section) => sum + section.total, 0);
  const city = cityIn(config, content.locale);
  const subject =
    content.kind === 'search'
      ? translate(content.locale, 'mail.watchSearchSubject', { city, name: content.name, total })
      : translate(content.locale, 'mail.watchIndustrySubject', { city, industry: content.name });
  return {
    to: [content.to],
    event: 'watch',
    subject,
    text: textBody(content.locale, parts),
    html: htmlBody(parts),
    headers: {
      'List-Unsubscribe': `<${config.publicUrl}/api/watch/unsubscribe/${encodeURIComponent(token)}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
