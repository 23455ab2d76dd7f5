import { addDays, addMonths, type PortfolioPage } from '@cityip/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/content-test-kit.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { seedDemoPortfolio } from '../../db/demo-content/demo-portfolio.js';
import { cityToday } from './portfolio.service.js';
import { portfolioClaims } from './portfolio.tables.js';
import { storePatents } from './portfolio-test-kit.js';

/** The demo company's portfolio of `npm start`: chosen from the demo patents, marked demo, once. */

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  const today = cityToday(t.config);
  // Granted patents of strangers whose next fee falls 3, 20, 60, 150, 250 and 300 days from today.
  await storePatents(
    t,
    [3, 20, 60, 150, 250, 300, 320].map((days, index) => ({
      title: `演示专利${index}`,
      applicants: ['其他企业有限公司'],
      applicationDate: addMonths(addDays(today, days), -36),
      grantDate: addMonths(addDays(today, days), -24),
    })),
  );
});
afterAll(async () => {
  await t?.close();
});

describe('the demo portfolio', () => {
  it('gives the demo company confirmed patents of every urgency and one claim for staff, once', async () => {
    expect(await seedDemoPortfolio(t.db, t.config)).toBe(true);
    expect(await seedDemoPortfolio(t.db, t.config)).toBe(false);
    const claims = await t.db.select().from(portfolioClaims);
    expect(claims).toHaveLength(6);
    expect(claims.every((claim) => claim.demo)).toBe(true);
    expect(claims.filter((claim) => claim.status === 'pending')).toHaveLength(1);

    const page = (await call(t, await t.loginAs('user'), 'GET', '/api/my/portfolio')).body.data as PortfolioPage;
    expect(page.items.map((row) => row.urgency)).toEqual(['within7', 'within30', 'within90', 'later', 'later']);
    expect(page.items.every((row) => row.demo && row.source === 'claim')).toBe(true);
    const bus = await t.loginAs('bus');
    const queue = await call(t, bus, 'GET', '/api/admin/portfolio-claims?status=pending');
    expect(queue.body.data.total).toBe(1);
  });
});
