import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logRowsWrittenBy } from '../../../test/audit-kit.js';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createSavedSearch } from './saved-searches.service.js';
import { industryWatches, savedSearches } from './watch.tables.js';
import { saveSearch, startWatchApp, type WatchTestApp } from './watch-test-kit.js';

/**
 * The watch API of an account (issue 26): who may keep saved searches and industry watches, what
 * a save checks (the expression parsed, the frequency, the cap), and that bad input and other
 * people's items change nothing. The operation statistics' "run due alerts now" is here too.
 */

let w: WatchTestApp;
let admin: string;
let bus: string;
beforeAll(async () => {
  w = await startWatchApp();
  admin = await w.t.loginAs('admin');
  bus = await w.t.loginAs('bus');
});
afterAll(async () => {
  await w?.t.close();
});

const searchesOf = (userId: string) => w.t.db.select().from(savedSearches).where(eq(savedSearches.userId, userId));
const BASE = '/api/my/watch';

describe('who keeps saved searches', () => {
  it('asks a visitor to log in, refuses a missing token, and refuses staff with a translated reason', async () => {
    expect((await call(w.t, await w.t.visitorToken(), 'GET', BASE)).body.code).toBe(1401);
    expect((await call(w.t, null, 'GET', BASE)).status).toBe(401);
    const staff = await saveSearch(w.t, bus);
    expect(staff.status).toBe(403);
    expect(staff.body.msg).toBe('工作人员账号不能保存检索或订阅提醒，请使用个人或企业账号');
    const english = await call(w.t, admin, 'PUT', `${BASE}/industries/nev`, { lang: 'en-US' });
    expect(english.body.msg).toContain('Staff accounts cannot save searches');
    expect(await w.t.db.select().from(savedSearches)).toEqual([]);
    expect(await w.t.db.select().from(industryWatches)).toEqual([]);
  });

  it('saves a search of a person and of a company, each listing only its own', async () => {
    const person = await saveSearch(w.t, w.person.token, {
      name: '锂电池',
      sort: 'publicationDate',
      frequency: 'weekly',
    });
    expect(person.body).toMatchObject({ code: 200, msg: '检索已保存' });
    expect(person.body.data).toMatchObject({
      name: '锂电池',
      expression: '电池',
      search: 'q=%E7%94%B5%E6%B1%A0',
      sort: 'publicationDate',
      frequency: 'weekly',
    });
    expect(person.body.data.nextDigestAt).not.toBeNull();
    const company = await saveSearch(w.t, w.company.token, { name: '充电桩', expression: '充电桩' });
    expect(company.body.data).toMatchObject({ frequency: 'off', nextDigestAt: null, sort: 'relevance' });
    const listed = await call(w.t, w.person.token, 'GET', BASE);
    expect(listed.body.data.searches.map((s: { name: string }) => s.name)).toEqual(['锂电池']);
    expect(listed.body.data.maxSearches).toBe(50);
  });
});

