import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { fixturePatent } from '../../../test/patent-fixtures.js';
import { users } from '../accounts/accounts.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import { drainOutbox } from '../notifications/worker.js';
import { patentLicences, patentSearch, patents } from '../patents/patents.tables.js';
import { subscribeIndustry } from './industry-watches.service.js';
import { createSavedSearch } from './saved-searches.service.js';
import { savedSearches, watchDigests } from './watch.tables.js';
import { runSearchDigest } from './watch-digest.js';
import { SEARCH_DIGEST_TASK, scheduleDigests } from './watch-schedule.js';
import {
  at,
  clonePatent,
  DAY,
  HOUR,
  loadAt,
  mailsTo,
  patentId,
  publishOn,
  runDigests,
  startWatchApp,
  T0,
  type WatchTestApp,
} from './watch-test-kit.js';

/**
 * Alert digests with a controlled clock (issue 26): what a digest lists (new since the last one,
 * newly loaded or newly published), that nothing is listed twice or mailed twice, that nothing
 * new sends nothing, the list limit, the recipient's language, and the industry news.
 */

let w: WatchTestApp;
beforeAll(async () => {
  w = await startWatchApp();
});
afterAll(async () => {
  await w?.t.close();
});

const title = (key: string) => fixturePatent(key).title;
const digestsOf = (id: string) => w.t.db.select().from(watchDigests).where(eq(watchDigests.savedSearchId, id));

