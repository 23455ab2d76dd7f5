import { addDays, addMonths, anniversary, type PortfolioClaim, type PortfolioPage } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import type { PatentRecord } from '../patents/corpus/patent-record.js';
import { cityToday } from './portfolio.service.js';
import { companyAccount, DEMO_COMPANY, storePatents } from './portfolio-test-kit.js';

/** The company portfolio through the API: who sees what, adding by number, staff decisions. */

let t: TestApp;
let company: string;
let today: string;
let ownFee: PatentRecord;
let jointLater: PatentRecord;
let pendingOwn: PatentRecord;
let branch: PatentRecord;
let others: PatentRecord;
let othersToo: PatentRecord;

/** A filing date `years` before a day `days` from today: its anniversary falls `days` from today. */
const filedBefore = (days: number, years: number) => addMonths(addDays(today, days), -12 * years);

beforeAll(async () => {
  t = await createTestApp();
  company = await t.loginAs('user');
  today = cityToday(t.config);
  [ownFee, jointLater, pendingOwn, branch, others, othersToo] = (await storePatents(t, [
    {
      title: '锂电池热失控预警方法',
      applicants: [DEMO_COMPANY],
      applicationDate: filedBefore(20, 4),
      grantDate: filedBefore(20, 2),
    },
    {
      title: '柔性电路板折弯治具',
      applicants: ['示范理工大学', DEMO_COMPANY],
      patentType: 'utility',
      applicationDate: filedBefore(200, 3),
      grantDate: filedBefore(200, 2),
    },
    { title: '一种储能柜散热结构', applicants: [DEMO_COMPANY], applicationDate: addDays(today, -100) },
    {
      title: '分公司的专利',
      applicants: [`${DEMO_COMPANY}临江分公司`],
      applicationDate: filedBefore(60, 5),
      grantDate: filedBefore(60, 3),
    },
    {
      title: '受让的海水淡化膜组件',
      applicants: ['临江新材料股份有限公司'],
      applicationDate: filedBefore(5, 6),
      grantDate: filedBefore(5, 4),
    },
    {
      title: '另一件他人的专利',
      applicants: ['临江新材料股份有限公司'],
      patentType: 'design',
      applicationDate: filedBefore(45, 2),
      grantDate: filedBefore(45, 1),
    },
  ])) as [PatentRecord, PatentRecord, PatentRecord, PatentRecord, PatentRecord, PatentRecord];
});
afterAll(async () => {
  await t?.close();
});

const portfolio = async (token = company, query = '') =>
  (await call(t, token, 'GET', `/api/my/portfolio${query}`)).body.data as PortfolioPage;
const claims = async (token = company) =>
  (await call(t, token, 'GET', '/api/my/portfolio/claims')).body.data as PortfolioClaim[];
const addByNumber = (number: string, token = company, lang: 'zh-CN' | 'en-US' = 'zh-CN') =>
  call(t, token, 'POST', '/api/my/portfolio/claims', { body: { number }, lang });
const numbersOf = (page: PortfolioPage) => page.items.map((row) => row.applicationNumber);

