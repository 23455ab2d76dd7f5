import { z } from 'zod';
import { DateTimeSchema, StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { FileRefSchema } from './files.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/** Where a banner leads: nowhere, a route of the portal, or a jump link. */
export const BANNER_LINK_TYPES = ['none', 'route', 'link'] as const;

/** The bounds of a banner's fields (the banner form counts to the same numbers). */
export const BANNER_LIMITS = {
  title: 100,
  /** An in-portal path with its query, or a jump link's id. */
  linkTarget: 500,
  /**
   * The most banners the site keeps, shown or not: the carousel shows a handful, this leaves room
   * for scheduled and retired ones, and every list of them fits one answer.
   */
  count: LIST_LIMITS.page,
} as const;

export const BannerInputSchema = z
  .object({
    title: z
      .string()
      .trim()
      .min(1, { error: 'validation.required' })
      .max(BANNER_LIMITS.title, { error: 'validation.tooLong' }),
    image: FileRefSchema,
    linkType: z.enum(BANNER_LINK_TYPES).default('none'),
    /** An in-portal path starting with `/` (route) or a jump link id (link). */
    linkTarget: z.string().trim().max(BANNER_LIMITS.linkTarget, { error: 'validation.tooLong' }).default(''),
    sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
    startAt: DateTimeSchema.nullable().default(null),
    endAt: DateTimeSchema.nullable().default(null),
    enabled: z.boolean().default(true),
  })
  .refine((input) => input.linkType !== 'route' || /^\/(?!\/)[^\s]*$/.test(input.linkTarget), {
    error: 'validation.internalRoute',
    path: ['linkTarget'],
  })
  .refine((input) => input.linkType !== 'link' || /^[0-9a-f-]{36}$/.test(input.linkTarget), {
    error: 'validation.required',
    path: ['linkTarget'],
  })
  .refine((input) => !input.startAt || !input.endAt || input.startAt <= input.endAt, {
    error: 'validation.dateRange',
    path: ['endAt'],
  });
export type BannerInput = z.input<typeof BannerInputSchema>;

export const BannerSchema = z.object({
  id: StoredIdSchema,
  title: boundedText(BANNER_LIMITS.title),
  image: FileRefSchema,
  linkType: z.enum(BANNER_LINK_TYPES),
  linkTarget: boundedText(BANNER_LIMITS.linkTarget),
  /** Resolved address for the front site: the route (a link target), the jump link's URL, or null. */
  href: boundedText(Math.max(BANNER_LIMITS.linkTarget, TEXT_LIMITS.url)).nullable(),
  sortOrder: z.number().int(),
  startAt: StoredDateTimeSchema.nullable(),
  endAt: StoredDateTimeSchema.nullable(),
  enabled: z.boolean(),
  updatedAt: StoredDateTimeSchema,
});
export type Banner = z.infer<typeof BannerSchema>;
/** Every banner, or those on show: never more than the site keeps. */
export const BannerListSchema = boundedList(BannerSchema, BANNER_LIMITS.count);