describe('a saved search’s daily digest', () => {
  it('lists what is new since the last digest, newly loaded or newly published, and never the same patent twice', async () => {
    const saved = await createSavedSearch(
      w.t.db,
      w.person.id,
      { name: '电池检索', expression: '电池', search: 'q=电池', frequency: 'daily' },
      T0,
    );
    // Not due before its day is over.
    expect(await runDigests(w, at(DAY - HOUR))).toEqual({ searches: 0, industries: 0 });

    // First day: bat1 is loaded (published long ago); bat2 is loaded too but published only on day 3.
    await loadAt(w, ['bat1', 'bat2'], at(2 * HOUR));
    await publishOn(w, 'bat2', '2031-03-05');
    expect(await runDigests(w, at(DAY))).toEqual({ searches: 1, industries: 0 });
    const [first, ...none] = await mailsTo(w, w.person.email);
    expect(none).toEqual([]);
    expect(first?.subject).toBe('示范市知识产权公共服务平台：检索“电池检索”有 1 件新专利');
    expect(first?.text).toContain(title('bat1'));
    expect(first?.text).toContain(fixturePatent('bat1').applicationNumber);
    expect(first?.text).toContain(`/patentSearch?id=${patentId(w, 'bat1')}`);
    expect(first?.text).not.toContain(title('bat2'));
    expect(first?.html).toContain(`<a href="http://localhost:3000/patentSearch?id=${patentId(w, 'bat1')}">`);

    // Second day: bat3 (stored long ago) is published on 03-05, and so is bat2: both, nothing else.
    await publishOn(w, 'bat3', '2031-03-05');
    await runDigests(w, at(2 * DAY));
    const second = (await mailsTo(w, w.person.email))[1];
    expect(second?.subject).toContain('有 2 件新专利');
    expect(second?.text).toContain(title('bat2'));
    expect(second?.text).toContain(title('bat3'));
    expect(second?.text).not.toContain(title('bat1'));

    // Third day: nothing new, no mail; the watermark still moves to the window's end.
    await runDigests(w, at(3 * DAY));
    expect(await mailsTo(w, w.person.email)).toHaveLength(2);
    const [row] = await w.t.db.select().from(savedSearches).where(eq(savedSearches.id, saved.id));
    expect(row?.digestedUntil.toISOString()).toBe(at(3 * DAY).toISOString());
    expect(row?.nextDigestAt?.toISOString()).toBe(at(4 * DAY).toISOString());

    // Both digests are kept for the account to read, newest first, with their patents linked.
    const alerts = await call(w.t, w.person.token, 'GET', '/api/my/watch/alerts');
    expect(alerts.body.data.map((d: { sections: { total: number }[] }) => d.sections[0]?.total)).toEqual([2, 1]);
    expect(alerts.body.data[1].sections[0].patents).toEqual([
      {
        id: patentId(w, 'bat1'),
        title: title('bat1'),
        applicationNumber: fixturePatent('bat1').applicationNumber,
        publicationDate: fixturePatent('bat1').published,
      },
    ]);
    expect(alerts.body.data[0]).toMatchObject({ kind: 'search', savedSearchId: saved.id, name: '电池检索' });
    expect(alerts.body.data[0].searchPath).toBe(`/patentSearch?q=${encodeURIComponent('电池')}`);
  });

  it('a task that runs again (its worker died after the digest committed) mails nothing twice', async () => {
    const saved = await createSavedSearch(
      w.t.db,
      w.person.id,
      { name: '机器人', expression: '机器人', frequency: 'daily' },
      at(10 * DAY),
    );
    await loadAt(w, ['robot1'], at(10 * DAY + HOUR));
    await scheduleDigests(w.t.app, at(11 * DAY));
    const [task] = await w.t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'task' = ${SEARCH_DIGEST_TASK} and ${outbox.status} = 'pending'`);
    if (!task) throw new Error('no digest task queued');
    await drainOutbox(w.t.app, { lane: 'tasks', now: () => at(11 * DAY) });
    // The worker died before it could mark the task done: it is due again, and runs again.
    await w.t.db
      .update(outbox)
      .set({ status: 'pending', nextAttemptAt: at(11 * DAY) })
      .where(eq(outbox.id, task.id));
    await drainOutbox(w.t.app, { lane: 'tasks', now: () => at(11 * DAY) });
    // The handler called once more with the same input changes nothing either.
    await runSearchDigest(w.t.app, (task.payload as { input: unknown }).input);
    const robotMails = (await mailsTo(w, w.person.email)).filter((mail) => mail.subject.includes('机器人'));
    expect(robotMails).toHaveLength(1);
    expect(await digestsOf(saved.id)).toHaveLength(1);
  });

  it('lists at most 50 patents, newest first, and counts the rest with a link to the whole search', async () => {
    await createSavedSearch(
      w.t.db,
      w.person.id,
      { name: '数控机床', expression: '数控机床', search: 'q=数控机床', sort: 'applicationDate', frequency: 'weekly' },
      at(20 * DAY),
    );
    const older = await clonePatent(w, 'cnc1', 30, at(20 * DAY + HOUR), '2031-01-10');
    const newer = await clonePatent(w, 'cnc1', 25, at(20 * DAY + HOUR), '2031-02-10');
    await runDigests(w, at(27 * DAY));
    const mail = (await mailsTo(w, w.person.email)).find((each) => each.subject.includes('数控机床'));
    expect(mail?.subject).toContain('有 55 件新专利');
    expect(mail?.text.match(/\/patentSearch\?id=/g)).toHaveLength(50);
    expect(mail?.text).toContain('另有 5 件未列出。');
    expect(mail?.text).toContain(
      `查看完整检索结果：http://localhost:3000/patentSearch?q=${encodeURIComponent('数控机床')}&sort=applicationDate`,
    );
    const [digest] = await w.t.db.select().from(watchDigests).where(eq(watchDigests.name, '数控机床'));
    const listed = digest?.sections[0]?.patentIds ?? [];
    expect(digest?.total).toBe(55);
    // The newer publications first (ids descending within a day), then the older ones.
    expect(listed).toEqual([...[...newer].reverse(), ...[...older].reverse().slice(0, 25)]);
  });

  it('is written in the language the account reads mails in', async () => {
    await w.t.db.update(users).set({ language: 'en-US' }).where(eq(users.id, w.company.id));
    await createSavedSearch(
      w.t.db,
      w.company.id,
      { name: 'Sewage', expression: '污水处理', frequency: 'daily' },
      at(40 * DAY),
    );
    await loadAt(w, ['water1'], at(40 * DAY + HOUR));
    await runDigests(w, at(41 * DAY));
    const [mail] = await mailsTo(w, w.company.email);
    expect(mail?.subject).toBe('Demo City IP Public Service Portal: 1 new patents for "Sewage"');
    expect(mail?.text).toContain('Your saved search "Sewage" has 1 new patents');
    expect(mail?.text).toContain('published 20');
    expect(mail?.text).toContain(
      'Unsubscribe from this alert (no login needed): http://localhost:3000/watchUnsubscribe?token=',
    );
    expect(mail?.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/watch\/unsubscribe\/[^>]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    await w.t.db.update(users).set({ language: 'zh-CN' }).where(eq(users.id, w.company.id));
  });

  it('two instances claiming at once queue each due digest once', async () => {
    const now = at(60 * DAY);
    for (const name of ['甲', '乙', '丙']) {
      await createSavedSearch(w.t.db, w.person.id, { name, expression: name, frequency: 'daily' }, at(59 * DAY));
    }
    const before = await countDigestTasks();
    const [one, two] = await Promise.all([scheduleDigests(w.t.app, now), scheduleDigests(w.t.app, now)]);
    // The three new searches, and the earlier ones whose day has come: each claimed by one instance.
    expect((one?.searches ?? 0) + (two?.searches ?? 0)).toBe((await countDigestTasks()) - before);
    const claimed = await w.t.db.select().from(savedSearches);
    expect(claimed.filter((row) => row.frequency !== 'off').every((row) => (row.nextDigestAt ?? now) > now)).toBe(true);
    expect(await scheduleDigests(w.t.app, now)).toEqual({ searches: 0, industries: 0 });
  });
});

