import type { AdminTalentDetail, MyTalent, Page, TalentCard, TalentDetail } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, tempDataDir, uploadPrivate } from '../../../test/uploads.js';
import { call, mailsTo, registerAccount } from '../verification/verification-test-kit.js';
import { talents } from './talents.tables.js';
import { buildApplication, entryIdOf, staffEditOf } from './talents-test-kit.js';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  admin = await t.loginAs('admin');
});
afterAll(() => t.close());

const publicSearch = async (query: string) =>
  call<Page<TalentCard>>(t, 'GET', `/api/talents?${query}`, { token: await t.visitorToken() });

describe('applying to the talent pool from the account', () => {
  it('goes none → pending (not public) → published, contact sealed at rest, the applicant told by mail', async () => {
    const person = await registerAccount(t, 'person');
    const none = await call<MyTalent | null>(t, 'GET', '/api/my/talent', { token: person.token });
    expect(none.body).toMatchObject({ code: 200, data: null });

    const input = buildApplication({ name: '欧阳测试', organisation: '星河大学知识产权学院' });
    const submitted = await call<MyTalent>(t, 'PUT', '/api/my/talent', { token: person.token, body: input });
    expect(submitted.body).toMatchObject({
      code: 200,
      msg: '入库申请已提交，请等待审核',
      data: { status: 'pending', name: '欧阳测试', phone: input.phone, email: person.email, rejectReason: null },
    });
    expect(submitted.body.data.qualifications).toEqual([{ ...input.qualifications?.[0], verified: false }]);
    const raw = JSON.stringify(await t.db.execute(sql`select * from talents where user_id = ${person.userId}`));
    expect(raw).not.toContain(input.phone);
    expect(raw).not.toContain(person.email);

    const id = await entryIdOf(t, person.userId);
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: await t.visitorToken() })).body.code).toBe(404);
    const pendingSearch = await publicSearch(`keyword=${encodeURIComponent('欧阳测试')}`);
    expect(pendingSearch.body.data.items).toEqual([]);

    expect((await call(t, 'POST', `/api/admin/talents/${id}/approve`, { token: admin })).body.code).toBe(200);
    const visitor = await t.visitorToken();
    const detail = await call<TalentDetail>(t, 'GET', `/api/talents/${id}`, { token: visitor });
    expect(detail.body.data).toMatchObject({ name: '欧阳测试', acceptsContact: true, hasPhoto: false, demo: false });
    expect(JSON.stringify(detail.body)).not.toContain(input.phone);
    expect(JSON.stringify(detail.body)).not.toContain(person.email);
    const [mail] = await mailsTo(t, person.email);
    expect(mail).toMatchObject({ event: 'applicationStatus' });
    expect(mail?.subject).toContain('已通过');
    // Accounts keep no language: the mail says it in both, Chinese first.
    expect(mail?.subject).toContain('talent pool application approved');
    expect(mail?.text).toContain('欧阳测试');

    const twice = await call(t, 'POST', `/api/admin/talents/${id}/approve`, { token: admin });
    expect(twice.body.code).toBe(409);
  });

  it('refuses bad input with the translated field error and changes nothing', async () => {
    const person = await registerAccount(t, 'person');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ industries: ['not-ours'] }, 'industries.0', '请选择本市的重点产业'],
      [{ name: '  ' }, 'name', '此项为必填项'],
      [{ ipcSections: ['Z'] }, 'ipcSections.0', '请从给定选项中选择'],
      [{ services: [] }, 'services', '此项为必填项'],
      [{ qualifications: [{ kind: 'patentAttorney', number: '' }] }, 'qualifications.0.number', '此项为必填项'],
      [{ profile: '长'.repeat(2001) }, 'profile', ''],
      [{ email: 'not-an-address' }, 'email', '请输入有效的邮箱地址'],
      [{ phone: 'call me' }, 'phone', '请输入有效的电话号码'],
      [{ consent: false }, 'consent', '请阅读并同意相关协议'],
    ];
    for (const [override, field, message] of cases) {
      const refused = await call(t, 'PUT', '/api/my/talent', { token: person.token, body: buildApplication(override) });
      expect(refused.body.code, field).toBe(400);
      const errors = (refused.body.data as unknown as { errors: { field: string; message: string }[] }).errors;
      expect(errors.map((error) => error.field)).toContain(field);
      if (message) expect(errors.find((error) => error.field === field)?.message).toContain(message);
    }
    const english = await call(t, 'PUT', '/api/my/talent', {
      token: person.token,
      body: buildApplication({ industries: ['not-ours'] }),
      lang: 'en-US',
    });
    expect(JSON.stringify(english.body)).toMatch(/industr/i);
    expect(await t.db.select().from(talents).where(eq(talents.userId, person.userId))).toEqual([]);
  });

  it('asks visitors to log in (1401) and refuses a missing token (401)', async () => {
    const visitor = await t.visitorToken();
    for (const [method, url] of [
      ['GET', '/api/my/talent'],
      ['PUT', '/api/my/talent'],
      ['POST', '/api/my/talent/withdraw'],
    ] as const) {
      const body = method === 'PUT' ? buildApplication() : undefined;
      expect((await call(t, method, url, { token: visitor, body })).body.code, url).toBe(1401);
      expect((await call(t, method, url, { token: null, body })).status, url).toBe(401);
    }
  });

  it('an update goes back to review and leaves the public; verified numbers stay verified', async () => {
    const person = await registerAccount(t, 'person');
    const input = buildApplication();
    await call(t, 'PUT', '/api/my/talent', { token: person.token, body: input });
    const id = await entryIdOf(t, person.userId);
    const staffView = await call<AdminTalentDetail>(t, 'GET', `/api/admin/talents/${id}`, { token: admin });
    const edit = staffEditOf(staffView.body.data);
    const verify = { ...edit, qualifications: edit.qualifications?.map((q) => ({ ...q, verified: true })) };
    expect((await call(t, 'PUT', `/api/admin/talents/${id}`, { token: admin, body: verify })).body.code).toBe(200);
    await call(t, 'POST', `/api/admin/talents/${id}/approve`, { token: admin });
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: await t.visitorToken() })).body.code).toBe(200);

    const changed = await call<MyTalent>(t, 'PUT', '/api/my/talent', {
      token: person.token,
      body: { ...input, qualifications: [...(input.qualifications ?? []), { kind: 'lawyer', number: 'L-1' }] },
    });
    expect(changed.body.data.status).toBe('pending');
    expect(changed.body.data.qualifications.map((q) => q.verified)).toEqual([true, false]);
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: await t.visitorToken() })).body.code).toBe(404);
  });

  it('withdrawal removes the entry from the public at once; staff see it as withdrawn', async () => {
    const person = await registerAccount(t, 'person');
    expect((await call(t, 'POST', '/api/my/talent/withdraw', { token: person.token })).body.code).toBe(404);
    await call(t, 'PUT', '/api/my/talent', { token: person.token, body: buildApplication({ name: '撤回测试' }) });
    const id = await entryIdOf(t, person.userId);
    await call(t, 'POST', `/api/admin/talents/${id}/approve`, { token: admin });
    const visitor = await t.visitorToken();
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: visitor })).body.code).toBe(200);

    const withdrawn = await call<MyTalent>(t, 'POST', '/api/my/talent/withdraw', { token: person.token });
    expect(withdrawn.body).toMatchObject({ code: 200, data: { status: 'withdrawn' } });
    expect((await call(t, 'GET', `/api/talents/${id}`, { token: visitor })).body.code).toBe(404);
    const search = await call<Page<TalentCard>>(t, 'GET', `/api/talents?keyword=${encodeURIComponent('撤回测试')}`, {
      token: visitor,
    });
    expect(search.body.data.items).toEqual([]);
    const queue = await call<Page<{ id: string; status: string }>>(t, 'GET', '/api/admin/talents?status=withdrawn', {
      token: admin,
    });
    expect(queue.body.data.items.map((item) => item.id)).toContain(id);
    expect((await call(t, 'POST', '/api/my/talent/withdraw', { token: person.token })).body.code).toBe(409);
  });
});