describe('the portfolio of an authenticated company', () => {
  it('lists the patents naming exactly its authenticated name, nearest deadline first, none of others', async () => {
    const page = await portfolio();
    expect(page.companyName).toBe(DEMO_COMPANY);
    expect(page.today).toBe(today);
    expect(numbersOf(page)).toEqual([
      ownFee.applicationNumber,
      jointLater.applicationNumber,
      pendingOwn.applicationNumber,
    ]);
    // A branch's name only begins with the company's: not the company's patent.
    expect(numbersOf(page)).not.toContain(branch.applicationNumber);
    const [fee, joint, pending] = page.items;
    const due = anniversary(ownFee.applicationDate, 4);
    expect(fee).toMatchObject({
      title: '锂电池热失控预警方法',
      patentType: 'invention',
      legalStatus: 'valid',
      source: 'applicant',
      claimId: null,
      nextFee: { dueDate: due, lateUntil: addMonths(due, 6), patentYear: 5, daysLeft: 20 },
      termEnd: addDays(anniversary(ownFee.applicationDate, 20), -1),
      daysLeft: 20,
      urgency: 'within30',
    });
    expect(joint).toMatchObject({ patentType: 'utility', daysLeft: 200, urgency: 'later' });
    // A pending application owes no annual fee yet and has no deadline to be reminded of.
    expect(pending).toMatchObject({ legalStatus: 'pending', nextFee: null, daysLeft: null, urgency: 'none' });
  });

  it('pages the list', async () => {
    const second = await portfolio(company, '?page=2&pageSize=2');
    expect(second.total).toBe(3);
    expect(numbersOf(second)).toEqual([pendingOwn.applicationNumber]);
  });

  it.each([
    ['zh-CN', '“我的专利”仅向通过企业认证的企业用户开放，请先完成企业认证'],
    [
      'en-US',
      '"My patents" is open to enterprise users with an approved company authentication. Please complete the company authentication first.',
    ],
  ] as const)(
    'is refused to a company whose authentication is not approved, with the reason (%s)',
    async (lang, msg) => {
      const waiting = await companyAccount(t, DEMO_COMPANY, 'pending');
      const response = await call(t, waiting.token, 'GET', '/api/my/portfolio', { lang });
      expect(response.status).toBe(403);
      expect(response.body.msg).toBe(msg);
      const adding = await call(t, waiting.token, 'POST', '/api/my/portfolio/claims', { body: { number: 'x' }, lang });
      expect(adding.status).toBe(403);
    },
  );

  it('is refused to a person and to staff, and a visitor must log in', async () => {
    for (const role of ['common', 'bus'] as const) {
      const response = await call(t, await t.loginAs(role), 'GET', '/api/my/portfolio');
      expect(response.status).toBe(403);
    }
    const visitor = await call(t, await t.visitorToken(), 'GET', '/api/my/portfolio');
    expect(visitor.body.code).toBe(1401);
  });
});

