import type { Page, TechDemand, TechDemandDetail } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { mailsTo } from '../verification/verification-test-kit.js';
import {
  anotherCompany,
  buildDemand,
  createDemand,
  dayFromToday,
  logEntries,
  publishedDemand,
} from './tech-demand-test-kit.js';

let t: TestApp;
let company: string;
let bus: string;

beforeAll(async () => {
  t = await createTestApp();
  company = await t.loginAs('user');
  bus = await t.loginAs('bus');
});
afterAll(() => t.close());

const ADMIN = '/api/admin/tech-demands';
const reviewMails = async (email: string) =>
  (await mailsTo(t, email)).filter((mail) => mail.event === 'techDemandReview');

describe('staff review of technology demands', () => {
  it('lists the queue pending first, by status and keyword, never drafts', async () => {
    const draft = await createDemand(t, company, { title: '草稿中的需求' });
    const pending = await createDemand(t, company, { title: '等待审核的热泵需求' }, true);
    const queue = (await call(t, bus, 'GET', `${ADMIN}?pageSize=100`)).body.data as Page<TechDemand>;
    const statuses = queue.items.map((item) => item.status);
    expect(statuses.lastIndexOf('pending')).toBeLessThan(statuses.indexOf('published'));
    expect(queue.items.map((item) => item.id)).not.toContain(draft.id);
    const byStatus = (await call(t, bus, 'GET', `${ADMIN}?status=pending&pageSize=100`)).body.data as Page<TechDemand>;
    expect(byStatus.items.every((item) => item.status === 'pending')).toBe(true);
    expect(byStatus.items.map((item) => item.id)).toContain(pending.id);
    const byKeyword = await call(t, bus, 'GET', `${ADMIN}?keyword=${encodeURIComponent('热泵需求')}`);
    expect(byKeyword.body.data.items.map((item: TechDemand) => item.id)).toEqual([pending.id]);
    expect((await call(t, bus, 'GET', `${ADMIN}?status=draft`)).status).toBe(400);
    expect((await call(t, bus, 'GET', `${ADMIN}/${draft.id}`)).status).toBe(404);
  });

  it('approves once: published, the company mailed in both languages, a second approval refused', async () => {
    const other = await anotherCompany(t);
    const demand = await createDemand(t, other.token, { title: '海水淡化膜组件' }, true);
    const approved = await call(t, bus, 'POST', `${ADMIN}/${demand.id}/approve`);
    expect(approved.body.data).toMatchObject({ status: 'published' });
    expect(approved.body.data.events[0]).toMatchObject({ action: 'approved', actorName: '平台运营' });
    expect(approved.body.msg).toBe('已审核通过并公开发布，将以邮件通知企业');
    expect((await call(t, bus, 'POST', `${ADMIN}/${demand.id}/approve`)).status).toBe(409);
    expect((await call(t, bus, 'POST', `${ADMIN}/${demand.id}/reject`, { body: { reason: '重复' } })).status).toBe(409);
    const mails = await reviewMails(other.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('技术需求“海水淡化膜组件”已发布');
    expect(mails[0]?.subject).toContain('demand "海水淡化膜组件" published');
    expect(mails[0]?.text).toContain(`有效期至 ${demand.validUntil}`);
    expect(mails[0]?.text).toContain(`valid until ${demand.validUntil}`);
    expect((await call(t, other.token, 'GET', `/api/tech-demands/${demand.id}`)).body.data.title).toBe(
      '海水淡化膜组件',
    );
    // The approval and the refused second try, each in the operation log.
    const logged = await logEntries(t, 'techDemand.approve', demand.id);
    expect(logged.map((entry) => [entry.success, entry.detail]).sort()).toEqual([
      [false, 'code 409'],
      [true, null],
    ]);
  });

  it('rejects only with a reason, which the company sees and is mailed', async () => {
    const other = await anotherCompany(t);
    const demand = await createDemand(t, other.token, {}, true);
    for (const [lang, text] of [
      ['zh-CN', '请填写驳回原因'],
      ['en-US', 'Please give the reason for the rejection.'],
    ] as const) {
      const refused = await call(t, bus, 'POST', `${ADMIN}/${demand.id}/reject`, { lang, body: { reason: '  ' } });
      expect(refused.status).toBe(400);
      expect(refused.body.data.errors).toEqual([{ field: 'reason', message: text }]);
    }
    expect((await call(t, bus, 'GET', `${ADMIN}/${demand.id}`)).body.data.status).toBe('pending');
    const rejected = await call(t, bus, 'POST', `${ADMIN}/${demand.id}/reject`, {
      body: { reason: '需求描述过于笼统，请补充技术指标。' },
    });
    expect(rejected.body.data).toMatchObject({
      status: 'rejected',
      rejectReason: '需求描述过于笼统，请补充技术指标。',
    });
    const seen = (await call(t, other.token, 'GET', `/api/my/tech-demands/${demand.id}`)).body.data as TechDemandDetail;
    expect(seen).toMatchObject({ status: 'rejected', rejectReason: '需求描述过于笼统，请补充技术指标。' });
    expect(seen.events[0]).toMatchObject({
      action: 'rejected',
      reason: '需求描述过于笼统，请补充技术指标。',
      actorName: null,
    });
    const [mail] = await reviewMails(other.email);
    expect(mail?.text).toContain('原因：需求描述过于笼统，请补充技术指标。');
    expect(mail?.text).toContain('Reason: 需求描述过于笼统');
    const resubmitted = await call(t, other.token, 'POST', `/api/my/tech-demands/${demand.id}/submit`);
    expect(resubmitted.body.data).toMatchObject({ status: 'pending', rejectReason: null });
  });

  it('takes a published demand down with a reason: off the site at once, the company told', async () => {
    const other = await anotherCompany(t);
    const demand = await publishedDemand(t, other.token, bus);
    const noReason = await call(t, bus, 'POST', `${ADMIN}/${demand.id}/take-down`, { body: {} });
    expect(noReason.body.data.errors).toEqual([{ field: 'reason', message: '请填写下架原因' }]);
    const down = await call(t, bus, 'POST', `${ADMIN}/${demand.id}/take-down`, { body: { reason: '企业已完成合作' } });
    expect(down.body.data).toMatchObject({ status: 'takenDown', rejectReason: '企业已完成合作' });
    expect((await call(t, other.token, 'GET', `/api/tech-demands/${demand.id}`)).status).toBe(404);
    expect((await reviewMails(other.email)).map((mail) => mail.subject)).toEqual([
      expect.stringContaining('已下架'),
      expect.stringContaining('已发布'),
    ]);
    expect((await call(t, bus, 'POST', `${ADMIN}/${demand.id}/take-down`, { body: { reason: 'x' } })).status).toBe(409);
  });

  it('corrects typos with each changed field logged before and after, the status kept', async () => {
    const demand = await publishedDemand(t, company, bus, {
      title: '锂电池极片涂步工艺',
      validUntil: dayFromToday(t, 30),
    });
    const badIndustry = await call(t, bus, 'PUT', `${ADMIN}/${demand.id}`, {
      body: buildDemand(t, { industry: 'moon-mining' }),
    });
    expect(badIndustry.body.data.errors).toEqual([{ field: 'industry', message: '请选择本市的重点产业' }]);
    const input = {
      ...buildDemand(t),
      title: '锂电池极片涂布工艺',
      description: demand.description,
      validUntil: demand.validUntil,
      ipcHints: demand.ipcHints,
    };
    const edited = await call(t, bus, 'PUT', `${ADMIN}/${demand.id}`, { body: input });
    expect(edited.body.data).toMatchObject({ status: 'published', title: '锂电池极片涂布工艺' });
    expect(edited.body.data.events[0]).toMatchObject({
      action: 'staffEdited',
      actorName: '平台运营',
      changes: { title: ['锂电池极片涂步工艺', '锂电池极片涂布工艺'] },
    });
    const seen = (await call(t, company, 'GET', `/api/my/tech-demands/${demand.id}`)).body.data as TechDemandDetail;
    expect(seen.events[0]?.changes).toEqual({ title: ['锂电池极片涂步工艺', '锂电池极片涂布工艺'] });
    expect(await logEntries(t, 'techDemand.staffEdit', demand.id)).toHaveLength(2);
  });

  it('answers 404 for an unknown demand, 403 to other roles and 1401 to visitors', async () => {
    for (const [method, path] of [
      ['GET', ''],
      ['POST', '/approve'],
      ['POST', '/reject'],
      ['POST', '/take-down'],
    ] as const) {
      const response = await call(t, bus, method, `${ADMIN}/${UNKNOWN_ID}${path}`, {
        body: method === 'POST' ? { reason: '原因' } : undefined,
      });
      expect(response.status, path).toBe(404);
    }
    const put = await call(t, bus, 'PUT', `${ADMIN}/${UNKNOWN_ID}`, { body: buildDemand(t) });
    expect(put.status).toBe(404);
    expect((await call(t, company, 'GET', ADMIN)).status).toBe(403);
    expect((await call(t, await t.loginAs('common'), 'POST', `${ADMIN}/${UNKNOWN_ID}/approve`)).status).toBe(403);
    expect((await call(t, await t.visitorToken(), 'GET', ADMIN)).body.code).toBe(1401);
    expect((await call(t, null, 'GET', ADMIN)).status).toBe(401);
  });
});
