import { z } from 'zod';
import { CONTENT_KEYWORD_MAX_LENGTH, HttpUrlSchema, StoredDateTimeSchema, StoredIdSchema } from './content.js';
import { FileRefSchema } from './files.js';
import { boundedList, boundedText, LIST_LIMITS, TEXT_LIMITS } from './text-limits.js';

/**
 * Jump-link groups: friendly links (home and footer), the government sites of the footer, and the
 * external platforms the top menu leads to.
 */
export const LINK_GROUPS = ['friendly', 'government', 'platform'] as const;
export const LinkGroupSchema = z.enum(LINK_GROUPS);
export type LinkGroup = z.infer<typeof LinkGroupSchema>;

/** Top-menu entries that lead outside the portal; a `platform` link with this key is their address. */
export const PLATFORM_LINK_KEYS = ['patentTransformation', 'evidencePreservation'] as const;
export const PlatformLinkKeySchema = z.enum(PLATFORM_LINK_KEYS);
export type PlatformLinkKey = z.infer<typeof PlatformLinkKeySchema>;

/** The bounds of a jump link's fields (the link form counts to the same numbers). */
export const LINK_LIMITS = {
  name: 100,
  /**
   * The most jump links the site keeps, of all groups: far more than a footer or a menu shows,
   * and the front site's settings carry them all in one answer.
   */
  count: LIST_LIMITS.page,
} as const;

export const LinkInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, { error: 'validation.required' })
    .max(LINK_LIMITS.name, { error: 'validation.tooLong' }),
  url: HttpUrlSchema,
  group: LinkGroupSchema,
  /**
   * Which menu entry this platform link serves (only for group `platform`). The keys and null as
   * one list, so the API document's default (null) is one of its values.
   */
  menuKey: z.literal([...PLATFORM_LINK_KEYS, null]).default(null),
  icon: FileRefSchema.nullable().default(null),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type LinkInput = z.input<typeof LinkInputSchema>;

export const LinkSchema = z.object({
  id: StoredIdSchema,
  name: boundedText(LINK_LIMITS.name),
  url: boundedText(TEXT_LIMITS.url),
  group: LinkGroupSchema,
  menuKey: PlatformLinkKeySchema.nullable(),
  icon: FileRefSchema.nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: StoredDateTimeSchema,
});
export type Link = z.infer<typeof LinkSchema>;
/** Every link, or those of a group or a search: never more than the site keeps. */
export const LinkListSchema = boundedList(LinkSchema, LINK_LIMITS.count);

export const LinkListQuerySchema = z.object({
  group: LinkGroupSchema.optional(),
  keyword: z.string().trim().max(CONTENT_KEYWORD_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
});
