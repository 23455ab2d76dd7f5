import {
  type ArticleSummary,
  HOME_LIST_SIZES,
  type Home,
  INFORMATION_TYPES,
  POLICY_LEVELS,
  type Site,
} from '@cityip/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { latestArticles } from '../articles/articles.queries.js';
import { articles } from '../articles/articles.tables.js';
import { listShowingBanners } from '../banners/banners.service.js';
import { getFooter } from '../footer/footer.service.js';
import { listEnabledLinks } from '../links/links.service.js';
import { listPublicStations } from '../stations/stations.service.js';
import { loadLatestFigures } from '../statistics/statistics-public.service.js';

/** The site settings every front-site page needs: the footer and the enabled jump links. */
export async function loadSite(db: Db, config: Pick<Config, 'cityName'>): Promise<Site> {
  const [footer, links] = await Promise.all([getFooter(db, config), listEnabledLinks(db)]);
  return { footer, links };
}

/** `load` of every key, as a record keyed like the contract's `news` and `policies`. */
async function latestBy<K extends string | number>(
  keys: readonly K[],
  load: (key: K) => Promise<ArticleSummary[]>,
): Promise<Record<K, ArticleSummary[]>> {
  const lists = await Promise.all(keys.map(load));
  return Object.fromEntries(keys.map((key, index) => [key, lists[index] ?? []])) as Record<K, ArticleSummary[]>;
}

/** Everything the portal home shows, in one call: banners on show, latest news and policies, the headline statistics. */
export async function loadHome(db: Db): Promise<Home> {
  const [banners, news, policies, figures, serviceWindow] = await Promise.all([
    listShowingBanners(db),
    latestBy(INFORMATION_TYPES, (type) =>
      latestArticles(
        db,
        and(eq(articles.kind, 'news'), eq(articles.informationType, type)) ?? sql`false`,
        HOME_LIST_SIZES.newsPerType,
      ),
    ),
    latestBy(POLICY_LEVELS, (level) =>
      latestArticles(
        db,
        and(eq(articles.kind, 'policy'), eq(articles.level, level)) ?? sql`false`,
        HOME_LIST_SIZES.policiesPerLevel,
      ),
    ),
    loadLatestFigures(db),
    latestArticles(db, and(eq(articles.kind, 'guide'), eq(articles.guideKey, 'serviceWindow')) ?? sql`false`, 1),
  ]);
  return {
    banners,
    news,
    policies,
    figures,
    serviceWindow: serviceWindow[0] ?? null,
    serviceOutlets: await listPublicStations(db, {}, HOME_LIST_SIZES.serviceOutlets),
  };
}
