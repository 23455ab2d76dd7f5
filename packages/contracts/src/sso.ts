import { z } from 'zod';

/** Unified authentication as GET /api/config announces it: the provider's display name, or null when none is set up. */
export const SsoSettingsSchema = z.object({ name: z.string() });
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/** GET /api/sso/authorize: where the browser goes to sign in at the provider. */
export const SsoAuthorizationSchema = z.object({ url: z.string(), state: z.string() });
export type SsoAuthorization = z.infer<typeof SsoAuthorizationSchema>;

/**
 * GET /api/oauth/check_user: the provider's authorization response as it reached /sso/login.
 * `iss` is forwarded when the provider sends it (RFC 9207), so the mix-up check can run.
 */
export const SsoCallbackQuerySchema = z.object({
  code: z.string().min(1, { error: 'validation.required' }).max(2048),
  state: z.string().min(1, { error: 'validation.required' }).max(512),
  iss: z.string().max(2048).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuerySchema>;

/**
 * The answer of check_user (code SSO_LINK_REQUIRED) when the provider's verified email belongs to
 * an existing account: the person proves they own it with its password before the two are linked.
 */
export const SsoLinkRequiredSchema = z.object({ ticket: z.string(), email: z.string() });
export type SsoLinkRequired = z.infer<typeof SsoLinkRequiredSchema>;

/** POST /api/sso/link: the ticket from check_user and the account's password (transport ciphertext). */
export const SsoLinkInputSchema = z.object({
  ticket: z.string().min(1).max(128),
  password: z.string().min(1, { error: 'validation.required' }).max(512),
});
export type SsoLinkInput = z.infer<typeof SsoLinkInputSchema>;

/** How long a started SSO login and a link ticket stay usable. */
export const SSO_STATE_TTL_MINUTES = 10;
/** Password attempts one link ticket allows (each failure also counts toward the account's lock). */
export const SSO_LINK_ATTEMPTS = 3;
