import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type AccountRole, type CityMap, type CityProfile, PASSWORD_MAX_LENGTH, TEXT_LIMITS } from '@cityip/contracts';
import { z } from 'zod';
import { loadCityMap } from './city/city-map.js';
import { loadCityProfile } from './city/city-profile.js';
import { StaffTotpRolesSetting } from './features/second-factor/second-factor-policy.js';
import { invalidAllowEntries } from './lib/outbound/outbound-policy.js';

/** The repository root, so default paths do not depend on which directory `npm start` runs in. */
const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Documented demo secrets: fine on a laptop, refused with NODE_ENV=production. */
export const DEMO_SECRETS = {
  LOGIN_AES_KEY: 'cityip-demo-key!',
  CLIENT_SECRET: 'cityip-demo-client-secret',
  VISITOR_PASSWORD: 'Visitor@12345',
  ADMIN_PASSWORD: 'Admin@12345',
  DATA_ENCRYPTION_KEY: 'cityip-demo-data-encryption-key',
} as const;

/** The documented demo admin login; a database seeded in demo mode keeps it under this email. */
export const DEMO_ADMIN_EMAIL = 'admin@demo.local';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

const booleanText = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => ['true', '1', 'yes'].includes(v));

const int = (fallback: number, min = 0) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).default(fallback));

const text = (fallback: string) => z.preprocess(emptyToUndefined, z.string().default(fallback));

/** A setting the API repeats (GET /api/config, account lists): no longer than the answer states. */
const shownText = (fallback: string, max: number) =>
  text(fallback).pipe(z.string().max(max, { error: `must be at most ${max} characters` }));

/**
 * A password an account signs in with: no longer than the login form and its transport cipher
 * take, or the account could never sign in.
 */
const loginPassword = (fallback: string) =>
  text(fallback).pipe(
    z
      .string()
      .min(8)
      .max(PASSWORD_MAX_LENGTH, { error: `must be at most ${PASSWORD_MAX_LENGTH} characters` }),
  );

/** TRUST_PROXY: true/false, a hop count, or a comma-separated list of proxy addresses. */
const trustProxy = z.preprocess(
  emptyToUndefined,
  z
    .string()
    .default('false')
    .transform((value): boolean | number | string[] => {
      if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
      if (/^\d+$/.test(value)) return Number(value);
      return value.split(',').map((part) => part.trim());
    }),
);

/**
 * OUTBOUND_ALLOW_HOSTS: host names, addresses and CIDR ranges the server may call although they
 * are loopback or private (the SSRF guard refuses them otherwise); comma-separated.
 */
const outboundAllowHosts = text('')
  .transform((value) =>
    value
      .split(',')
      .map((entry) => entry.trim())
      .filter((entry) => entry !== ''),
  )
  .superRefine((entries, ctx) => {
    const invalid = invalidAllowEntries(entries);
    if (invalid.length > 0) {
      ctx.addIssue({ code: 'custom', message: `not a host name, address or CIDR range: ${invalid.join(', ')}` });
    }
  });

/** CORS_ORIGINS: comma-separated origins such as `https://portal.example.gov.cn`, no paths or wildcards. */
const corsOrigins = z.preprocess(
  (value) =>
    typeof value === 'string'
      ? value
          .split(',')
          .map((item) => item.trim())
          .filter(Boolean)
      : [],
  z.array(
    z
      .url({ protocol: /^https?$/, error: 'must be origins such as https://portal.example.gov.cn' })
      .refine((value) => new URL(value).origin === value.replace(/\/$/, ''), {
        error: 'must be bare origins (scheme, host and port, no path)',
      })
      .transform((value) => new URL(value).origin),
  ),
);

