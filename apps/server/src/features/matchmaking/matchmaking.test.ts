import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createPatentTestApp, fixturePatent, type PatentTestApp } from '../../../test/patent-fixtures.js';
import type { TestApp } from '../../../test/test-app.js';
import { demoUserId, outboxJobs } from '../applications/application-test-kit.js';
import { applications } from '../applications/applications.tables.js';
import { talents } from '../talents/talents.tables.js';
import { type NewTechDemandRow, techDemands } from '../tech-demands/tech-demands.tables.js';

let p: PatentTestApp;
let t: TestApp;
let company: string;
let bus: string;
let published: string;
let draft: string;
let othersDemand: string;
let expert: string;
let hiddenExpert: string;

/** A demand of the demo company (or of `owner`) straight into its table: matchmaking only reads it. */
async function insertDemand(values: Partial<NewTechDemandRow>, owner?: string): Promise<string> {
  const [row] = await t.db
    .insert(techDemands)
    .values({
      companyUserId: owner ?? (await demoUserId(t, 'user')),
      title: '基于深度学习的图像识别算法',
      description: '需要提高工业图像识别准确率，希望引进卷积神经网络相关专利。',
      industry: 'ngit',
      ipcHints: ['G06N'],
      validUntil: '2099-12-31',
      status: 'published',
      ...values,
    })
    .returning({ id: techDemands.id });
  return row?.id as string;
}

async function insertExpert(name: string, status: 'published' | 'pending', industries: string[]) {
  const [row] = await t.db
    .insert(talents)
    .values({ name, organisation: '示例大学', industries, ipcSections: ['G'], status, emailSealed: 'sealed' })
    .returning({ id: talents.id });
  return row?.id as string;
}

beforeAll(async () => {
  p = await createPatentTestApp();
  t = p.t;
  company = await t.loginAs('user');
  bus = await t.loginAs('bus');
  published = await insertDemand({});
  draft = await insertDemand({ status: 'draft' });
  othersDemand = await insertDemand({}, await demoUserId(t, 'admin'));
  expert = await insertExpert('王示例', 'published', ['ngit']);
  hiddenExpert = await insertExpert('李待审', 'pending', ['ngit']);
});
afterAll(() => t.close());

const matchesOf = async (url: string, token: string | null) => {
  const res = await call(t, token, 'GET', url);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};

describe('matches of a demand', () => {
  it('finds city patents (open licence first), open licences and experts, each with why', async () => {
    const data = await matchesOf(`/api/tech-demands/${published}/matches`, await t.visitorToken());
    expect(data.keywords.slice(0, 2)).toEqual(['图像', '识别']);
    expect(data.expression).toContain('IND=(ngit)');
    const numbers = data.patents.map((m: { patent: { applicationNumber: string } }) => m.patent.applicationNumber);
    // dl1 is the one image-recognition patent under a standing open licence: it leads.
    expect(numbers[0]).toBe(fixturePatent('dl1').applicationNumber);
    expect(data.patents[0].reasons).toEqual(
      expect.arrayContaining([
        { kind: 'keyword', value: '图像' },
        { kind: 'ipc', value: 'G06N' },
        { kind: 'industry', value: 'ngit' },
        { kind: 'openLicence', value: '' },
      ]),
    );
    expect(data.patents.every((m: { patent: { industry: string } }) => m.patent.industry === 'ngit')).toBe(true);
    // The most relevant patents with the licensed ones first, not only licensed ones: dl2 (no
    // licence) is there too, after every licensed match.
    const licensed = data.patents.map((m: { patent: { openLicence: boolean } }) => m.patent.openLicence);
    expect(licensed).toEqual([...licensed].sort((a, b) => Number(b) - Number(a)));
    expect(numbers).toContain(fixturePatent('dl2').applicationNumber);
    expect(data.licences[0].patent.applicationNumber).toBe(fixturePatent('dl1').applicationNumber);
    expect(data.licences[0].licence.feeMode).toBe('lumpSum');
    // The demo pool has experts in the field too; ours is among them, the pending one is not.
    const ours = data.experts.find((e: { id: string }) => e.id === expert);
    expect(ours.reasons).toEqual([
      { kind: 'field', value: 'ngit' },
      { kind: 'field', value: 'G' },
    ]);
    // An expert's contact data never leaves through matchmaking.
    expect(JSON.stringify(data)).not.toContain('sealed');
    expect(data.experts.map((e: { id: string }) => e.id)).not.toContain(hiddenExpert);
  });

  it('answers 404 for a demand that is not published, and for the company only its own', async () => {
    for (const id of [draft, crypto.randomUUID()]) {
      const res = await call(t, await t.visitorToken(), 'GET', `/api/tech-demands/${id}/matches`, { lang: 'en-US' });
      expect(res.status).toBe(404);
      expect(res.body.msg).toBe('This technology demand does not exist or is not published.');
    }
    expect((await matchesOf(`/api/my/tech-demands/${draft}/matches`, company)).patents.length).toBeGreaterThan(0);
    expect((await call(t, company, 'GET', `/api/my/tech-demands/${othersDemand}/matches`)).status).toBe(404);
    expect((await call(t, await t.loginAs('common'), 'GET', `/api/my/tech-demands/${draft}/matches`)).status).toBe(404);
    const visitor = await call(t, await t.visitorToken(), 'GET', `/api/my/tech-demands/${draft}/matches`);
    expect(visitor.body.code).toBe(1401);
  });

  it('searches beyond the industry when nothing in it matches', async () => {
    const id = await insertDemand({ title: '锂离子电池正极材料', description: '', industry: 'biomed', ipcHints: [] });
    const data = await matchesOf(`/api/tech-demands/${id}/matches`, await t.visitorToken());
    expect(data.expression).not.toContain('IND=');
    expect(data.patents[0].patent.applicationNumber).toBe(fixturePatent('bat1').applicationNumber);
  });
});

