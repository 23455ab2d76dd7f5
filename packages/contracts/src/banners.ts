import { z } from 'zod';
import { DateTimeSchema } from './content.js';
import { FileRefSchema } from './files.js';

/** Where a banner leads: nowhere, a route of the portal, or a jump link. */
export const BANNER_LINK_TYPES = ['none', 'route', 'link'] as const;

export const BannerInputSchema = z
  .object({
    title: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
    image: FileRefSchema,
    linkType: z.enum(BANNER_LINK_TYPES).default('none'),
    /** An in-portal path starting with `/` (route) or a jump link id (link). */
    linkTarget: z.string().trim().max(500).default(''),
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
  id: z.string(),
  title: z.string(),
  image: FileRefSchema,
  linkType: z.enum(BANNER_LINK_TYPES),
  linkTarget: z.string(),
  /** Resolved address for the front site: the route, the jump link's URL, or null. */
  href: z.string().nullable(),
  sortOrder: z.number().int(),
  startAt: z.string().nullable(),
  endAt: z.string().nullable(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type Banner = z.infer<typeof BannerSchema>;
