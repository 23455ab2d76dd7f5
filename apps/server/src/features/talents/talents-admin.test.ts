import type { AdminTalentDetail, AdminTalentListItem, MyTalent, Page } from '@cityip/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { logs } from '../logs/logs.tables.js';
import { call, mailsTo, registerAccount } from '../verification/verification-test-kit.js';
import { talents } from './talents.tables.js';
import { buildApplication, buildStaffEntry, entryIdOf, staffEditOf } from './talents-test-kit.js';

let t: TestApp;
let bus: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function applied(name?: string) {
  const person = await registerAccount(t, 'person');
  await call(t, 'PUT', '/api/my/talent', { token: person.token, body: buildApplication(name ? { name } : {}) });
  return { ...person, id: await entryIdOf(t, person.userId) };
}

const totalTalents = async () => (await t.db.select({ total: count() }).from(talents))[0]?.total;

describe('the back-office queue', () => {
  it('lists applications awaiting review first, filters by status and keyword', async () => {
    const applicant = await applied('队列测试专家');
    const queue = await call<Page<AdminTalentListItem>>(t, 'GET', '/api/admin/talents?pageSize=5', { token: bus });
    expect(queue.body.data.items[0]).toMatchObject({ status: 'pending', applied: true });
    const pending = await call<Page<AdminTalentListItem>>(t, 'GET', '/api/admin/talents?status=pending&pageSize=100', {
      token: bus,
    });
    expect(pending.body.data.items.every((item) => item.status === 'pending')).toBe(true);
    expect(pending.body.data.items.map((item) => item.id)).toContain(applicant.id);
    const byKeyword = await call<Page<AdminTalentListItem>>(
      t,
      'GET',
      `/api/admin/talents?keyword=${encodeURIComponent('队列测试')}`,
      { token: bus },
    );
    expect(byKeyword.body.data.items).toEqual([
      expect.objectContaining({ id: applicant.id, unverified: 1, demo: false }),
    ]);
    expect(JSON.stringify(queue.body)).not.toMatch(/sealed|"phone"|"email"/i);
    const bad = await call(t, 'GET', '/api/admin/talents?status=gone', { token: bus });
    expect(bad.body).toMatchObject({ code: 400, data: { errors: [{ field: 'status' }] } });
  });

  it('opens phone and email to staff and logs every view', async () => {
    const applicant = await applied();
    const detail = await call<AdminTalentDetail>(t, 'GET', `/api/admin/talents/${applicant.id}`, { token: bus });
    expect(detail.body.data).toMatchObject({
      email: applicant.email,
      accountEmail: applicant.email,
      applied: true,
      status: 'pending',
    });
    expect(detail.body.data.phone).toMatch(/^0755-8/);
    const reveals = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.action, 'talent.reveal'), eq(logs.target, applicant.id)));
    expect(reveals).toHaveLength(1);
    expect((await call(t, 'GET', `/api/admin/talents/${UNKNOWN}`, { token: bus })).body.code).toBe(404);
  });

  it('refuses people (403), visitors (1401) and missing tokens (401) on every staff route', async () => {
    const person = await registerAccount(t, 'person');
    const company = await t.loginAs('user');
    const visitor = await t.visitorToken();
    const routes: [string, 'GET' | 'POST' | 'PUT', object | undefined][] = [
      ['/api/admin/talents', 'GET', undefined],
      [`/api/admin/talents/${UNKNOWN}`, 'GET', undefined],
      [`/api/admin/talents/${UNKNOWN}/photo`, 'GET', undefined],
      ['/api/admin/talents', 'POST', buildStaffEntry()],
      [`/api/admin/talents/${UNKNOWN}`, 'PUT', buildStaffEntry()],
      [`/api/admin/talents/${UNKNOWN}/approve`, 'POST', undefined],
      [`/api/admin/talents/${UNKNOWN}/reject`, 'POST', { reason: '不符合' }],
      [`/api/admin/talents/${UNKNOWN}/take-down`, 'POST', undefined],
    ];
    const before = await totalTalents();
    for (const [url, method, body] of routes) {
      expect((await call(t, method, url, { token: person.token, body })).body.code, url).toBe(403);
      expect((await call(t, method, url, { token: company, body })).body.code, url).toBe(403);
      expect((await call(t, method, url, { token: visitor, body })).body.code, url).toBe(1401);
      expect((await call(t, method, url, { token: null, body })).status, url).toBe(401);
      // Staff get past the door: an unknown entry is then 404 (the list and add are tested elsewhere).
      if (url === '/api/admin/talents') continue;
      expect((await call(t, method, url, { token: bus, body })).body.code, `${method} ${url}`).toBe(404);
    }
    expect(await totalTalents()).toBe(before);
  });
});