describe('patents added by number', () => {
  it('waits for staff: pending, then listed once bus confirms; removed again on request', async () => {
    const added = await addByNumber(` ${others.applicationNumber.toLowerCase()} `);
    expect(added.status).toBe(200);
    expect(added.body.msg).toBe('已提交，平台工作人员确认后即列入“我的专利”');
    const claim = added.body.data as PortfolioClaim;
    expect(claim).toMatchObject({ status: 'pending', title: '受让的海水淡化膜组件', rejectReason: null });
    expect(numbersOf(await portfolio())).not.toContain(others.applicationNumber);

    const bus = await t.loginAs('bus');
    const queue = await call(t, bus, 'GET', '/api/admin/portfolio-claims?status=pending');
    expect(queue.body.data.items).toEqual([
      expect.objectContaining({ id: claim.id, companyName: DEMO_COMPANY, applicants: ['临江新材料股份有限公司'] }),
    ]);
    const confirmed = await call(t, bus, 'POST', `/api/admin/portfolio-claims/${claim.id}/confirm`);
    expect(confirmed.body.data.status).toBe('confirmed');

    const page = await portfolio();
    // Due in 5 days: first in the list, urgent.
    expect(page.items[0]).toMatchObject({
      applicationNumber: others.applicationNumber,
      source: 'claim',
      claimId: claim.id,
      urgency: 'within7',
    });
    // A second decision on the same claim is refused.
    expect((await call(t, bus, 'POST', `/api/admin/portfolio-claims/${claim.id}/confirm`)).status).toBe(409);

    const removed = await call(t, company, 'DELETE', `/api/my/portfolio/claims/${claim.id}`);
    expect(removed.body.msg).toBe('已从“我的专利”中移除');
    expect(numbersOf(await portfolio())).not.toContain(others.applicationNumber);
  });

  it('finds a patent by its publication number whatever the kind code, and shows a rejection with its reason', async () => {
    const typed = othersToo.publicationNumber.replace(/S$/, 'A');
    const claim = (await addByNumber(typed)).body.data as PortfolioClaim;
    expect(claim).toMatchObject({ applicationNumber: othersToo.applicationNumber, number: typed });
    const admin = await t.loginAs('admin');
    const rejected = await call(t, admin, 'POST', `/api/admin/portfolio-claims/${claim.id}/reject`, {
      body: { reason: '申请人与企业名称不符，请提供转让证明' },
    });
    expect(rejected.body.msg).toBe('已驳回，企业可在“我的专利”中看到原因');
    expect((await claims()).find((c) => c.id === claim.id)).toMatchObject({
      status: 'rejected',
      rejectReason: '申请人与企业名称不符，请提供转让证明',
    });
    expect(numbersOf(await portfolio())).not.toContain(othersToo.applicationNumber);
    // Added again, it goes back to the queue without the old reason.
    const again = (await addByNumber(othersToo.applicationNumber)).body.data as PortfolioClaim;
    expect(again).toMatchObject({ id: claim.id, status: 'pending', rejectReason: null });
  });

  it('refuses a rejection without a reason, and a decision on a claim that does not exist', async () => {
    const bus = await t.loginAs('bus');
    const [pending] = (await claims()).filter((c) => c.status === 'pending');
    const empty = await call(t, bus, 'POST', `/api/admin/portfolio-claims/${pending?.id}/reject`, {
      body: { reason: ' ' },
    });
    expect(empty.status).toBe(400);
    expect(empty.body.data.errors).toEqual([{ field: 'reason', message: '请填写驳回原因' }]);
    const missing = await call(
      t,
      bus,
      'POST',
      '/api/admin/portfolio-claims/00000000-0000-4000-8000-000000000000/confirm',
    );
    expect(missing.status).toBe(404);
  });

  it.each([
    [
      'not a number',
      'ABC-123',
      'zh-CN',
      '请输入申请号（如 CN202110123456.7，含校验位）或公开（公告）号（如 CN112345678A）',
    ],
    [
      'an application number without its check digit',
      '202110123456',
      'zh-CN',
      '请输入申请号（如 CN202110123456.7，含校验位）或公开（公告）号（如 CN112345678A）',
    ],
    [
      'a number of no stored patent',
      'CN119912345A',
      'en-US',
      'The portal’s patent database has no patent with this number. Please check it.',
    ],
  ] as const)('refuses %s with the field’s translated error', async (_, number, lang, message) => {
    const response = await addByNumber(number, company, lang);
    expect(response.status).toBe(400);
    expect(response.body.data.errors).toEqual([{ field: 'number', message }]);
  });

  it('refuses a wrong check digit and a patent already listed by name', async () => {
    const digits = ownFee.applicationNumber.slice(0, -1);
    const wrong = `${digits}${ownFee.applicationNumber.endsWith('0') ? '1' : '0'}`;
    expect((await addByNumber(wrong)).body.data.errors).toEqual([
      { field: 'number', message: '申请号的校验位不正确，请核对后重新输入' },
    ]);
    expect((await addByNumber(ownFee.publicationNumber)).body.data.errors).toEqual([
      { field: 'number', message: '该专利已在“我的专利”中' },
    ]);
  });

  it('keeps claims apart: another company cannot see, remove or be shown one’s claims', async () => {
    const [mine] = await claims();
    const other = await companyAccount(t, '临江新材料股份有限公司');
    expect(await claims(other.token)).toEqual([]);
    const removal = await call(t, other.token, 'DELETE', `/api/my/portfolio/claims/${mine?.id}`);
    expect(removal.status).toBe(404);
    expect((await claims()).map((c) => c.id)).toContain(mine?.id);
    // Its own patents by name are its, not the demo company's.
    expect(numbersOf(await portfolio(other.token))).toEqual([others.applicationNumber, othersToo.applicationNumber]);
    expect((await call(t, other.token, 'DELETE', '/api/my/portfolio/claims/not-a-uuid')).status).toBe(400);
  });

  it('is decided by bus and admin only: a person and a company get 403', async () => {
    const [pending] = (await claims()).filter((c) => c.status === 'pending');
    for (const token of [await t.loginAs('common'), company]) {
      expect((await call(t, token, 'GET', '/api/admin/portfolio-claims')).status).toBe(403);
      expect((await call(t, token, 'POST', `/api/admin/portfolio-claims/${pending?.id}/confirm`)).status).toBe(403);
    }
    const admin = await t.loginAs('admin');
    expect((await call(t, admin, 'POST', `/api/admin/portfolio-claims/${pending?.id}/confirm`)).status).toBe(200);
  });
});

describe('reminder setting', () => {
  it('is on until turned off, and refuses a value that is not a choice', async () => {
    expect((await call(t, company, 'GET', '/api/my/portfolio/settings')).body.data).toEqual({ reminders: true });
    const off = await call(t, company, 'PUT', '/api/my/portfolio/settings', { body: { reminders: false } });
    expect(off.body).toMatchObject({ msg: '提醒设置已保存', data: { reminders: false } });
    const bad = await call(t, company, 'PUT', '/api/my/portfolio/settings', { body: { reminders: 'sometimes' } });
    expect(bad.status).toBe(400);
    expect((await call(t, company, 'GET', '/api/my/portfolio/settings')).body.data).toEqual({ reminders: false });
  });
});
