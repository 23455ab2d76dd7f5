import type { AdminFaq, ConsultPublic, ConsultPublicSummary, InfoSearchResult } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { UNKNOWN_ID } from '../../../test/role-sessions.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { tempDataDir } from '../../../test/uploads.js';
import { registerAccount } from '../verification/verification-test-kit.js';
import { staffStep, visitorAsks } from './consultation-test-kit.js';

let t: TestApp;
let bus: string;

beforeAll(async () => {
  t = await createTestApp({ dataDir: tempDataDir() });
  bus = await t.loginAs('bus');
});
afterAll(async () => {
  await t.close();
});

/** A visitor's question, replied to and published by staff. */
async function publishedQuestion(overrides: Parameters<typeof visitorAsks>[1], reply: string) {
  const asked = await visitorAsks(t, overrides);
  await staffStep(t, bus, asked.receipt.id, 'reply', { reply });
  await staffStep(t, bus, asked.receipt.id, 'publish');
  return asked;
}

describe('published questions at /consult', () => {
  it('lists them newest first, by category and keyword, with the name masked and no contact', async () => {
    const first = await publishedQuestion(
      { category: 'patent', title: '实用新型专利年费减缴', name: '欧阳娜娜' },
      '个人申请人可申请减缴。',
    );
    const second = await publishedQuestion(
      { category: 'rightsProtection', title: '展会侵权投诉流程', question: '展会期间发现侵权产品，如何投诉？' },
      '请携带权利证明到展会知识产权投诉站登记。',
    );
    const unpublished = await visitorAsks(t, { category: 'patent' });

    const all = await call(t, null, 'GET', '/api/consultations');
    expect(all.status).toBe(401);
    const visitor = await t.visitorToken();
    const list = await call(t, visitor, 'GET', '/api/consultations');
    const items = list.body.data.items as ConsultPublicSummary[];
    expect(items.map((item) => item.id)).toEqual([second.receipt.id, first.receipt.id]);
    expect(items[1]).toMatchObject({ askerName: '欧**', title: '实用新型专利年费减缴' });
    expect(list.text).not.toContain(first.email);
    expect(list.text).not.toContain('欧阳娜娜');
    expect(list.text).not.toContain(unpublished.receipt.id);

    const byCategory = await call(t, visitor, 'GET', '/api/consultations?category=rightsProtection');
    expect(byCategory.body.data.items.map((item: ConsultPublicSummary) => item.id)).toEqual([second.receipt.id]);
    // Chinese without spaces, segmented as the site search does it; the reply is searched too.
    const byWords = await call(t, visitor, 'GET', `/api/consultations?keyword=${encodeURIComponent('侵权投诉')}`);
    expect(byWords.body.data.items.map((item: ConsultPublicSummary) => item.id)).toEqual([second.receipt.id]);
    const byReply = await call(t, visitor, 'GET', `/api/consultations?keyword=${encodeURIComponent('投诉站')}`);
    expect(byReply.body.data.total).toBe(1);
    const punctuation = await call(t, visitor, 'GET', `/api/consultations?keyword=${encodeURIComponent('！！')}`);
    expect(punctuation.body.data.total).toBe(0);
    expect((await call(t, visitor, 'GET', '/api/consultations?category=weather')).status).toBe(400);
    expect((await call(t, visitor, 'GET', '/api/consultations?pageSize=0')).status).toBe(400);

    const detail = await call(t, visitor, 'GET', `/api/consultations/${second.receipt.id}`);
    expect(detail.body.data as ConsultPublic).toMatchObject({
      question: '展会期间发现侵权产品，如何投诉？',
      reply: '请携带权利证明到展会知识产权投诉站登记。',
      askerName: '张**',
    });
    expect(detail.text).not.toContain(second.email);
    expect((await call(t, visitor, 'GET', `/api/consultations/${unpublished.receipt.id}`)).status).toBe(404);
    expect((await call(t, visitor, 'GET', `/api/consultations/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, visitor, 'GET', '/api/consultations/x')).status).toBe(400);
  });

  it('shows the edited wording, never the asker’s own words, and finds it by the new words', async () => {
    const asked = await publishedQuestion(
      { title: '我是李四，手机 13800001111，问商标注册' },
      '可在线提交商标注册申请。',
    );
    await staffStep(
      t,
      bus,
      asked.receipt.id,
      'wording',
      { publicTitle: '商标注册如何办理', publicQuestion: '请问商标注册可以在线办理吗？' },
      'PUT',
    );
    const visitor = await t.visitorToken();
    const detail = await call(t, visitor, 'GET', `/api/consultations/${asked.receipt.id}`);
    expect(detail.body.data.title).toBe('商标注册如何办理');
    expect(detail.text).not.toContain('13800001111');
    const found = await call(t, visitor, 'GET', `/api/consultations?keyword=${encodeURIComponent('在线办理')}`);
    expect(found.body.data.items.map((item: ConsultPublicSummary) => item.id)).toContain(asked.receipt.id);
  });
});

describe('FAQ entries', () => {
  it('are made from a reply, read publicly, found by the site search in their own group, edited and unpublished', async () => {
    const asked = await publishedQuestion({ category: 'policySubsidy' }, '高价值专利培育项目每年三月申报。');
    const made = await call(t, bus, 'POST', `/api/admin/consultations/${asked.receipt.id}/faq`, {
      body: {
        category: 'policySubsidy',
        question: '高价值专利培育项目什么时候申报？',
        answer: '高价值专利培育项目每年三月申报，详见通知公告。',
      },
    });
    const faq = made.body.data as AdminFaq;
    const visitor = await t.visitorToken();

    const search = await call(t, visitor, 'GET', `/api/search?keyword=${encodeURIComponent('专利培育')}`);
    const result = search.body.data as InfoSearchResult;
    expect(result.faqs).toMatchObject({ total: 1, items: [{ id: faq.id, category: 'policySubsidy' }] });
    expect(result.faqs?.items[0]?.answerExcerpt).toContain('每年三月');
    const none = await call(t, visitor, 'GET', `/api/search?keyword=${encodeURIComponent('天气预报')}`);
    expect(none.body.data.faqs).toEqual({ total: 0, items: [] });

    expect((await call(t, visitor, 'GET', `/api/faqs/${faq.id}`)).body.data).toMatchObject({
      question: '高价值专利培育项目什么时候申报？',
    });
    const list = await call(
      t,
      visitor,
      'GET',
      `/api/faqs?category=policySubsidy&keyword=${encodeURIComponent('申报')}`,
    );
    expect(list.body.data.items.map((item: AdminFaq) => item.id)).toEqual([faq.id]);

    const edited = await call(t, bus, 'PUT', `/api/admin/faqs/${faq.id}`, {
      body: { category: 'patent', question: '高价值专利培育项目何时申报？', answer: '每年三月，以通知为准。' },
    });
    expect(edited.body.data).toMatchObject({ category: 'patent', question: '高价值专利培育项目何时申报？' });
    const adminList = await call(t, bus, 'GET', '/api/admin/faqs?published=true&category=patent');
    expect(adminList.body.data.items.map((item: AdminFaq) => item.id)).toContain(faq.id);

    const off = await call(t, bus, 'POST', `/api/admin/faqs/${faq.id}/unpublish`);
    expect(off.body.data.published).toBe(false);
    expect((await call(t, visitor, 'GET', `/api/faqs/${faq.id}`)).status).toBe(404);
    const hidden = await call(t, visitor, 'GET', `/api/search?keyword=${encodeURIComponent('专利培育')}`);
    expect(hidden.body.data.faqs.total).toBe(0);
    const hiddenList = await call(t, bus, 'GET', '/api/admin/faqs?published=false');
    expect(hiddenList.body.data.items.map((item: AdminFaq) => item.id)).toContain(faq.id);
    expect((await call(t, bus, 'POST', `/api/admin/faqs/${faq.id}/publish`)).body.data.published).toBe(true);
  });

  it('refuse bad input (400), unknown entries (404), no session (401) and the wrong roles (403)', async () => {
    const visitor = await t.visitorToken();
    const person = (await registerAccount(t, 'person')).token;
    const auditor = await t.loginAs('auditor');
    const body = { category: 'other', question: '问', answer: '答' };
    expect((await call(t, bus, 'PUT', `/api/admin/faqs/${UNKNOWN_ID}`, { body })).status).toBe(404);
    expect((await call(t, bus, 'POST', `/api/admin/faqs/${UNKNOWN_ID}/unpublish`)).status).toBe(404);
    expect((await call(t, bus, 'PUT', `/api/admin/faqs/${UNKNOWN_ID}`, { body: { ...body, answer: '' } })).status).toBe(
      400,
    );
    expect((await call(t, bus, 'GET', '/api/admin/faqs?published=maybe')).status).toBe(400);
    expect((await call(t, visitor, 'GET', `/api/faqs/${UNKNOWN_ID}`)).status).toBe(404);
    expect((await call(t, visitor, 'GET', '/api/faqs/x')).status).toBe(400);
    expect((await call(t, null, 'GET', '/api/faqs')).status).toBe(401);
    for (const [method, url] of [
      ['GET', '/api/admin/faqs'],
      ['PUT', `/api/admin/faqs/${UNKNOWN_ID}`],
      ['POST', `/api/admin/faqs/${UNKNOWN_ID}/publish`],
      ['POST', `/api/admin/faqs/${UNKNOWN_ID}/unpublish`],
    ] as const) {
      const options = method === 'PUT' ? { body } : {};
      expect((await call(t, null, method, url, options)).status, url).toBe(401);
      expect((await call(t, visitor, method, url, options)).body.code, url).toBe(1401);
      expect((await call(t, person, method, url, options)).status, url).toBe(403);
      expect((await call(t, auditor, method, url, options)).status, url).toBe(403);
    }
  });
});
