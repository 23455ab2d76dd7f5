import { z } from 'zod';
import { BannerListSchema } from './banners.js';
import { ArticleSummarySchema } from './content.js';
import { FooterSchema } from './footer.js';
import { LinkListSchema } from './links.js';
import { HOME_STAT_INDICATORS } from './stat-indicators.js';
import { StationSummarySchema } from './stations.js';
import { StatLatestFigureSchema } from './statistics.js';
import { boundedList } from './text-limits.js';

/** What every front-site page needs from the site settings: the footer and the jump links. */
export const SiteSchema = z.object({
  footer: FooterSchema,
  links: LinkListSchema,
});
export type Site = z.infer<typeof SiteSchema>;

/** How many items each list of the portal home shows: the server loads exactly these. */
export const HOME_LIST_SIZES = {
  newsPerType: 6,
  policiesPerLevel: 5,
  /** Service outlets of the window's teaser (the first in the editors' order). */
  serviceOutlets: 4,
} as const;

const latestNews = boundedList(ArticleSummarySchema, HOME_LIST_SIZES.newsPerType);
const latestPolicies = boundedList(ArticleSummarySchema, HOME_LIST_SIZES.policiesPerLevel);

/**
 * The portal home's data in one call: banners on show, latest news per type, latest policies per
 * level, the headline statistics.
 */
export const HomeSchema = z.object({
  banners: BannerListSchema,
  news: z.object({ 1: latestNews, 2: latestNews, 3: latestNews }),
  policies: z.object({
    national: latestPolicies,
    provincial: latestPolicies,
    city: latestPolicies,
    hkMacaoTaiwan: latestPolicies,
  }),
  /** The headline city IP figures (HOME_STAT_INDICATORS), each at its latest period; those without data are left out. */
  figures: boundedList(StatLatestFigureSchema, HOME_STAT_INDICATORS.length),
  /** The service window's guide, the home page's teaser of where to get service in person. */
  serviceWindow: ArticleSummarySchema.nullable(),
  /** A few enabled service outlets of the window, leading to /serverDetail. */
  serviceOutlets: boundedList(StationSummarySchema, HOME_LIST_SIZES.serviceOutlets),
});
export type Home = z.infer<typeof HomeSchema>;