const EnvSchema = z.object({
  NODE_ENV: z.preprocess(emptyToUndefined, z.enum(['development', 'production', 'test']).default('development')),
  PORT: int(3000, 0).pipe(z.number().max(65535)),
  HOST: text('0.0.0.0'),
  DATABASE_URL: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, { error: 'must be a postgres:// or postgresql:// URL (leave it empty for PGlite)' })
      .optional(),
  ),
  DATA_DIR: z.preprocess(emptyToUndefined, z.string().optional()),
  LOGIN_AES_KEY: text(DEMO_SECRETS.LOGIN_AES_KEY).refine((key) => [16, 24, 32].includes(Buffer.byteLength(key)), {
    error: 'must be 16, 24 or 32 bytes long (AES-128/192/256)',
  }),
  CLIENT_ID: shownText('cityip-portal', TEXT_LIMITS.code),
  CLIENT_SECRET: text(DEMO_SECRETS.CLIENT_SECRET).pipe(z.string().min(16, { error: 'must be at least 16 characters' })),
  ACCESS_TOKEN_TTL_SECONDS: int(7200, 5),
  VISITOR_EMAIL: z.preprocess(emptyToUndefined, z.email().default('visitor@demo.local')),
  VISITOR_PASSWORD: loginPassword(DEMO_SECRETS.VISITOR_PASSWORD),
  ADMIN_EMAIL: z.preprocess(emptyToUndefined, z.email().max(TEXT_LIMITS.email).default(DEMO_ADMIN_EMAIL)),
  ADMIN_PASSWORD: loginPassword(DEMO_SECRETS.ADMIN_PASSWORD),
  DEMO_SEED: z.preprocess(emptyToUndefined, booleanText.optional()),
  DEMO_PATENTS: int(20_000, 0),
  LOG_LEVEL: z.preprocess(
    emptyToUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  RATE_LIMIT_WINDOW_SECONDS: int(60, 1),
  RATE_LIMIT_LOGIN: int(20, 1),
  RATE_LIMIT_CAPTCHA: int(60, 1),
  RATE_LIMIT_TOKEN: int(120, 1),
  RATE_LIMIT_API: int(1200, 1),
  BODY_LIMIT_BYTES: int(1024 * 1024, 1024),
  TRUST_PROXY: trustProxy,
  WEB_DIST: z.preprocess(emptyToUndefined, z.string().optional()),
  CITY_NAME: shownText('示范市', TEXT_LIMITS.name),
  CITY_NAME_EN: shownText('Demo City', TEXT_LIMITS.name),
  CITY_PROFILE: z.preprocess(emptyToUndefined, z.string().optional()),
  CITY_MAP: z.preprocess(emptyToUndefined, z.string().optional()),
  CITY_MAP_PROPERTY: text('name'),
  CITY_MAP_REVIEW_NUMBER: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  DATA_ENCRYPTION_KEY: text(DEMO_SECRETS.DATA_ENCRYPTION_KEY).pipe(
    z.string().min(24, { error: 'must be at least 24 characters' }),
  ),
  PUBLIC_URL: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).default('http://localhost:3000')),
  OIDC_ISSUER: z.preprocess(emptyToUndefined, z.url({ protocol: /^https?$/ }).optional()),
  OIDC_CLIENT_ID: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_CLIENT_SECRET: z.preprocess(emptyToUndefined, z.string().optional()),
  OIDC_NAME: shownText('统一身份认证', TEXT_LIMITS.name),
  ARGON2_MEMORY_KIB: int(19456, 8),
  ARGON2_TIME_COST: int(2, 1),
  ARGON2_PARALLELISM: int(1, 1),
  STAFF_TOTP_ROLES: StaffTotpRolesSetting,
  STAFF_IDLE_TIMEOUT_MINUTES: int(30, 1).pipe(z.number().max(24 * 60, { error: 'must be at most 1440 (a day)' })),
  STAFF_SESSION_ABSOLUTE_HOURS: int(12, 1).pipe(z.number().max(24 * 365, { error: 'must be at most 8760 (a year)' })),
  SESSION_ABSOLUTE_HOURS: int(168, 1).pipe(z.number().max(24 * 365, { error: 'must be at most 8760 (a year)' })),
  OUTBOUND_ALLOW_HOSTS: outboundAllowHosts,
  OUTBOUND_TIMEOUT_MS: int(10_000, 100),
  CODE_ANSWER_FLOOR_MS: int(300, 0).pipe(z.number().max(5000, { error: 'must be at most 5000' })),
  RATE_LIMIT_SUBMIT: int(10, 1),
  STAFF_PASSWORD_MAX_AGE_DAYS: int(90, 0).pipe(z.number().max(3650, { error: 'must be at most 3650 (ten years)' })),
  CORS_ORIGINS: corsOrigins,
  EXPORT_DAILY_ROWS: int(500_000, 0).pipe(z.number().max(100_000_000, { error: 'must be at most 100000000' })),
});

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  /** node-postgres connection string; undefined means embedded PGlite under `dataDir`. */
  databaseUrl: string | undefined;
  /** Absolute directory for PGlite and stored files. */
  dataDir: string;
  loginAesKey: string;
  clientId: string;
  clientSecret: string;
  accessTokenTtlSeconds: number;
  /** Refresh tokens live twice as long as access tokens (spec section 9). */
  refreshTokenTtlSeconds: number;
  visitorEmail: string;
  visitorPassword: string;
  adminEmail: string;
  adminPassword: string;
  demoSeed: boolean;
  /** Generated patents a demo start loads once (0: none). */
  demoPatents: number;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  rateLimitWindowSeconds: number;
  rateLimitLogin: number;
  rateLimitCaptcha: number;
  rateLimitToken: number;
  /** Requests per window and IP on every other /api route together (OWASP API4: no unmetered endpoint). */
  rateLimitApi: number;
  bodyLimitBytes: number;
  trustProxy: boolean | number | string[];
  /** Absolute path of the built SPA (apps/web/dist). */
  webDist: string;
  cityName: string;
  /** The city's name in the English UI. */
  cityNameEn: string;
  /** Districts and key industries: the JSON file at CITY_PROFILE, else the demo city's. */
  cityProfile: CityProfile;
  /** District boundaries: the GeoJSON at CITY_MAP with its review number, else the generated schematic map. */
  cityMap: CityMap;
  argon2: { memoryCost: number; timeCost: number; parallelism: number };
  /** Roles that sign in with password + TOTP (STAFF_TOTP_ROLES; empty: nobody). */
  staffTotpRoles: readonly AccountRole[];
  /** Key material for personal data and provider secrets encrypted at rest (lib/secret-box.ts). */
  dataEncryptionKey: string;
  /** Where citizens reach the portal: links in mails and the SSO redirect address are built on it. */
  publicUrl: string;
  /** The external OpenID Connect provider of unified authentication; null when none is configured. */
  oidc: { issuer: string; clientId: string; clientSecret: string; name: string } | null;
  /** A staff session (bus, admin…) unused this long is refused; its refresh token too. */
  staffIdleTimeoutMinutes: number;
  /** A login of a staff role ends this long after the password was given, refreshed or not. */
  staffSessionAbsoluteHours: number;
  /** A login of any other registered user ends this long after the password was given. */
  sessionAbsoluteHours: number;
  /** Host names, addresses and CIDR ranges outbound calls may reach although not public (SSRF guard). */
  outboundAllowHosts: string[];
  /** How long a mail server or SMS gateway may take to connect or answer before the send counts as failed. */
  outboundTimeoutMs: number;
  /**
   * The code-sending routes answer no sooner than this, so a registered address (code and mail
   * written) and an unknown one (nothing to send) take the same time (security case 5).
   */
  codeAnswerFloorMs: number;
  /** Application submissions (and resubmissions) per window and IP. */
  rateLimitSubmit: number;
  /** Days after which a staff password must be changed at the next login (security case 2); 0: never. */
  staffPasswordMaxAgeDays: number;
  /** Origins (scheme://host[:port]) that may call the API from a browser (CORS); empty: none. */
  corsOrigins: string[];
  /** Rows one account may export per day in background exports (issue 26); 0 turns them off. */
  exportDailyRows: number;
}

