import { z } from 'zod';
import { BannerSchema } from './banners.js';
import { ArticleSummarySchema } from './content.js';
import { FooterSchema } from './footer.js';
import { LinkSchema } from './links.js';

/** What every front-site page needs from the site settings: the footer and the jump links. */
export const SiteSchema = z.object({
  footer: FooterSchema,
  links: z.array(LinkSchema),
});
export type Site = z.infer<typeof SiteSchema>;

/** The portal home's data in one call: banners on show, latest news per type, latest policies per level. */
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
  counts: z.object({ policies: z.number().int(), news: z.number().int(), guides: z.number().int() }),
  /** The service window's guide, the home page's teaser of where to get service in person. */
  serviceWindow: ArticleSummarySchema.nullable(),
});
export type Home = z.infer<typeof HomeSchema>;
