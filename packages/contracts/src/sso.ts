import { z } from 'zod';
import { LoginPasswordCipherSchema, TICKET_MAX_LENGTH, TicketSchema } from './password-policy.js';
import { TEXT_LIMITS } from './text-limits.js';

/** Unified authentication as GET /api/config announces it: the provider's display name, or null when none is set up. */
export const SsoSettingsSchema = z.object({ name: z.string().max(TEXT_LIMITS.name) });
export type SsoSettings = z.infer<typeof SsoSettingsSchema>;

/**
 * The longest authorization code or issuer a provider's answer may carry back: RFC 6749 leaves
 * the code's length to the provider, so room for a structured (JWT-like) one.
 */
export const SSO_CALLBACK_VALUE_MAX_LENGTH = 2048;

/** GET /api/sso/authorize: where the browser goes to sign in at the provider. */
export const SsoAuthorizationSchema = z.object({
  /** The provider's sign-in address with the request's parameters; a longer one is refused as a setup fault. */
  url: z.string().max(TEXT_LIMITS.url),
  state: z.string().max(TEXT_LIMITS.token),
});
export type SsoAuthorization = z.infer<typeof SsoAuthorizationSchema>;

/**
 * GET /api/oauth/check_user: the provider's authorization response as it reached /sso/login.
 * `iss` is forwarded when the provider sends it (RFC 9207), so the mix-up check can run.
 */
export const SsoCallbackQuerySchema = z.object({
  code: z
    .string()
    .min(1, { error: 'validation.required' })
    .max(SSO_CALLBACK_VALUE_MAX_LENGTH, { error: 'validation.tooLong' }),
  state: z.string().min(1, { error: 'validation.required' }).max(TEXT_LIMITS.token, { error: 'validation.tooLong' }),
  iss: z.string().max(SSO_CALLBACK_VALUE_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
});
export type SsoCallbackQuery = z.infer<typeof SsoCallbackQuerySchema>;

/**
 * The answer of check_user (code SSO_LINK_REQUIRED) when the provider's verified email belongs to
 * an existing account: the person proves they own it with its password before the two are linked.
 */
export const SsoLinkRequiredSchema = z.object({
  ticket: z.string().max(TICKET_MAX_LENGTH),
  email: z.string().max(TEXT_LIMITS.email),
});
export type SsoLinkRequired = z.infer<typeof SsoLinkRequiredSchema>;

/** POST /api/sso/link: the ticket from check_user and the account's password (transport ciphertext). */
export const SsoLinkInputSchema = z.object({ ticket: TicketSchema, password: LoginPasswordCipherSchema });
export type SsoLinkInput = z.infer<typeof SsoLinkInputSchema>;

/** How long a started SSO login and a link ticket stay usable. */
export const SSO_STATE_TTL_MINUTES = 10;
/** Password attempts one link ticket allows (each failure also counts toward the account's lock). */
export const SSO_LINK_ATTEMPTS = 3;