describe('bad input changes nothing', () => {
  it('refuses an expression that does not parse with the parser’s message and position', async () => {
    const before = await searchesOf(w.person.id);
    const refused = await saveSearch(w.t, w.person.token, { expression: 'TI=(电池' });
    expect(refused.status).toBe(400);
    expect(refused.body.data.errors[0].field).toBe('expression');
    expect(refused.body.msg).toBe(refused.body.data.errors[0].message);
    expect(refused.body.msg).toMatch(/括号/);
    expect(refused.body.data.position).toBeGreaterThanOrEqual(0);
    const english = await saveSearch(w.t, w.person.token, { expression: 'TI=(电池' }, 'en-US');
    expect(english.body.msg).toMatch(/parenthes/i);
    expect(await searchesOf(w.person.id)).toEqual(before);
  });

  it('refuses a frequency that does not exist, on save and on change, in the caller’s language', async () => {
    const before = await searchesOf(w.person.id);
    const unknown = await saveSearch(w.t, w.person.token, { frequency: 'hourly' as 'daily' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([
      { field: 'frequency', message: '请选择有效的提醒频率：关闭、每日或每周' },
    ]);
    const [mine] = before;
    if (!mine) throw new Error('the person has no saved search');
    const changed = await call(w.t, w.person.token, 'PUT', `${BASE}/searches/${mine.id}`, {
      body: { name: '改名', frequency: 'monthly' },
      lang: 'en-US',
    });
    expect(changed.body.data.errors).toEqual([
      { field: 'frequency', message: 'Please choose a valid alert frequency: off, daily or weekly.' },
    ]);
    expect(await searchesOf(w.person.id)).toEqual(before);
  });

  it('answers 404 for someone else’s saved search, and for one that does not exist', async () => {
    const [theirs] = await searchesOf(w.person.id);
    if (!theirs) throw new Error('the person has no saved search');
    const rename = await call(w.t, w.company.token, 'PUT', `${BASE}/searches/${theirs.id}`, {
      body: { name: '别人的', frequency: 'daily' },
    });
    expect(rename.status).toBe(404);
    expect(rename.body.msg).toBe('该保存的检索不存在');
    expect((await call(w.t, w.company.token, 'DELETE', `${BASE}/searches/${theirs.id}`)).status).toBe(404);
    expect((await call(w.t, w.person.token, 'DELETE', `${BASE}/searches/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(w.t, w.person.token, 'DELETE', `${BASE}/searches/not-an-id`)).status).toBe(400);
    expect(await searchesOf(w.person.id)).toEqual([theirs]);
  });

  it('refuses a fifty-first saved search with the limit named', async () => {
    const have = (await searchesOf(w.company.id)).length;
    for (let i = have; i < 50; i++) {
      await createSavedSearch(w.t.db, w.company.id, { name: `检索${i}`, expression: `词${i}` });
    }
    const refused = await saveSearch(w.t, w.company.token);
    expect(refused.status).toBe(409);
    expect(refused.body.msg).toBe('最多可保存 50 条检索，请先删除不再需要的检索');
    expect(await searchesOf(w.company.id)).toHaveLength(50);
  });
});

describe('renaming, alerts and deleting', () => {
  it('renames and turns alerts on (a watermark from now) and off, then deletes', async () => {
    const created = await saveSearch(w.t, w.person.token, { name: '待改名' });
    const { id } = created.body.data;
    const on = await call(w.t, w.person.token, 'PUT', `${BASE}/searches/${id}`, {
      body: { name: '  已改名  ', frequency: 'daily' },
    });
    expect(on.body).toMatchObject({ code: 200, msg: '已保存修改', data: { name: '已改名', frequency: 'daily' } });
    const due = new Date(on.body.data.nextDigestAt).getTime() - Date.now();
    expect(due).toBeGreaterThan(23 * 60 * 60_000);
    expect(due).toBeLessThanOrEqual(24 * 60 * 60_000);
    const off = await call(w.t, w.person.token, 'PUT', `${BASE}/searches/${id}`, {
      body: { name: '已改名', frequency: 'off' },
    });
    expect(off.body.data).toMatchObject({ frequency: 'off', nextDigestAt: null });
    expect((await call(w.t, w.person.token, 'DELETE', `${BASE}/searches/${id}`)).body.msg).toBe('已删除保存的检索');
    expect((await searchesOf(w.person.id)).map((row) => row.id)).not.toContain(id);
  });
});

describe('industry watches', () => {
  it('subscribes once however often asked, refuses an industry the city does not have, and ends', async () => {
    const first = await call(w.t, w.person.token, 'PUT', `${BASE}/industries/nev`);
    expect(first.body).toMatchObject({ code: 200, msg: '已订阅该产业的每周动态', data: { industry: 'nev' } });
    const again = await call(w.t, w.person.token, 'PUT', `${BASE}/industries/nev`);
    expect(again.body.data.id).toBe(first.body.data.id);
    const unknown = await call(w.t, w.person.token, 'PUT', `${BASE}/industries/space`);
    expect(unknown.status).toBe(400);
    expect(unknown.body.data.errors).toEqual([{ field: 'code', message: '请选择本市的重点产业' }]);
    const listed = await call(w.t, w.person.token, 'GET', BASE);
    expect(listed.body.data.industries.map((i: { industry: string }) => i.industry)).toEqual(['nev']);
    expect((await call(w.t, w.person.token, 'DELETE', `${BASE}/industries/nev`)).body.msg).toBe('已退订');
    expect(await w.t.db.select().from(industryWatches)).toEqual([]);
  });
});

describe('run due alerts now (operation statistics)', () => {
  it('is for staff of the module: queued at once for every alerting watch, in the operation log', async () => {
    const url = '/api/admin/operation-stats/run-alerts';
    expect((await call(w.t, w.person.token, 'POST', url)).status).toBe(403);
    const alerting = (await w.t.db.select().from(savedSearches)).filter((row) => row.frequency !== 'off').length;
    let answer: Awaited<ReturnType<typeof call>> | null = null;
    const written = await logRowsWrittenBy(w.t.db, async () => {
      answer = await call(w.t, bus, 'POST', url);
    });
    expect(answer).toMatchObject({ status: 200, body: { data: { searches: alerting, industries: 0 } } });
    expect((answer as unknown as { body: { msg: string } }).body.msg).toBe(
      `已安排 ${alerting} 条检索和 0 项产业订阅的提醒，仅在有新内容时发送邮件`,
    );
    expect(written).toEqual([
      expect.objectContaining({
        action: 'watch.runAlerts',
        success: true,
        detail: `searches ${alerting}, industries 0`,
      }),
    ]);
  });
});
