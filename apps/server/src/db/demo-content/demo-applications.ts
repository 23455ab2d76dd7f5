import {
  ApplicationActionInputSchema,
  type ApplicationData,
  ApplicationDataRecordSchema,
  type ApplicationKindKey,
  type ApplicationStatus,
  applicationTitleOf,
  type EventAction,
  STAFF_ACTIONS,
  type StaffAction,
} from '@cityip/contracts';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { applicationEvents, applications } from '../../features/applications/applications.tables.js';
import { applicationDueAt } from '../../features/applications/due-at.js';
import { allocateReceiptNo } from '../../features/applications/receipts.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-applications-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

interface DemoApplication {
  applicant: 'person@demo.local' | 'company@demo.local';
  kind: ApplicationKindKey;
  /** Days before the seeding day it was submitted. */
  daysAgo: number;
  data: ApplicationData;
  /** Staff steps after submission, one day apart: action and comment. */
  steps: readonly (readonly [StaffAction, string])[];
}

const contact = { contactName: '张三', contactPhone: '13800138000', contactEmail: '' };
const companyContact = { contactName: '王五', contactPhone: '13900139000', contactEmail: '' };

/** A handful of applications in different states, for the account page and the back-office lists. */
const DEMO: readonly DemoApplication[] = [
  {
    applicant: 'person@demo.local',
    kind: 'rightsAid',
    daysAgo: 40,
    data: {
      rightsHolder: '张三',
      rightType: 'patent',
      rightNumber: 'ZL202010000001.2',
      otherParty: '某电子商务平台商户',
      facts: '本人实用新型专利产品在网店被仿冒销售，已完成公证取证。',
      request: '请求协助向平台投诉并提供维权咨询。',
      evidence: [],
      ...contact,
    },
    steps: [
      ['accept', ''],
      ['start', ''],
      ['complete', '已协助向平台提交投诉材料，侵权链接已下架。'],
    ],
  },
  {
    applicant: 'person@demo.local',
    kind: 'disputeMediation',
    daysAgo: 6,
    data: {
      rightsHolder: '张三',
      rightType: 'copyright',
      rightNumber: '',
      otherParty: '某文化传媒公司',
      facts: '对方未经许可在宣传册中使用本人摄影作品。',
      request: '请求组织调解，对方停止使用并给予合理补偿。',
      evidence: [],
      ...contact,
    },
    steps: [['return', '请补充作品登记证书或底片等权属证明。']],
  },
  {
    applicant: 'person@demo.local',
    kind: 'consultation',
    daysAgo: 1,
    data: { topic: 'patent', question: '个人发明人申请专利可以享受哪些费用减缴？', ...contact },
    steps: [],
  },
  {
    applicant: 'company@demo.local',
    kind: 'preAuditFiling',
    daysAgo: 60,
    data: {
      companyName: '示范科技有限公司',
      uscc: '91440300MA5FX2K3PC',
      industry: '',
      address: '示范区科技园 1 号',
      rdStaff: 48,
      patentContact: '王五',
      proofs: [],
      ...companyContact,
    },
    steps: [
      ['accept', ''],
      ['start', ''],
      ['complete', '备案材料齐全，备案通过。'],
    ],
  },
  {
    applicant: 'company@demo.local',
    kind: 'preAuditRequest',
    daysAgo: 12,
    data: {
      title: '一种低功耗无线传感节点及其组网方法',
      patentType: 'invention',
      ipcMainClass: 'H04W 84/18',
      technicalField: '物联网',
      claims: [],
      specification: [],
      drawings: [],
      ...companyContact,
    },
    steps: [
      ['accept', ''],
      ['start', ''],
    ],
  },
  {
    applicant: 'company@demo.local',
    kind: 'trademarkWindow',
    daysAgo: 3,
    data: {
      applicant: '示范科技有限公司',
      trademarkName: '示范智联',
      classes: ['9', '42'],
      businessType: 'registration',
      description: '',
      materials: [],
      ...companyContact,
    },
    steps: [['accept', '']],
  },
];

/**
 * Demo applications of the demo person and company (issue 6), with their history, so the account
 * page and the back office show something at once. Written straight to the tables (no mail, no
 * SMS: nobody is waiting for demo notices); runs once per database (a seed mark).
 */
export async function seedDemoApplications(db: Db, config: Config): Promise<boolean> {
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['person@demo.local', 'company@demo.local', 'bus@demo.local']));
  const idOf = new Map(people.map((row) => [row.email, row.id]));
  const staffId = idOf.get('bus@demo.local') ?? null;
  if (!idOf.has('person@demo.local') || !idOf.has('company@demo.local')) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const industry = config.cityProfile.industries[0]?.code ?? '';
    let filingId: string | null = null;
    for (const demo of DEMO) {
      const data = demo.kind === 'preAuditFiling' ? { ...demo.data, industry } : demo.data;
      const id = await insertDemo(db, config, demo, data, idOf.get(demo.applicant) as string, staffId, filingId);
      if (demo.kind === 'preAuditFiling') filingId = id;
    }
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}

async function insertDemo(
  db: Db,
  config: Config,
  demo: DemoApplication,
  data: ApplicationData,
  applicantId: string,
  staffId: string | null,
  filingId: string | null,
): Promise<string> {
  // Written past the API, so held to the bounds the API answers with (a failure is a seed bug).
  ApplicationDataRecordSchema.parse(data);
  for (const [action, comment] of demo.steps) ApplicationActionInputSchema.parse({ action, comment });
  return db.transaction(async (tx) => {
    const submittedAt = new Date(Date.now() - demo.daysAgo * DAY_MS);
    const [row] = await tx
      .insert(applications)
      .values({
        receiptNo: await allocateReceiptNo(tx, config.cityProfile.timeZone, submittedAt),
        kind: demo.kind,
        applicantId,
        data,
        title: applicationTitleOf(demo.kind, data),
        parentId: demo.kind === 'preAuditRequest' ? filingId : null,
        idempotencyKey: crypto.randomUUID(),
        submittedAt,
        updatedAt: submittedAt,
        dueAt: await applicationDueAt(tx, demo.kind, submittedAt, config.cityProfile.timeZone),
      })
      .returning({ id: applications.id });
    if (!row) throw new Error('insert returned no row');
    const events: { action: EventAction; from: ApplicationStatus | null; to: ApplicationStatus; comment: string }[] = [
      { action: 'submit', from: null, to: 'submitted', comment: '' },
    ];
    for (const [action, comment] of demo.steps) {
      const from = events.at(-1)?.to ?? 'submitted';
      events.push({ action, from, to: STAFF_ACTIONS[action], comment });
    }
    await tx.insert(applicationEvents).values(
      events.map((event, index) => ({
        applicationId: row.id,
        action: event.action,
        fromStatus: event.from,
        toStatus: event.to,
        actorId: index === 0 ? applicantId : staffId,
        comment: event.comment,
        createdAt: new Date(submittedAt.getTime() + index * DAY_MS),
      })),
    );
    const last = events.at(-1);
    const updatedAt = new Date(submittedAt.getTime() + (events.length - 1) * DAY_MS);
    const final = last?.to === 'completed' || last?.to === 'rejected';
    await tx
      .update(applications)
      .set({ status: last?.to ?? 'submitted', updatedAt, completedAt: final ? updatedAt : null })
      .where(eq(applications.id, row.id));
    return row.id;
  });
}