describe('interest in a match', () => {
  const interest = (demand: string, body: object, token = company, lang?: 'zh-CN' | 'en-US') =>
    call(t, token, 'POST', `/api/my/tech-demands/${demand}/interest`, { body, lang });
  const contact = { contactName: '张三', contactPhone: '13812345678' };

  it('files one technology-matchmaking application that staff handle, once however often it is sent', async () => {
    const dl1 = String(p.ids.get('dl1'));
    const jobsBefore = (await outboxJobs(t)).length;
    const first = await interest(published, { targetKind: 'licence', targetId: dl1, note: '希望洽谈许可', ...contact });
    expect(first.status, first.text).toBe(200);
    expect(first.body.data).toMatchObject({ kind: 'techMatchmaking', status: 'submitted' });
    const again = await interest(published, { targetKind: 'licence', targetId: dl1, ...contact });
    expect(again.body.data.id).toBe(first.body.data.id);
    const [row] = await t.db.select().from(applications).where(eq(applications.id, first.body.data.id));
    expect(row?.data).toMatchObject({
      demandTitle: '基于深度学习的图像识别算法',
      targetKind: 'licence',
      target: `${fixturePatent('dl1').applicationNumber} ${fixturePatent('dl1').title}`,
      note: '希望洽谈许可',
    });
    // The applicant's notice of the submission; staff see it in the applications screen.
    expect((await outboxJobs(t)).length).toBeGreaterThan(jobsBefore);
    const staff = await call(t, bus, 'GET', '/api/admin/applications?kinds=techMatchmaking');
    expect(staff.status, staff.text).toBe(200);
    expect(staff.body.data.items.map((a: { id: string }) => a.id)).toContain(first.body.data.id);

    const toExpert = await interest(published, { targetKind: 'expert', targetId: expert, ...contact });
    expect(toExpert.body.data.title).toBe('王示例（示例大学）');
  });

  it('refuses a target that is not a match any more, with the field named in both languages', async () => {
    const cases = [
      { targetKind: 'licence', targetId: String(p.ids.get('chg1')) }, // its licence expired in 2021
      { targetKind: 'patent', targetId: '999999999' },
      { targetKind: 'expert', targetId: hiddenExpert },
      { targetKind: 'expert', targetId: 'not-an-id' },
    ];
    for (const target of cases) {
      const res = await interest(published, { ...target, ...contact }, company, 'en-US');
      expect(res.status, JSON.stringify(target)).toBe(400);
      expect(res.body.data.errors).toEqual([
        {
          field: 'targetId',
          message:
            'This patent, licence or expert does not exist or is no longer public. Refresh the matches and try again.',
        },
      ]);
    }
    const bad = await interest(published, {
      targetKind: 'trademark',
      targetId: '1',
      contactName: '',
      contactPhone: '1',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.data.errors.map((e: { field: string }) => e.field).sort()).toEqual([
      'contactName',
      'contactPhone',
      'targetKind',
    ]);
    const count = await t.db.select().from(applications).where(eq(applications.kind, 'techMatchmaking'));
    expect(count).toHaveLength(2);
  });

  it("keeps out another company's demand, a withdrawn one, a person and a visitor", async () => {
    const dl1 = String(p.ids.get('dl1'));
    const body = { targetKind: 'patent', targetId: dl1, ...contact };
    expect((await interest(othersDemand, body)).status).toBe(404);
    const withdrawn = await insertDemand({ status: 'withdrawn' });
    const closed = await interest(withdrawn, body, company, 'en-US');
    expect(closed.status).toBe(409);
    expect(closed.body.msg).toContain('withdrawn or taken down');
    expect((await interest(published, body, await t.loginAs('common'))).status).toBe(404);
    expect((await interest(published, body, await t.visitorToken())).body.code).toBe(1401);
  });
});
