import {
  type ArticleKind,
  type ArticleSummary,
  type Home,
  INFORMATION_TYPES,
  POLICY_LEVELS,
  type Site,
} from '@cityip/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { latestArticles } from '../articles/articles.queries.js';
import { visibleNow } from '../articles/articles.service.js';
import { articles } from '../articles/articles.tables.js';
import { listShowingBanners } from '../banners/banners.service.js';
import { getFooter } from '../footer/footer.service.js';
import { listEnabledLinks } from '../links/links.service.js';

/** How many items the home page's news tabs and policy columns show. */
const NEWS_PER_TYPE = 6;
const POLICIES_PER_LEVEL = 5;

/** The site settings every front-site page needs: the footer and the enabled jump links. */
export async function loadSite(db: Db, config: Pick<Config, 'cityName'>): Promise<Site> {
  const [footer, links] = await Promise.all([getFooter(db, config), listEnabledLinks(db)]);
  return { footer, links };
}

/** Visible articles per kind, for the home page's figures. */
async function countVisible(db: Db): Promise<Record<ArticleKind, number>> {
  const rows = await db
    .select({ kind: articles.kind, total: count() })
    .from(articles)
    .where(visibleNow())
    .groupBy(articles.kind);
  const totals: Record<ArticleKind, number> = { policy: 0, news: 0, guide: 0 };
  for (const row of rows) totals[row.kind] = row.total;
  return totals;
}

/** `load` of every key, as a record keyed like the contract's `news` and `policies`. */
async function latestBy<K extends string | number>(
  keys: readonly K[],
  load: (key: K) => Promise<ArticleSummary[]>,
): Promise<Record<K, ArticleSummary[]>> {
  const lists = await Promise.all(keys.map(load));
  return Object.fromEntries(keys.map((key, index) => [key, lists[index] ?? []])) as Record<K, ArticleSummary[]>;
}

/** Everything the portal home shows, in one call: banners on show, latest news and policies, figures. */
export async function loadHome(db: Db): Promise<Home> {
  const [banners, news, policies, totals, serviceWindow] = await Promise.all([
    listShowingBanners(db),
    latestBy(INFORMATION_TYPES, (type) =>
      latestArticles(
        db,
        and(eq(articles.kind, 'news'), eq(articles.informationType, type)) ?? sql`false`,
        NEWS_PER_TYPE,
      ),
    ),
    latestBy(POLICY_LEVELS, (level) =>
      latestArticles(db, and(eq(articles.kind, 'policy'), eq(articles.level, level)) ?? sql`false`, POLICIES_PER_LEVEL),
    ),
    countVisible(db),
    latestArticles(db, and(eq(articles.kind, 'guide'), eq(articles.guideKey, 'serviceWindow')) ?? sql`false`, 1),
  ]);
  return {
    banners,
    news,
    policies,
    counts: { policies: totals.policy, news: totals.news, guides: totals.guide },
    serviceWindow: serviceWindow[0] ?? null,
  };
}
