import type { SavedSearchInput } from '@cityip/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { call } from '../../../test/content-test-kit.js';
import { insertPatentFixtures } from '../../../test/patent-fixtures.js';
import { createTestApp, DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import type { Config } from '../../config.js';
import { users } from '../accounts/accounts.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import type { OutgoingMail } from '../notifications/outbox.js';
import { drainOutbox } from '../notifications/worker.js';
import { patentSearch, patents } from '../patents/patents.tables.js';
import { scheduleDigests } from './watch-schedule.js';

/**
 * Test helpers of the watch suites (test-only code: nothing in the server imports it): an app
 * with the hand-written patent corpus and the person and company signed in, a controlled clock,
 * and patents made "new" by setting when they were loaded or published.
 */

/** A moment well after every fixture patent was published, so none is new by its publication. */
export const T0 = new Date('2031-03-03T02:00:00.000Z');
export const HOUR = 60 * 60_000;
export const DAY = 24 * HOUR;
/** `ms` after T0. */
export const at = (ms: number) => new Date(T0.getTime() + ms);

export interface WatchTestApp {
  t: TestApp;
  /** Patent ids by fixture key. */
  ids: Map<string, number>;
  person: { token: string; id: string; email: string };
  company: { token: string; id: string; email: string };
}

async function account(t: TestApp, role: 'common' | 'user') {
  const { email } = DEMO_LOGINS[role];
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no demo account ${email}`);
  return { token: await t.loginAs(role), id: row.id, email };
}

/** A fresh app with the fixture corpus (loaded long before T0) and the person and company signed in. */
export async function startWatchApp(overrides: Partial<Config> = {}): Promise<WatchTestApp> {
  const t = await createTestApp(overrides);
  const ids = await insertPatentFixtures(t.db);
  await t.db.update(patents).set({ loadedAt: new Date('2030-01-01T00:00:00Z') });
  return { t, ids, person: await account(t, 'common'), company: await account(t, 'user') };
}

/** Saves a search through the API as `token`; returns the response. */
export function saveSearch(t: TestApp, token: string, input: Partial<SavedSearchInput> = {}, lang?: 'en-US') {
  const body: SavedSearchInput = { name: '电池检索', expression: '电池', search: 'q=%E7%94%B5%E6%B1%A0', ...input };
  return call(t, token, 'POST', '/api/my/watch/searches', { body, ...(lang ? { lang } : {}) });
}

/** Marks fixture patents as loaded at `loadedAt` (as a data load at that moment would have). */
export async function loadAt(w: WatchTestApp, keys: readonly string[], loadedAt: Date): Promise<void> {
  for (const key of keys) {
    await w.t.db
      .update(patents)
      .set({ loadedAt })
      .where(eq(patents.id, patentId(w, key)));
  }
}

/** Moves a fixture patent's publication date (both tables, as a load writes them). */
export async function publishOn(w: WatchTestApp, key: string, date: string): Promise<void> {
  const id = patentId(w, key);
  await w.t.db.update(patents).set({ publicationDate: date }).where(eq(patents.id, id));
  await w.t.db.update(patentSearch).set({ publicationDate: date }).where(eq(patentSearch.patentId, id));
}

/** The id of fixture patent `key`. */
export function patentId(w: WatchTestApp, key: string): number {
  const id = w.ids.get(key);
  if (id === undefined) throw new Error(`no fixture patent ${key}`);
  return id;
}

/**
 * `count` copies of fixture patent `key` with numbers of their own, loaded at `loadedAt` and
 * published on `publicationDate`: enough matches to pass a digest's list limit.
 */
export async function clonePatent(
  w: WatchTestApp,
  key: string,
  count: number,
  loadedAt: Date,
  publicationDate: string,
): Promise<number[]> {
  const source = patentId(w, key);
  const result = (await w.t.db.execute(sql`
    insert into patents (application_number, publication_number, kind_code, patent_type, title, abstract,
      first_claim, applicants, inventors, applicant_address, district, ipc_main, ipc_codes, cpc_codes,
      application_date, publication_date, grant_date, legal_status, legal_history, industry, citations, loaded_at)
    select 'CNCLONE-' || ${key} || '-' || ${publicationDate} || '-' || g, publication_number || g, kind_code, patent_type, title || g, abstract,
      first_claim, applicants, inventors, applicant_address, district, ipc_main, ipc_codes, cpc_codes,
      application_date, ${publicationDate}::date, grant_date, legal_status, legal_history, industry, citations,
      ${loadedAt.toISOString()}::timestamptz
    from patents, generate_series(1, ${count}) g where id = ${source}
    returning id`)) as unknown as { rows: { id: number }[] };
  const ids = result.rows.map((row) => row.id);
  await w.t.db.execute(sql`
    insert into patent_search (patent_id, tokens, application_date, publication_date, grant_date, application_year,
      patent_type, legal_status, district, industry, ipc_section, ipc_class, applicant_ids)
    select c.id, s.tokens, s.application_date, ${publicationDate}::date, s.grant_date, s.application_year,
      s.patent_type, s.legal_status, s.district, s.industry, s.ipc_section, s.ipc_class, s.applicant_ids
    from patent_search s, unnest(${sql.param(ids)}::int[]) c(id) where s.patent_id = ${source}`);
  return ids;
}

/** Runs the scheduler at `now`, then every task it queued, with the clock at `now`. */
export async function runDigests(w: WatchTestApp, now: Date, options: { all?: boolean } = {}) {
  const queued = await scheduleDigests(w.t.app, now, options);
  await drainOutbox(w.t.app, { lane: 'tasks', now: () => now });
  return queued;
}

/** The digest mails queued so far to `email`, oldest first. */
export async function mailsTo(w: WatchTestApp, email: string): Promise<OutgoingMail[]> {
  const rows = await w.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), eq(outbox.event, 'watch')))
    .orderBy(outbox.createdAt);
  return rows.map((row) => row.payload as OutgoingMail).filter((mail) => mail.to.includes(email));
}