describe('staff decisions', () => {
  it('rejects with a reason the applicant sees and is mailed; a reason is required', async () => {
    const applicant = await applied('驳回测试');
    const noReason = await call(t, 'POST', `/api/admin/talents/${applicant.id}/reject`, {
      token: bus,
      body: { reason: ' ' },
    });
    expect(noReason.body).toMatchObject({
      code: 400,
      data: { errors: [{ field: 'reason', message: '请填写驳回原因' }] },
    });
    expect((await call<MyTalent>(t, 'GET', '/api/my/talent', { token: applicant.token })).body.data.status).toBe(
      'pending',
    );
    const rejected = await call(t, 'POST', `/api/admin/talents/${applicant.id}/reject`, {
      token: bus,
      body: { reason: '执业证号无法核实' },
    });
    expect(rejected.body.code).toBe(200);
    const mine = await call<MyTalent>(t, 'GET', '/api/my/talent', { token: applicant.token });
    expect(mine.body.data).toMatchObject({ status: 'rejected', rejectReason: '执业证号无法核实' });
    const [mail] = await mailsTo(t, applicant.email);
    expect(mail?.subject).toContain('未通过');
    expect(mail?.text).toContain('执业证号无法核实');
    expect((await call(t, 'POST', `/api/admin/talents/${applicant.id}/approve`, { token: bus })).body.code).toBe(409);

    // Applying again clears the reason and goes back to review.
    await call(t, 'PUT', '/api/my/talent', { token: applicant.token, body: buildApplication() });
    const again = await call<MyTalent>(t, 'GET', '/api/my/talent', { token: applicant.token });
    expect(again.body.data).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('takes a published entry down: gone from the public, the applicant told; only published ones', async () => {
    const applicant = await applied();
    expect((await call(t, 'POST', `/api/admin/talents/${applicant.id}/take-down`, { token: bus })).body.code).toBe(409);
    await call(t, 'POST', `/api/admin/talents/${applicant.id}/approve`, { token: bus });
    const down = await call(t, 'POST', `/api/admin/talents/${applicant.id}/take-down`, { token: bus });
    expect(down.body).toMatchObject({ code: 200, msg: '已下线该专家信息' });
    const visitor = await t.visitorToken();
    expect((await call(t, 'GET', `/api/talents/${applicant.id}`, { token: visitor })).body.code).toBe(404);
    const mails = await mailsTo(t, applicant.email);
    expect(mails[0]?.subject).toContain('已下线');
    const mine = await call<MyTalent>(t, 'GET', '/api/my/talent', { token: applicant.token });
    expect(mine.body.data.status).toBe('takenDown');
  });
});

describe('staff add and edit', () => {
  it('adds a published entry with a staff photo; bad input changes nothing', async () => {
    const before = await totalTalents();
    const bad = await call(t, 'POST', '/api/admin/talents', {
      token: bus,
      body: buildStaffEntry({ industries: ['unknown'] }),
    });
    expect(bad.body).toMatchObject({ code: 400, data: { errors: [{ field: 'industries.0' }] } });
    const noName = await call(t, 'POST', '/api/admin/talents', { token: bus, body: buildStaffEntry({ name: '' }) });
    expect(noName.body).toMatchObject({ code: 400, data: { errors: [{ field: 'name', message: '此项为必填项' }] } });
    expect(await totalTalents()).toBe(before);

    const photo = await uploadPrivate(t, bus, 'image', 'expert.png', SAMPLE_FILES.png('staff-photo'));
    const input = buildStaffEntry({ name: '运营新增专家', photoUploadId: photo.id });
    const added = await call<AdminTalentDetail>(t, 'POST', '/api/admin/talents', { token: bus, body: input });
    expect(added.body.data).toMatchObject({
      status: 'published',
      applied: false,
      accountEmail: null,
      phone: input.phone,
      email: input.email,
      photo: { id: photo.id },
    });
    const served = await t.app.inject({ method: 'GET', url: `/api/talents/${added.body.data.id}/photo` });
    expect(served.statusCode).toBe(200);
  });

  it('edits an entry and verifies certificate numbers, keeping its status', async () => {
    const applicant = await applied();
    const detail = await call<AdminTalentDetail>(t, 'GET', `/api/admin/talents/${applicant.id}`, { token: bus });
    const edit = staffEditOf(detail.body.data);
    const other = await registerAccount(t, 'person');
    const foreign = await uploadPrivate(t, other.token, 'image', 'x.png', SAMPLE_FILES.png('foreign'));
    const refused = await call(t, 'PUT', `/api/admin/talents/${applicant.id}`, {
      token: bus,
      body: { ...edit, photoUploadId: foreign.id },
    });
    expect(refused.body).toMatchObject({ code: 400, data: { errors: [{ field: 'photoUploadId' }] } });

    const saved = await call<AdminTalentDetail>(t, 'PUT', `/api/admin/talents/${applicant.id}`, {
      token: bus,
      body: {
        ...edit,
        organisation: '更正后的单位',
        email: '',
        qualifications: edit.qualifications?.map((q) => ({ ...q, verified: true })),
      },
    });
    expect(saved.body.data).toMatchObject({
      status: 'pending',
      organisation: '更正后的单位',
      // An applicant's entry without an email falls back to the account's.
      email: applicant.email,
      qualifications: [expect.objectContaining({ verified: true })],
    });
    const missing = await call(t, 'PUT', `/api/admin/talents/${UNKNOWN}`, { token: bus, body: edit });
    expect(missing.body.code).toBe(404);
  });
});
