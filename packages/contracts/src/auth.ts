import { z } from 'zod';
import { DistrictSchema, IndustrySchema } from './city.js';
import { RoleSchema } from './role-schemas.js';
import { SsoSettingsSchema } from './sso.js';

const email = z.string().trim().toLowerCase().max(254).email({ error: 'validation.email' });

/** POST /api/login. `password` is the transport ciphertext (spec section 9), never plain text. */
export const LoginInputSchema = z.object({
  email,
  password: z.string().min(1, { error: 'validation.required' }).max(512),
  captchaId: z.string().max(64).optional(),
  captchaCode: z.string().max(16).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** The token fields of spec section 3; `expires_in` is in seconds. */
export const TokenPairSchema = z.object({
  token_type: z.literal('bearer'),
  access_token: z.string(),
  refresh_token: z.string(),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Token without a refresh token (visitor and database tokens are simply fetched again). */
export const AccessTokenSchema = TokenPairSchema.omit({ refresh_token: true });
export type AccessToken = z.infer<typeof AccessTokenSchema>;

export const UserInfoSchema = z.object({
  userId: z.string(),
  nickName: z.string(),
  email: z.string(),
  role: RoleSchema,
  expiresIn: z.number().int(),
  loginType: z.enum(['password', 'visitor', 'sso']),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Login response: the spec's `role`, `token`, `userName` beside `code` (ARCHITECTURE.md API contract). */
export const LoginResponseSchema = z.object({
  code: z.number().int(),
  msg: z.string(),
  role: RoleSchema,
  userName: z.string(),
  token: TokenPairSchema,
  data: UserInfoSchema,
  /** Set when the token is only good for the second step (security case 3); absent otherwise. */
  mfaRequired: z.enum(['enrol', 'verify']).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What a refused login carries so the form can react (captcha, lock time). */
export const LoginRefusalSchema = z.object({
  captchaRequired: z.boolean(),
  lockedUntil: z.string().nullable(),
});
export type LoginRefusal = z.infer<typeof LoginRefusalSchema>;

export const CheckTokenInputSchema = z.object({ token: z.string().max(512) });
export const RefreshInputSchema = z.object({ refresh_token: z.string().min(1).max(512) });
export const EmailQuerySchema = z.object({ email });

/** GET /api/email: whether an address is already registered. */
export const EmailAvailabilitySchema = z.object({ taken: z.boolean() });

/** GET /api/config: the public runtime settings the SPA needs before anything else. */
export const PublicConfigSchema = z.object({
  /** Key of the password transport codec (spec section 9). */
  aesKey: z.string(),
  clientId: z.string(),
  cityName: z.string(),
  /** The city's name in the English interface. */
  cityNameEn: z.string(),
  /** Demo data is seeded (the UI says "demo data" where it shows figures). */
  demo: z.boolean(),
  /** The city's districts and key industries (names for facets, filters and maps). */
  districts: z.array(DistrictSchema),
  industries: z.array(IndustrySchema),
  /**
   * The city's IANA time zone: opening times are shown in it. Optional on the wire so a client
   * (or a test double) without it falls back to DEFAULT_CITY_TIME_ZONE.
   */
  timeZone: z.string().optional(),
  /** Unified authentication (OpenID Connect) when configured, else null; optional on the wire like `timeZone`. */
  sso: SsoSettingsSchema.nullable().optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const CaptchaSchema = z.object({ captchaId: z.string(), svg: z.string() });
export type Captcha = z.infer<typeof CaptchaSchema>;