describe('the photo', () => {
  it('must be an image the applicant uploaded; served publicly only while published', async () => {
    const person = await registerAccount(t, 'person');
    const other = await registerAccount(t, 'person');
    const theirs = await uploadPrivate(t, other.token, 'image', 'photo.png', SAMPLE_FILES.png('theirs'));
    const pdf = await uploadPrivate(t, person.token, 'attachment', 'cv.pdf', SAMPLE_FILES.pdf('cv'));
    const mine = await uploadPrivate(t, person.token, 'image', 'photo.png', SAMPLE_FILES.png('portrait'));
    for (const photoUploadId of [theirs.id, pdf.id]) {
      const refused = await call(t, 'PUT', '/api/my/talent', {
        token: person.token,
        body: buildApplication({ photoUploadId }),
      });
      expect(refused.body).toMatchObject({ code: 400, data: { errors: [{ field: 'photoUploadId' }] } });
    }
    const saved = await call<MyTalent>(t, 'PUT', '/api/my/talent', {
      token: person.token,
      body: buildApplication({ photoUploadId: mine.id }),
    });
    expect(saved.body.data.photo).toMatchObject({ id: mine.id, mime: 'image/png' });
    const id = await entryIdOf(t, person.userId);
    const photo = () => t.app.inject({ method: 'GET', url: `/api/talents/${id}/photo` });
    expect((await photo()).statusCode).toBe(404);
    const staffPhoto = await t.app.inject({
      method: 'GET',
      url: `/api/admin/talents/${id}/photo`,
      headers: { authorization: admin },
    });
    expect(staffPhoto.rawPayload.toString()).toContain('portrait');

    await call(t, 'POST', `/api/admin/talents/${id}/approve`, { token: admin });
    const served = await photo();
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['cache-control']).toContain('no-store');
    expect(served.rawPayload.toString()).toContain('portrait');
    const card = await call<TalentDetail>(t, 'GET', `/api/talents/${id}`, { token: await t.visitorToken() });
    expect(card.body.data.hasPhoto).toBe(true);

    await call(t, 'POST', '/api/my/talent/withdraw', { token: person.token });
    expect((await photo()).statusCode).toBe(404);
  });
});
