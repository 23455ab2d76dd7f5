import { z } from 'zod';
import { CityProfileSchema } from './city.js';
import { MESSAGE_MAX_LENGTH } from './envelope.js';
import { TimeZoneSchema } from './opening-hours-schemas.js';
import { LoginPasswordCipherSchema } from './password-policy.js';
import { RoleSchema } from './role-schemas.js';
import { SsoSettingsSchema } from './sso.js';
import { TEXT_LIMITS } from './text-limits.js';
import { ACCOUNT_NAME_MAX_LENGTH, EmailAddressSchema } from './users.js';

/** The longest captcha answer a form sends (the image shows four characters). */
export const CAPTCHA_ANSWER_MAX_LENGTH = 16;
/**
 * The longest captcha image: svg-captcha draws four glyphs and two noise lines at 120×40 in
 * under 16,000 characters (measured over every glyph of the alphabet); four times that.
 */
export const CAPTCHA_SVG_MAX_LENGTH = 64 * 1024;
/** The longest AES key the config accepts (LOGIN_AES_KEY: 16, 24 or 32 bytes). */
export const AES_KEY_MAX_LENGTH = 32;

/** POST /api/login. `password` is the transport ciphertext (spec section 9), never plain text. */
export const LoginInputSchema = z.object({
  email: EmailAddressSchema,
  password: LoginPasswordCipherSchema,
  captchaId: z.string().max(TEXT_LIMITS.id, { error: 'validation.tooLong' }).optional(),
  captchaCode: z.string().max(CAPTCHA_ANSWER_MAX_LENGTH, { error: 'validation.tooLong' }).optional(),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;

/** The token fields of spec section 3; `expires_in` is in seconds. */
export const TokenPairSchema = z.object({
  token_type: z.literal('bearer'),
  access_token: z.string().max(TEXT_LIMITS.token),
  refresh_token: z.string().max(TEXT_LIMITS.token),
  expires_in: z.number().int(),
});
export type TokenPair = z.infer<typeof TokenPairSchema>;

/** Token without a refresh token (visitor and database tokens are simply fetched again). */
export const AccessTokenSchema = TokenPairSchema.omit({ refresh_token: true });
export type AccessToken = z.infer<typeof AccessTokenSchema>;

/** The caller: `userId` and `email` are empty for a visitor, `nickName` is then the role's label. */
export const UserInfoSchema = z.object({
  userId: z.string().max(TEXT_LIMITS.id),
  nickName: z.string().max(ACCOUNT_NAME_MAX_LENGTH),
  email: z.string().max(TEXT_LIMITS.email),
  role: RoleSchema,
  expiresIn: z.number().int(),
  loginType: z.enum(['password', 'visitor', 'sso']),
});
export type UserInfo = z.infer<typeof UserInfoSchema>;

/** Login response: the spec's `role`, `token`, `userName` beside `code` (ARCHITECTURE.md API contract). */
export const LoginResponseSchema = z.object({
  code: z.number().int(),
  msg: z.string().max(MESSAGE_MAX_LENGTH),
  role: RoleSchema,
  userName: UserInfoSchema.shape.nickName,
  token: TokenPairSchema,
  data: UserInfoSchema,
  /** Set when the token is only good for the second step (security case 3); absent otherwise. */
  mfaRequired: z.enum(['enrol', 'verify']).optional(),
});
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** What a refused login carries so the form can react (captcha, lock time). */
export const LoginRefusalSchema = z.object({
  captchaRequired: z.boolean(),
  lockedUntil: z.string().max(TEXT_LIMITS.dateTime).nullable(),
});
export type LoginRefusal = z.infer<typeof LoginRefusalSchema>;

export const CheckTokenInputSchema = z.object({
  token: z.string().max(TEXT_LIMITS.token, { error: 'validation.tooLong' }),
});
export const RefreshInputSchema = z.object({
  refresh_token: z.string().min(1).max(TEXT_LIMITS.token, { error: 'validation.tooLong' }),
});
export const EmailQuerySchema = z.object({ email: EmailAddressSchema });

/** GET /api/email: whether an address is already registered. */
export const EmailAvailabilitySchema = z.object({ taken: z.boolean() });

/** GET /api/config: the public runtime settings the SPA needs before anything else. */
export const PublicConfigSchema = z.object({
  /** Key of the password transport codec (spec section 9). */
  aesKey: z.string().max(AES_KEY_MAX_LENGTH),
  clientId: z.string().max(TEXT_LIMITS.code),
  cityName: z.string().max(TEXT_LIMITS.name),
  /** The city's name in the English interface. */
  cityNameEn: z.string().max(TEXT_LIMITS.name),
  /** Demo data is seeded (the UI says "demo data" where it shows figures). */
  demo: z.boolean(),
  /** The city's districts and key industries (names for facets, filters and maps), as its profile states them. */
  districts: CityProfileSchema.shape.districts,
  industries: CityProfileSchema.shape.industries,
  /**
   * The city's IANA time zone: opening times are shown in it. Optional on the wire so a client
   * (or a test double) without it falls back to DEFAULT_CITY_TIME_ZONE.
   */
  timeZone: TimeZoneSchema.optional(),
  /** Unified authentication (OpenID Connect) when configured, else null; optional on the wire like `timeZone`. */
  sso: SsoSettingsSchema.nullable().optional(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;

export const CaptchaSchema = z.object({
  captchaId: z.string().max(TEXT_LIMITS.id),
  svg: z.string().max(CAPTCHA_SVG_MAX_LENGTH),
});
export type Captcha = z.infer<typeof CaptchaSchema>;
