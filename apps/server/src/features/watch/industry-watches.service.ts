import type { IndustryWatch, Locale } from '@cityip/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { fieldRefusal } from '../../lib/errors.js';
import { industryWatches } from './watch.tables.js';
import { DIGEST_PERIOD_MS, toIndustryWatch } from './watch.view.js';

/** Industry news is weekly: a week of filings, licences and lapses reads as one mail. */
export const INDUSTRY_PERIOD_MS = DIGEST_PERIOD_MS.weekly;

/** Refuses a code that is not one of the city profile's key industries (400 naming the field). */
function checkIndustry(config: Config, locale: Locale, code: string): void {
  if (!config.cityProfile.industries.some((industry) => industry.code === code)) {
    throw fieldRefusal(locale, [{ field: 'code', message: 'validation.industry' }]);
  }
}

/** The account's industry watches, in the order they were made. */
export async function listIndustryWatches(db: Db, userId: string): Promise<IndustryWatch[]> {
  const rows = await db
    .select()
    .from(industryWatches)
    .where(eq(industryWatches.userId, userId))
    .orderBy(asc(industryWatches.createdAt), asc(industryWatches.id));
  return rows.map(toIndustryWatch);
}

/**
 * Subscribes the account to an industry's weekly news; subscribing again keeps the existing watch.
 * The watermark starts now: the first digest tells what is new from today on.
 */
export async function subscribeIndustry(
  db: Db,
  config: Config,
  locale: Locale,
  userId: string,
  code: string,
  now = new Date(),
): Promise<IndustryWatch> {
  checkIndustry(config, locale, code);
  await db
    .insert(industryWatches)
    .values({
      userId,
      industry: code,
      digestedUntil: now,
      nextDigestAt: new Date(now.getTime() + INDUSTRY_PERIOD_MS),
      createdAt: now,
    })
    .onConflictDoNothing({ target: [industryWatches.userId, industryWatches.industry] });
  const [row] = await db
    .select()
    .from(industryWatches)
    .where(and(eq(industryWatches.userId, userId), eq(industryWatches.industry, code)));
  if (!row) throw new Error('the industry watch vanished');
  return toIndustryWatch(row);
}

/** Ends the account's watch of an industry; ending one that is not there changes nothing. */
export async function unsubscribeIndustry(
  db: Db,
  config: Config,
  locale: Locale,
  userId: string,
  code: string,
): Promise<void> {
  checkIndustry(config, locale, code);
  await db.delete(industryWatches).where(and(eq(industryWatches.userId, userId), eq(industryWatches.industry, code)));
}
