import { z } from 'zod';
import { StoredDateTimeSchema } from './content.js';
import { FileRefSchema } from './files.js';
import { LINK_GROUPS, LinkGroupSchema } from './links.js';
import { boundedList, TEXT_LIMITS } from './text-limits.js';

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

/** The most QR codes the footer shows (its layout has room for four). */
const FOOTER_QR_CODES_MAX = 4;

/** The footer (one per site): organiser, contacts, filing numbers, QR codes, copyright, link groups. */
export const FooterInputSchema = z.object({
  organiser: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  undertaker: text(100),
  address: text(200),
  phone: text(50),
  email: z
    .union([
      z.literal(''),
      z.string().trim().email({ error: 'validation.email' }).max(TEXT_LIMITS.email, { error: 'validation.tooLong' }),
    ])
    .default(''),
  icpNumber: text(50),
  /** 公安备案号 (public-security filing number). */
  psbNumber: text(50),
  qrCodes: boundedList(
    z.object({
      label: z.string().trim().min(1, { error: 'validation.required' }).max(50, { error: 'validation.tooLong' }),
      image: FileRefSchema,
    }),
    FOOTER_QR_CODES_MAX,
  ).default([]),
  copyright: text(200),
  /** Which jump-link groups the footer lists, in order. */
  linkGroups: boundedList(LinkGroupSchema, LINK_GROUPS.length).default([]),
});
export type FooterInput = z.input<typeof FooterInputSchema>;
export const FooterSchema = FooterInputSchema.extend({ updatedAt: StoredDateTimeSchema.nullable() });
export type Footer = z.infer<typeof FooterSchema>;
