import { daysBetween, upcomingDeadlines, urgencyOf } from '@cityip/contracts';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import { users } from '../../features/accounts/accounts.tables.js';
import { approvedCompanyName } from '../../features/identity/identity.public.js';
import { grantedPatents, type PatentFacts } from '../../features/patents/patents.public.js';
import { cityToday } from '../../features/portfolio/portfolio.service.js';
import { portfolioClaims } from '../../features/portfolio/portfolio.tables.js';
import type { Db } from '../client.js';
import { seedMarks } from '../seed-marks.tables.js';

const MARK = 'demo-portfolio-v1';
/** Granted demo patents the seed chooses from. */
const CANDIDATES = 500;
/** Confirmed patents of the demo company, one per urgency where the corpus has one, then the soonest others. */
const CONFIRMED = 6;

/**
 * Gives the demo company (company@demo.local) a portfolio (issue 26), so `?tab=portfolio` is not
 * empty in the demo: the generated patents never name its authenticated company, so a few of
 * them are added as claims, five confirmed (chosen to show every urgency: a fee due within 7, 30
 * and 90 days, and later) and one left for staff to confirm at `/data/portfolioClaims`. Marked
 * `demo` (fictional demo data), once per database (a seed mark). Runs after the demo patents.
 */
export async function seedDemoPortfolio(db: Db, config: Config): Promise<boolean> {
  const [account] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'company@demo.local'));
  const companyName = account ? await approvedCompanyName(db, account.id) : null;
  const candidates = await grantedPatents(db, CANDIDATES);
  if (!account || !companyName || candidates.length === 0) return false;
  const claimed = await db.insert(seedMarks).values({ name: MARK }).onConflictDoNothing().returning();
  if (claimed.length === 0) return false;
  try {
    const today = cityToday(config);
    const chosen = choosePatents(candidates, today);
    const now = new Date();
    await db
      .insert(portfolioClaims)
      .values(
        chosen.map((patent, index) => {
          const confirmed = index < chosen.length - 1;
          return {
            userId: account.id,
            patentId: patent.patentId,
            companyName,
            number: patent.applicationNumber,
            status: confirmed ? ('confirmed' as const) : ('pending' as const),
            decidedAt: confirmed ? now : null,
            demo: true,
          };
        }),
      )
      .onConflictDoNothing();
  } catch (error) {
    await db.delete(seedMarks).where(sql`${seedMarks.name} = ${MARK}`);
    throw error;
  }
  return true;
}

/** The nearest patent of each urgency, then the soonest of the rest, CONFIRMED in all. */
function choosePatents(candidates: readonly PatentFacts[], today: string): PatentFacts[] {
  const ranked = candidates
    .map((patent) => {
      const [nearest] = upcomingDeadlines(patent, today);
      return { patent, days: nearest ? daysBetween(today, nearest.date) : null };
    })
    .filter((entry) => entry.days !== null)
    .sort((a, b) => (a.days ?? 0) - (b.days ?? 0));
  const chosen = new Set<PatentFacts>();
  for (const urgency of ['within7', 'within30', 'within90', 'later'] as const) {
    const first = ranked.find((entry) => urgencyOf(entry.days) === urgency);
    if (first) chosen.add(first.patent);
  }
  for (const entry of ranked) {
    if (chosen.size >= CONFIRMED) break;
    chosen.add(entry.patent);
  }
  return [...chosen];
}
