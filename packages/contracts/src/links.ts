import { z } from 'zod';
import { HttpUrlSchema } from './content.js';
import { FileRefSchema } from './files.js';

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

export const LinkInputSchema = z.object({
  name: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  url: HttpUrlSchema,
  group: LinkGroupSchema,
  /** Which menu entry this platform link serves (only for group `platform`). */
  menuKey: PlatformLinkKeySchema.nullable().default(null),
  icon: FileRefSchema.nullable().default(null),
  sortOrder: z.coerce.number().int().min(0).max(9999).default(0),
  enabled: z.boolean().default(true),
});
export type LinkInput = z.input<typeof LinkInputSchema>;

export const LinkSchema = z.object({
  id: z.string(),
  name: z.string(),
  url: z.string(),
  group: LinkGroupSchema,
  menuKey: PlatformLinkKeySchema.nullable(),
  icon: FileRefSchema.nullable(),
  sortOrder: z.number().int(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type Link = z.infer<typeof LinkSchema>;

export const LinkListQuerySchema = z.object({
  group: LinkGroupSchema.optional(),
  keyword: z.string().trim().max(100).optional(),
});
