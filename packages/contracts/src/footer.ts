import { z } from 'zod';
import { FileRefSchema } from './files.js';
import { LinkGroupSchema } from './links.js';

const text = (max: number) => z.string().trim().max(max, { error: 'validation.tooLong' }).default('');

/** The footer (one per site): organiser, contacts, filing numbers, QR codes, copyright, link groups. */
export const FooterInputSchema = z.object({
  organiser: z.string().trim().min(1, { error: 'validation.required' }).max(100, { error: 'validation.tooLong' }),
  undertaker: text(100),
  address: text(200),
  phone: text(50),
  email: z.union([z.literal(''), z.string().trim().email({ error: 'validation.email' }).max(254)]).default(''),
  icpNumber: text(50),
  /** 公安备案号 (public-security filing number). */
  psbNumber: text(50),
  qrCodes: z
    .array(
      z.object({ label: z.string().trim().min(1, { error: 'validation.required' }).max(50), image: FileRefSchema }),
    )
    .max(4)
    .default([]),
  copyright: text(200),
  /** Which jump-link groups the footer lists, in order. */
  linkGroups: z.array(LinkGroupSchema).max(3).default([]),
});
export type FooterInput = z.input<typeof FooterInputSchema>;
export const FooterSchema = FooterInputSchema.extend({ updatedAt: z.string().nullable() });
export type Footer = z.infer<typeof FooterSchema>;
