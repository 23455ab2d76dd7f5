import { addDays, TechDemandInputSchema } from '@cityip/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { identities } from '../../features/identity/identity.tables.js';
import { techDemandEvents, techDemands } from '../../features/tech-demands/tech-demands.tables.js';
import { cityToday, demandSearchTokens } from '../../features/tech-demands/tech-demands.view.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';
import { DEMO_DEMANDS, type DemoDemand } from './demo-tech-demand-texts.js';

const MARK = 'demo-tech-demands-v1';
const DAY_MS = 24 * 60 * 60 * 1000;

/** The demo company's account and the name its approved authentication gives, if both exist. */
async function demoCompany(db: Db): Promise<{ userId: string; name: string; staffId: string | null } | null> {
  const [company] = await db
    .select({ userId: users.id, name: identities.name })
    .from(users)
    .innerJoin(identities, and(eq(identities.userId, users.id), eq(identities.status, 'approved')))
    .where(eq(users.email, 'company@demo.local'))
    .orderBy(desc(identities.submittedAt))
    .limit(1);
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'bus@demo.local'));
  return company ? { ...company, staffId: staff?.id ?? null } : null;
}

/**
 * Thirty fictional demands of the demo company (issue 24), marked `demo`, most published (some of
 * them expired), a few under review, with their history. Written past the API, but held to its
 * schema (a failure is a seed bug). Runs once per database (a seed mark), so demands staff later
 * take down or edit stay as they left them.
 */
export async function seedDemoTechDemands(db: Db, config: Config): Promise<boolean> {
  const industries = config.cityProfile.industries.map((industry) => industry.code);
  const company = await demoCompany(db);
  if (!company || industries.length === 0) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const today = cityToday(config);
    for (const [index, demo] of DEMO_DEMANDS.entries()) {
      // Another city's profile gets the demand in one of its own industries.
      const industry = industries.includes(demo.industry)
        ? demo.industry
        : (industries[index % industries.length] ?? '');
      await insertDemo(db, company, demo, industry, today, index);
    }
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}

async function insertDemo(
  db: Db,
  company: { userId: string; name: string; staffId: string | null },
  demo: DemoDemand,
  industry: string,
  today: string,
  index: number,
): Promise<void> {
  const input = TechDemandInputSchema.parse({
    title: demo.title,
    industry,
    ipcHints: demo.ipcHints,
    description: demo.description,
    modes: demo.modes,
    budgetNegotiable: demo.budget === null,
    budgetMin: demo.budget?.[0] ?? null,
    budgetMax: demo.budget?.[1] ?? null,
    validUntil: addDays(today, demo.validDays),
    contactViaPlatform: index % 7 !== 3,
  });
  // Submitted some days ago (the expired ones long enough ago to have run their course), reviewed a day later.
  const submittedAt = new Date(Date.now() - (Math.max(0, -demo.validDays) + 5 + (index % 20)) * DAY_MS);
  const publishedAt = demo.status === 'published' ? new Date(submittedAt.getTime() + DAY_MS) : null;
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(techDemands)
      .values({
        ...input,
        companyUserId: company.userId,
        companyName: company.name,
        status: demo.status,
        submittedAt,
        publishedAt,
        reviewerId: publishedAt ? company.staffId : null,
        demo: true,
        searchTokens: demandSearchTokens(input.title, input.description),
        createdAt: submittedAt,
        updatedAt: publishedAt ?? submittedAt,
      })
      .returning({ id: techDemands.id });
    if (!row) throw new Error('insert returned no row');
    await tx
      .insert(techDemandEvents)
      .values([
        { demandId: row.id, action: 'submitted', actorId: company.userId, at: submittedAt },
        ...(publishedAt
          ? [{ demandId: row.id, action: 'approved' as const, actorId: company.staffId, at: publishedAt }]
          : []),
      ]);
  });
}
