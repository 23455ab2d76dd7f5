import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { applications } from '../../features/applications/applications.tables.js';
import { seedDemoApplications } from './demo-applications.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

describe('demo applications', () => {
  it('gives the demo person and company applications in several states, once per database', async () => {
    expect(await seedDemoApplications(t.db, t.config)).toBe(true);
    expect(await seedDemoApplications(t.db, t.config)).toBe(false);
    const rows = await t.db.select().from(applications);
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['completed', 'returned', 'submitted', 'inProgress', 'accepted']),
    );
    expect(new Set(rows.map((row) => row.receiptNo)).size).toBe(rows.length);

    const person = await t.loginAs('common');
    const mine = await t.app.inject({ url: '/api/applications/mine', headers: { authorization: person } });
    const returned = mine.json().data.find((a: { status: string }) => a.status === 'returned');
    const detail = await t.app.inject({
      url: `/api/applications/mine/${returned.id}`,
      headers: { authorization: person },
    });
    expect(detail.json().data.history.at(-1)).toMatchObject({
      action: 'return',
      comment: expect.stringContaining('权属证明'),
    });

    const request = rows.find((row) => row.kind === 'preAuditRequest');
    const filing = rows.find((row) => row.kind === 'preAuditFiling');
    expect(request?.parentId).toBe(filing?.id);
  });
});
