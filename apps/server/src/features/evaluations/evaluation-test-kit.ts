import { randomUUID } from 'node:crypto';
import { EMPTY_WEEK, type EvaluationFormInput, type MyEvaluation } from '@cityip/contracts';
import { and, eq } from 'drizzle-orm';
import { call } from '../../../test/content-test-kit.js';
import type { TestApp } from '../../../test/test-app.js';
import { demoUserId } from '../applications/application-test-kit.js';
import { applications } from '../applications/applications.tables.js';
import { signLookupToken } from '../consultations/consultation-contact.js';
import { consultations } from '../consultations/consultations.tables.js';
import { outbox } from '../notifications/notifications.tables.js';
import { stations } from '../stations/stations.tables.js';

/** Test helpers of the 好差评 suites (test-only code: nothing in the server imports it). */

const DAY_MS = 86_400_000;
let sequence = 0;

/** An application of the demo `role` account, completed `daysAgo` days ago (or in `status`, not completed). */
export async function applicationOf(
  t: TestApp,
  role: 'common' | 'user',
  options: { daysAgo?: number; status?: 'completed' | 'inProgress' | 'rejected' } = {},
): Promise<string> {
  sequence += 1;
  const status = options.status ?? 'completed';
  const completedAt = status === 'inProgress' ? null : new Date(Date.now() - (options.daysAgo ?? 1) * DAY_MS);
  const [row] = await t.db
    .insert(applications)
    .values({
      receiptNo: `EV${Date.now()}${sequence}`,
      kind: 'trademarkWindow',
      applicantId: await demoUserId(t, role),
      status,
      data: {},
      title: `测试商标${sequence}`,
      idempotencyKey: randomUUID(),
      completedAt,
      dueAt: new Date(Date.now() + 10 * DAY_MS),
    })
    .returning({ id: applications.id });
  if (!row) throw new Error('no application');
  return row.id;
}

/** A question asked by `askerId` (null: a visitor with `email`), in `status`; with a look-up token for it. */
export async function questionOf(
  t: TestApp,
  options: {
    askerId?: string | null;
    email?: string;
    status?: 'replied' | 'assigned' | 'rejected';
    locale?: 'zh-CN' | 'en-US';
  } = {},
): Promise<{ id: string; queryNo: string; lookupToken: string }> {
  sequence += 1;
  const status = options.status ?? 'replied';
  const queryNo = `ZX-EV-${Date.now()}-${sequence}`;
  const [row] = await t.db
    .insert(consultations)
    .values({
      queryNo,
      category: 'patent',
      title: `专利费资助问题${sequence}`,
      question: '请问专利年费资助如何申请？',
      askerId: options.askerId ?? null,
      askerName: '李四',
      contactChannel: 'email',
      contactSealed: t.app.secrets.seal(options.email ?? 'asker@example.com'),
      contactKey: `key-${sequence}`,
      locale: options.locale ?? 'zh-CN',
      status,
      dueAt: new Date(Date.now() + 5 * DAY_MS),
      reply: status === 'replied' ? '请在平台在线申请。' : null,
      repliedAt: status === 'replied' ? new Date() : null,
    })
    .returning({ id: consultations.id });
  if (!row) throw new Error('no question');
  return { id: row.id, queryNo, lookupToken: signLookupToken(t.config, row.id, new Date()).token };
}

/** A service outlet, on the front site unless `enabled` is false. */
export async function outletOf(t: TestApp, enabled = true): Promise<string> {
  sequence += 1;
  const [row] = await t.db
    .insert(stations)
    .values({
      name: `测试服务网点${sequence}`,
      kind: 'workstation',
      district: 'yunhu',
      address: '测试路 1 号',
      longitude: 120,
      latitude: 30,
      phone: '0000-88612001',
      hours: { mode: 'always', weekly: EMPTY_WEEK },
      enabled,
    })
    .returning({ id: stations.id });
  if (!row) throw new Error('no outlet');
  return row.id;
}

/** A rating as the web sends it; bad levels get a reason. */
export function buildRating(
  target: EvaluationFormInput['target'],
  targetId: string,
  overrides: Partial<EvaluationFormInput> = {},
): EvaluationFormInput {
  const level = overrides.level ?? 5;
  const bad = level <= 2 ? { reasons: ['slowHandling' as const], comment: '办理时间太长' } : { comment: '' };
  return { target, targetId, level, ...bad, ...overrides };
}

/** Rates through the API as `token`; fails the test unless it succeeds. */
export async function rateOk(t: TestApp, token: string, body: EvaluationFormInput): Promise<MyEvaluation> {
  const res = await call(t, token, 'POST', '/api/evaluations', { body });
  if (res.body.code !== 200) throw new Error(res.text);
  return res.body.data as MyEvaluation;
}

/** The mails of event `evaluation` queued to `address`. */
export async function evaluationMailsTo(t: TestApp, address: string) {
  const rows = await t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), eq(outbox.event, 'evaluation')));
  return rows
    .map((row) => row.payload)
    .filter(
      (payload): payload is Extract<typeof payload, { to: string[] }> =>
        'to' in payload && payload.to.includes(address),
    );
}
