import { z } from 'zod';
import { BannerSchema } from './banners.js';
import { ArticleSummarySchema } from './content.js';
import { FooterSchema } from './footer.js';
import { LinkSchema } from './links.js';
import { StationSummarySchema } from './stations.js';
import { StatLatestFigureSchema } from './statistics.js';

/** What every front-site page needs from the site settings: the footer and the jump links. */
export const SiteSchema = z.object({
  footer: FooterSchema,
  links: z.array(LinkSchema),
});
export type Site = z.infer<typeof SiteSchema>;

/**
 * The portal home's data in one call: banners on show, latest news per type, latest policies per
 * level, the headline statistics.
 */
export const HomeSchema = z.object({
  banners: z.array(BannerSchema),
  news: z.object({
    1: z.array(ArticleSummarySchema),
    2: z.array(ArticleSummarySchema),
    3: z.array(ArticleSummarySchema),
  }),
  policies: z.object({
    national: z.array(ArticleSummarySchema),
    provincial: z.array(ArticleSummarySchema),
    city: z.array(ArticleSummarySchema),
    hkMacaoTaiwan: z.array(ArticleSummarySchema),
  }),
  /** The headline city IP figures (HOME_STAT_INDICATORS), each at its latest period; those without data are left out. */
  figures: z.array(StatLatestFigureSchema),
  /** The service window's guide, the home page's teaser of where to get service in person. */
  serviceWindow: ArticleSummarySchema.nullable(),
  /** A few enabled service outlets of the window, leading to /serverDetail. */
  serviceOutlets: z.array(StationSummarySchema),
});
export type Home = z.infer<typeof HomeSchema>;
