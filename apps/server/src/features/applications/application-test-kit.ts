import type { ApplicationKindKey } from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import { call } from '../../../test/content-test-kit.js';
import { DEMO_LOGINS, type TestApp } from '../../../test/test-app.js';
import { SAMPLE_FILES, uploadPrivate } from '../../../test/uploads.js';
import { users } from '../accounts/accounts.tables.js';
import { identities } from '../identity/identity.tables.js';
import { outbox } from '../notifications/notifications.tables.js';

type Lang = 'zh-CN' | 'en-US';

/** The id of a demo account. */
export async function demoUserId(t: TestApp, role: keyof typeof DEMO_LOGINS): Promise<string> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_LOGINS[role].email));
  if (!row) throw new Error(`no demo ${role}`);
  return row.id;
}

/** Gives a demo account an approved real-name authentication (person or company). */
export async function approveIdentity(t: TestApp, role: 'common' | 'user'): Promise<void> {
  const userId = await demoUserId(t, role);
  await t.db.insert(identities).values({
    userId,
    kind: role === 'user' ? 'company' : 'person',
    status: 'approved',
    name: role === 'user' ? '示范科技有限公司' : '张三',
    phoneSealed: 'sealed',
    phoneMasked: '138****5678',
    reviewedAt: new Date(),
  });
}

/** Removes a demo account's authentications (the seed approves the demo person and company). */
export async function clearIdentity(t: TestApp, role: 'common' | 'user'): Promise<void> {
  await t.db.delete(identities).where(eq(identities.userId, await demoUserId(t, role)));
}

let salt = 0;
/** A fresh private PDF upload of `token`'s user; returns its id. */
export async function pdfOf(t: TestApp, token: string): Promise<string> {
  salt += 1;
  return (await uploadPrivate(t, token, 'attachment', `材料${salt}.pdf`, SAMPLE_FILES.pdf(`c1-${salt}`))).id;
}

/**
 * A complete form of `kind` as the web sends it; attachment fields get fresh uploads of `token`.
 * `industry` and `patentNumber` must be what the test database knows.
 */
export async function validForm(
  t: TestApp,
  token: string,
  kind: ApplicationKindKey,
  facts: { industry?: string; patentNumber?: string } = {},
): Promise<Record<string, unknown>> {
  const contact = { contactName: '张三', contactPhone: '13812345678' };
  switch (kind) {
    case 'trademarkWindow':
      return {
        applicant: '示范科技有限公司',
        trademarkName: '示范',
        classes: ['9', '42'],
        businessType: 'registration',
        materials: [await pdfOf(t, token)],
        ...contact,
      };
    case 'preAuditFiling':
      return {
        companyName: '示范科技有限公司',
        uscc: '91350100M000100Y43',
        industry: facts.industry ?? t.config.cityProfile.industries[0]?.code,
        address: '云湖区科技路 1 号',
        rdStaff: 25,
        patentContact: '李四',
        proofs: [await pdfOf(t, token)],
        ...contact,
      };
    case 'preAuditRequest':
      return {
        title: '一种图像识别方法',
        patentType: 'invention',
        ipcMainClass: 'G06F 16/00',
        technicalField: '人工智能',
        claims: [await pdfOf(t, token)],
        specification: [await pdfOf(t, token)],
        ...contact,
      };
    case 'rightsAid':
    case 'disputeMediation':
    case 'overseasGuidance':
      return {
        rightsHolder: '张三',
        rightType: 'patent',
        otherParty: '某某公司',
        ...(kind === 'overseasGuidance' ? { region: '德国' } : {}),
        facts: '对方未经许可实施了专利。',
        request: '请求协助。',
        evidence: [await pdfOf(t, token)],
        ...contact,
      };
    case 'openLicenceIntent':
      return {
        patentNumber: facts.patentNumber ?? 'CN202110123456.7',
        licensee: '示范科技有限公司',
        intendedUse: '产品试制',
        scale: 'trial',
        ...contact,
      };
    case 'consultation':
      return { topic: 'patent', question: '如何申请专利？', contactName: '张三' };
    case 'techMatchmaking':
      return {
        demandTitle: '工业视觉缺陷检测',
        targetKind: 'patent',
        target: 'CN202110123456.7 一种图像识别方法',
        ...contact,
      };
  }
}

/** POST /api/applications/:kind with a fresh (or the given) idempotency key. */
export function submit(
  t: TestApp,
  token: string | null,
  kind: ApplicationKindKey,
  data: unknown,
  idempotencyKey: string = crypto.randomUUID(),
  lang?: Lang,
) {
  return call(t, token, 'POST', `/api/applications/${kind}`, { body: { data, idempotencyKey }, lang });
}

/** A staff action on an application. */
export function act(t: TestApp, token: string, id: string, action: string, comment?: string, lang?: Lang) {
  return call(t, token, 'POST', `/api/admin/applications/${id}/actions`, { body: { action, comment }, lang });
}

/** Every queued mail and SMS, oldest first. */
export async function outboxJobs(t: TestApp) {
  return (await t.db.select().from(outbox)).sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
}