// PGlite has one connection: a second transaction beside an open one would wait for it forever.
it.skipIf(inject('testDb').kind !== 'postgres')(
  'a digest claimed while a data load is still open ends its window where that load began',
  async () => {
    const saved = await createSavedSearch(
      w.t.db,
      w.person.id,
      { name: '装载中', expression: '电池', frequency: 'daily' },
      new Date(Date.now() - 2 * DAY),
    );
    let loadStarted = 0;
    await w.t.db.transaction(async (load) => {
      const started = (await load.execute(sql`select (extract(epoch from now()) * 1000)::float8 as ms`)) as unknown as {
        rows: { ms: number }[];
      };
      loadStarted = Math.floor(started.rows[0]?.ms ?? 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
      await scheduleDigests(w.t.app, new Date());
    });
    const tasks = await w.t.db.select().from(outbox).where(sql`${outbox.payload}->'input'->>'id' = ${saved.id}`);
    expect(tasks.map((task) => (task.payload as { input: { to: string } }).input.to)).toEqual([
      new Date(loadStarted).toISOString(),
    ]);
  },
);

async function countDigestTasks(): Promise<number> {
  const rows = await w.t.db.select().from(outbox).where(sql`${outbox.payload}->>'task' = ${SEARCH_DIGEST_TASK}`);
  return rows.length;
}

describe('an industry’s weekly news', () => {
  it('lists the new filings, the open licences declared and the patents that lapsed in the week', async () => {
    await w.t.db.update(savedSearches).set({ frequency: 'off', nextDigestAt: null });
    const start = at(100 * DAY);
    await subscribeIndustry(w.t.db, w.t.config, 'zh-CN', w.company.id, 'nev', start);
    await loadAt(w, ['chg2'], new Date(start.getTime() + HOUR));
    await w.t.db
      .update(patentLicences)
      .set({ declaredOn: '2031-06-13' })
      .where(eq(patentLicences.patentId, patentId(w, 'chg1')));
    const motor = patentId(w, 'motor1');
    await w.t.db
      .update(patents)
      .set({ legalHistory: sql`${patents.legalHistory} || '[{"date":"2031-06-14","code":"feeLapsed"}]'::jsonb` })
      .where(eq(patents.id, motor));
    await w.t.db.update(patentSearch).set({ legalStatus: 2 }).where(eq(patentSearch.patentId, motor));
    const before = (await mailsTo(w, w.company.email)).length;
    expect(await runDigests(w, at(107 * DAY))).toEqual({ searches: 0, industries: 1 });
    const [mail, ...more] = (await mailsTo(w, w.company.email)).slice(before);
    expect(more).toEqual([]);
    expect(mail?.subject).toBe('示范市知识产权公共服务平台：新能源汽车产业专利动态');
    expect(mail?.text).toContain('【新增专利 1 件】');
    expect(mail?.text).toContain(title('chg2'));
    expect(mail?.text).toContain('【新发布的开放许可 1 项】');
    expect(mail?.text).toContain(title('chg1'));
    expect(mail?.text).toContain('【失效或期限届满的专利 1 件】');
    expect(mail?.text).toContain(title('motor1'));
    expect(mail?.text).toContain('查看该产业的全部专利：http://localhost:3000/patentDatabase?industry=nev');

    // The next week has nothing new: no mail.
    await runDigests(w, at(114 * DAY));
    expect(await mailsTo(w, w.company.email)).toHaveLength(before + 1);
  });
});