/** A configuration problem, with every bad setting named. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET come together or not at all. */
function oidcOf(e: z.infer<typeof EnvSchema>): Config['oidc'] {
  const given = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (given.every((value) => value === undefined)) return null;
  if (!e.OIDC_ISSUER || !e.OIDC_CLIENT_ID || !e.OIDC_CLIENT_SECRET) {
    throw new ConfigError(
      'Invalid configuration:\n  OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET must be set together',
    );
  }
  return { issuer: e.OIDC_ISSUER, clientId: e.OIDC_CLIENT_ID, clientSecret: e.OIDC_CLIENT_SECRET, name: e.OIDC_NAME };
}

/** Parses the environment into a typed Config; throws ConfigError naming each bad setting. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const config: Config = {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dataDir: e.DATA_DIR ? resolve(process.cwd(), e.DATA_DIR) : resolve(REPO_ROOT, 'data'),
    loginAesKey: e.LOGIN_AES_KEY,
    clientId: e.CLIENT_ID,
    clientSecret: e.CLIENT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS * 2,
    visitorEmail: e.VISITOR_EMAIL.toLowerCase(),
    visitorPassword: e.VISITOR_PASSWORD,
    adminEmail: e.ADMIN_EMAIL.toLowerCase(),
    adminPassword: e.ADMIN_PASSWORD,
    demoSeed: e.DEMO_SEED ?? e.NODE_ENV !== 'production',
    demoPatents: e.DEMO_PATENTS,
    logLevel: e.LOG_LEVEL,
    rateLimitWindowSeconds: e.RATE_LIMIT_WINDOW_SECONDS,
    rateLimitLogin: e.RATE_LIMIT_LOGIN,
    rateLimitCaptcha: e.RATE_LIMIT_CAPTCHA,
    rateLimitToken: e.RATE_LIMIT_TOKEN,
    rateLimitApi: e.RATE_LIMIT_API,
    bodyLimitBytes: e.BODY_LIMIT_BYTES,
    trustProxy: e.TRUST_PROXY,
    webDist: e.WEB_DIST ? resolve(process.cwd(), e.WEB_DIST) : resolve(REPO_ROOT, 'apps/web/dist'),
    cityName: e.CITY_NAME,
    cityNameEn: e.CITY_NAME_EN,
    cityProfile: loadCityProfile(e.CITY_PROFILE && resolve(process.cwd(), e.CITY_PROFILE)),
    // Set below: the map is checked against the profile's districts, so it is loaded after them.
    cityMap: { source: 'generated', reviewNumber: null, geoJson: { type: 'FeatureCollection', features: [] } },
    argon2: { memoryCost: e.ARGON2_MEMORY_KIB, timeCost: e.ARGON2_TIME_COST, parallelism: e.ARGON2_PARALLELISM },
    staffTotpRoles: e.STAFF_TOTP_ROLES,
    dataEncryptionKey: e.DATA_ENCRYPTION_KEY,
    publicUrl: e.PUBLIC_URL.replace(/\/+$/, ''),
    oidc: oidcOf(e),
    staffIdleTimeoutMinutes: e.STAFF_IDLE_TIMEOUT_MINUTES,
    staffSessionAbsoluteHours: e.STAFF_SESSION_ABSOLUTE_HOURS,
    sessionAbsoluteHours: e.SESSION_ABSOLUTE_HOURS,
    outboundAllowHosts: e.OUTBOUND_ALLOW_HOSTS,
    outboundTimeoutMs: e.OUTBOUND_TIMEOUT_MS,
    codeAnswerFloorMs: e.CODE_ANSWER_FLOOR_MS,
    rateLimitSubmit: e.RATE_LIMIT_SUBMIT,
    staffPasswordMaxAgeDays: e.STAFF_PASSWORD_MAX_AGE_DAYS,
    corsOrigins: e.CORS_ORIGINS,
    exportDailyRows: e.EXPORT_DAILY_ROWS,
  };
  try {
    config.cityMap = loadCityMap(config.cityProfile, {
      path: e.CITY_MAP && resolve(process.cwd(), e.CITY_MAP),
      property: e.CITY_MAP_PROPERTY,
      reviewNumber: e.CITY_MAP_REVIEW_NUMBER,
    });
  } catch (error) {
    throw new ConfigError((error as Error).message);
  }
  assertProductionSecrets(config);
  return config;
}

/** Demo secrets still in use, by environment variable name. */
export function demoSecretsInUse(config: Config): string[] {
  const current: Record<keyof typeof DEMO_SECRETS, string> = {
    LOGIN_AES_KEY: config.loginAesKey,
    CLIENT_SECRET: config.clientSecret,
    VISITOR_PASSWORD: config.visitorPassword,
    ADMIN_PASSWORD: config.adminPassword,
    DATA_ENCRYPTION_KEY: config.dataEncryptionKey,
  };
  return (Object.keys(DEMO_SECRETS) as (keyof typeof DEMO_SECRETS)[]).filter(
    (name) => current[name] === DEMO_SECRETS[name],
  );
}

function assertProductionSecrets(config: Config): void {
  if (config.nodeEnv !== 'production') return;
  const inUse = demoSecretsInUse(config);
  if (inUse.length > 0) {
    throw new ConfigError(
      `Refusing to start with NODE_ENV=production while demo secrets are in use; set your own ${inUse.join(', ')}.`,
    );
  }
}
