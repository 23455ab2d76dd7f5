import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { signLookupToken } from '../consultations/consultation-contact.js';
import { startSmtp, type TestSmtp } from '../notifications/notifications-test-kit.js';
import { drainOutbox } from '../notifications/worker.js';
import { subscribeIndustry } from './industry-watches.service.js';
import { createSavedSearch } from './saved-searches.service.js';
import { signUnsubscribeToken } from './unsubscribe-token.js';
import { industryWatches, savedSearches, watchUnsubscribes } from './watch.tables.js';
import { at, DAY, HOUR, loadAt, mailsTo, runDigests, startWatchApp, T0, type WatchTestApp } from './watch-test-kit.js';

/**
 * The one-click unsubscribe of a digest mail (issue 26): it works without a login from the mail's
 * link and from a mail program's `List-Unsubscribe-Post`, says the same when repeated, and a
 * forged, altered or foreign token is refused and changes nothing.
 */

const CREDENTIALS = { user: 'mailer', password: 'Smtp-Password-1357' };
let w: WatchTestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  w = await startWatchApp();
  smtp = await startSmtp(CREDENTIALS);
});
afterAll(async () => {
  await smtp?.close();
  await w?.t.close();
});

const unsubscribe = (token: string, lang?: 'en-US') =>
  call(w.t, null, 'POST', `/api/watch/unsubscribe/${encodeURIComponent(token)}`, lang ? { lang } : {});
const searchRow = async (id: string) => (await w.t.db.select().from(savedSearches).where(eq(savedSearches.id, id)))[0];

describe('the unsubscribe link of a digest mail', () => {
  it('is in the mail as a link and as List-Unsubscribe headers, and turns the alert off without a login, once', async () => {
    const saved = await createSavedSearch(
      w.t.db,
      w.person.id,
      { name: '电池', expression: '电池', frequency: 'daily' },
      T0,
    );
    await loadAt(w, ['bat1'], at(HOUR));
    await runDigests(w, at(DAY));
    const [mail] = await mailsTo(w, w.person.email);
    const token = decodeURIComponent(/watchUnsubscribe\?token=([^\s"]+)/.exec(mail?.text ?? '')?.[1] ?? '');
    expect(token).toBe(signUnsubscribeToken(w.t.config, 'search', saved.id));

    // Delivered over SMTP with the headers a mail program offers its own unsubscribe button with.
    const admin = await w.t.loginAs('admin');
    const mailbox = await call(w.t, admin, 'PUT', '/api/admin/mailbox', {
      body: {
        host: '127.0.0.1',
        port: smtp.port,
        security: 'none',
        ...CREDENTIALS,
        fromAddress: 'portal@test.gov.cn',
      },
    });
    expect(mailbox.status).toBe(200);
    await drainOutbox(w.t.app);
    const received = smtp.received.find((each) => each.rcptTo.includes(w.person.email));
    // Unfolded (RFC 5322): a long header goes over several lines, each going on with a space.
    const lines = new Map(
      received?.parsed.headerLines.map((header) => [header.key, header.line.replace(/\r\n(?=[ \t])/g, '')]),
    );
    expect(lines.get('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    expect(lines.get('list-unsubscribe')).toBe(
      `List-Unsubscribe: <http://localhost:3000/api/watch/unsubscribe/${encodeURIComponent(token)}>`,
    );

    const done = await unsubscribe(token);
    expect(done.body).toEqual({ code: 200, msg: '已退订', data: { kind: 'search', name: '电池' } });
    expect(await searchRow(saved.id)).toMatchObject({ frequency: 'off', nextDigestAt: null });
    // Again (the person clicks twice, or the mail program posts after them): the same, counted once.
    expect((await unsubscribe(token)).body).toEqual(done.body);
    expect(await w.t.db.select().from(watchUnsubscribes)).toHaveLength(1);
  });

  it('takes a mail program’s one-click form post', async () => {
    const saved = await createSavedSearch(w.t.db, w.person.id, {
      name: '芯片',
      expression: '芯片',
      frequency: 'weekly',
    });
    const token = signUnsubscribeToken(w.t.config, 'search', saved.id);
    const response = await w.t.app.inject({
      method: 'POST',
      url: `/api/watch/unsubscribe/${encodeURIComponent(token)}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(response.json()).toMatchObject({ code: 200, data: { kind: 'search', name: '芯片' } });
    expect((await searchRow(saved.id))?.frequency).toBe('off');
  });

  it('ends an industry watch, and answers without a name once it is gone', async () => {
    const watch = await subscribeIndustry(w.t.db, w.t.config, 'zh-CN', w.company.id, 'green');
    const token = signUnsubscribeToken(w.t.config, 'industry', watch.id);
    expect((await unsubscribe(token)).body.data).toEqual({ kind: 'industry', name: 'green' });
    expect(await w.t.db.select().from(industryWatches)).toEqual([]);
    expect((await unsubscribe(token)).body).toMatchObject({ code: 200, data: { kind: 'industry', name: null } });
  });

  it('refuses a forged, altered, foreign or missing token and changes nothing', async () => {
    const saved = await createSavedSearch(w.t.db, w.person.id, {
      name: '机器人',
      expression: '机器人',
      frequency: 'daily',
    });
    const watch = await subscribeIndustry(w.t.db, w.t.config, 'zh-CN', w.person.id, 'nev');
    const good = signUnsubscribeToken(w.t.config, 'search', saved.id);
    const [kind, id, mac] = good.split('.') as [string, string, string];
    const refused = [
      // Signed with another key (another installation's, or a guess).
      signUnsubscribeToken({ dataEncryptionKey: 'another-installation-key-material' }, 'search', saved.id),
      // The signature of one watch on another, or on another kind.
      `${kind}.${watch.id}.${mac}`,
      `industry.${id}.${mac}`,
      `${good.slice(0, -2)}xx`,
      // A consultation look-up token: signed by the same portal, for another purpose.
      signLookupToken(w.t.config, saved.id, new Date()).token,
      'search.not-a-uuid.abc',
      good.replace(/\./g, ''),
    ];
    for (const token of refused) {
      const answer = await unsubscribe(token);
      expect(answer.status).toBe(400);
      expect(answer.body.msg).toMatch(/^退订链接无效/);
    }
    expect((await unsubscribe('garbage', 'en-US')).body.msg).toMatch(/^This unsubscribe link is not valid/);
    expect((await searchRow(saved.id))?.frequency).toBe('daily');
    expect(await w.t.db.select().from(industryWatches).where(eq(industryWatches.id, watch.id))).toHaveLength(1);
  });
});
