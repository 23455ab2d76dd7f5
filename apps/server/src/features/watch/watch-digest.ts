import {
  DEFAULT_LOCALE,
  type DigestSectionKey,
  type Locale,
  localDateAt,
  savedSearchPath,
  WATCH_LIMITS,
} from '@cityip/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { accountLanguages } from '../accounts/account-language.js';
import { users } from '../accounts/accounts.tables.js';
import { enqueueMail } from '../notifications/outbox.js';
import {
  industryNews,
  type NewPatents,
  newExpressionMatches,
  patentHeadlines,
  type VisibilityWindow,
} from '../patents/patents.public.js';
import { industryWatches, type StoredDigestSection, savedSearches, watchDigests } from './watch.tables.js';
import { type DigestMailContent, digestMail, type MailSection } from './watch-mail.js';
import { DigestTaskInputSchema } from './watch-schedule.js';

/**
 * The digest tasks (queued by watch-schedule.ts). Each runs in ONE transaction that locks the
 * watch, checks that its watermark is still the window's start, moves it to the window's end,
 * stores the digest and queues the mail: a task that runs again after a crash either finds
 * nothing committed (and does it all) or the watermark moved (and does nothing), so no digest is
 * mailed twice and none is lost. Nothing new: no mail, the watermark still moves.
 */

/** The window of a task's input, with the city dates that the publication dates compare with. */
function windowOf(app: FastifyInstance, input: unknown): { id: string; window: VisibilityWindow } {
  const { id, from, to } = DigestTaskInputSchema.parse(input);
  const { timeZone } = app.config.cityProfile;
  const window = { from: new Date(from), to: new Date(to) };
  return {
    id,
    window: { ...window, fromDay: localDateAt(window.from, timeZone), toDay: localDateAt(window.to, timeZone) },
  };
}

/** The stored window of a digest. */
const span = (window: VisibilityWindow) => ({ windowFrom: window.from, windowTo: window.to });

/** Where and in what language to mail the account; null for a disabled or closed account. */
async function recipientOf(tx: Tx, userId: string): Promise<{ email: string; locale: Locale } | null> {
  const [user] = await tx
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.status, 'enabled'), isNull(users.deletedAt)));
  if (!user) return null;
  const locale = (await accountLanguages(tx, [userId])).get(userId) ?? DEFAULT_LOCALE;
  return { email: user.email, locale };
}

/** The stored form of a digest's parts and the patents they list, for the mail. */
async function sectionsOf(
  tx: Tx,
  found: Partial<Record<DigestSectionKey, NewPatents>>,
): Promise<{ stored: StoredDigestSection[]; mailed: MailSection[]; total: number }> {
  const stored = Object.entries(found).map(([section, news]) => ({
    section: section as DigestSectionKey,
    total: news.total,
    patentIds: news.ids,
  }));
  const headlines = new Map(
    (
      await patentHeadlines(
        tx,
        stored.flatMap((s) => s.patentIds),
      )
    ).map((p) => [p.id, p]),
  );
  const mailed = stored.map((s) => ({
    section: s.section,
    total: s.total,
    patents: s.patentIds.flatMap((id) => headlines.get(id) ?? []),
  }));
  return { stored, mailed, total: stored.reduce((sum, s) => sum + s.total, 0) };
}

/** Stores the digest and queues its mail, unless this window's digest is stored already. */
async function sendDigest(
  app: FastifyInstance,
  tx: Tx,
  digest: Omit<typeof watchDigests.$inferInsert, 'sections' | 'total'>,
  found: Partial<Record<DigestSectionKey, NewPatents>>,
  mail: Omit<DigestMailContent, 'to' | 'locale' | 'sections'> & { nameOf?: (locale: Locale) => string },
): Promise<void> {
  const sections = await sectionsOf(tx, found);
  if (sections.total === 0) return;
  const recipient = await recipientOf(tx, digest.userId);
  if (!recipient) return;
  const stored = await tx
    .insert(watchDigests)
    .values({ ...digest, sections: sections.stored, total: sections.total })
    .onConflictDoNothing()
    .returning({ id: watchDigests.id });
  if (stored.length === 0) return;
  const { nameOf, ...content } = mail;
  await enqueueMail(
    tx,
    digestMail(app.config, {
      ...content,
      name: nameOf ? nameOf(recipient.locale) : content.name,
      to: recipient.email,
      locale: recipient.locale,
      sections: sections.mailed,
    }),
  );
}

/** `watch.digest`: the new matches of one saved search in the task's window. */
export async function runSearchDigest(app: FastifyInstance, input: unknown): Promise<void> {
  const { id, window } = windowOf(app, input);
  await app.db.transaction(async (tx) => {
    const [search] = await tx.select().from(savedSearches).where(eq(savedSearches.id, id)).for('update');
    // Deleted, alerts turned off since, or this window's digest already done (a retry after the commit).
    if (!search || search.frequency === 'off' || search.digestedUntil.getTime() !== window.from.getTime()) return;
    await tx.update(savedSearches).set({ digestedUntil: window.to }).where(eq(savedSearches.id, id));
    const found = await newExpressionMatches(
      tx,
      app.config.cityProfile,
      search.expression,
      window,
      WATCH_LIMITS.digestPatents,
    );
    if (!found) {
      app.log.warn({ savedSearch: id }, 'a saved search no longer parses for the city profile; no digest');
      return;
    }
    const path = savedSearchPath(search.search, search.sort);
    await sendDigest(
      app,
      tx,
      {
        userId: search.userId,
        kind: 'search',
        savedSearchId: id,
        name: search.name,
        searchPath: path,
        ...span(window),
      },
      { matches: found },
      {
        kind: 'search',
        watchId: id,
        name: search.name,
        frequency: search.frequency,
        since: window.from,
        fullPath: path,
      },
    );
  });
}

/** `watch.industry`: one industry's filings, open licences and lapses in the task's window. */
export async function runIndustryDigest(app: FastifyInstance, input: unknown): Promise<void> {
  const { id, window } = windowOf(app, input);
  await app.db.transaction(async (tx) => {
    const [watch] = await tx.select().from(industryWatches).where(eq(industryWatches.id, id)).for('update');
    if (!watch || watch.digestedUntil.getTime() !== window.from.getTime()) return;
    await tx.update(industryWatches).set({ digestedUntil: window.to }).where(eq(industryWatches.id, id));
    const industry = app.config.cityProfile.industries.find((each) => each.code === watch.industry);
    // The profile no longer has the industry: nothing can be new in it.
    if (!industry) return;
    const news = await industryNews(tx, industry.code, window, WATCH_LIMITS.digestPatents);
    await sendDigest(
      app,
      tx,
      {
        userId: watch.userId,
        kind: 'industry',
        industryWatchId: id,
        name: industry.code,
        searchPath: null,
        ...span(window),
      },
      news,
      {
        kind: 'industry',
        watchId: id,
        name: industry.name,
        nameOf: (locale) => (locale === 'en-US' ? industry.nameEn : industry.name),
        frequency: 'weekly',
        since: window.from,
        fullPath: `/patentDatabase?industry=${encodeURIComponent(industry.code)}`,
      },
    );
  });
}
