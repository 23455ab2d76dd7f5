import type {
  ApplicationKindKey,
  MailSettings,
  MailSettingsInputSchema,
  NotificationKind,
  SmsEvent,
  SmsSettings,
  SmsSettingsInputSchema,
} from '@cityip/contracts';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.js';
import { maskSecret, type SecretBox } from '../../lib/secret-box.js';
import { notificationSettings } from './notifications.tables.js';

type ValidMailInput = z.output<typeof MailSettingsInputSchema>;
type ValidSmsInput = z.output<typeof SmsSettingsInputSchema>;

/** The mailbox settings as stored: everything but the password, which is sealed apart. */
export type StoredMailSettings = Omit<ValidMailInput, 'password'>;
/** The SMS platform as stored: everything but the secret, which is sealed apart. */
export type StoredSmsSettings = Omit<ValidSmsInput, 'secret'>;

/** A channel's settings with its secret opened, for the senders only (never for the API). */
export interface Unsealed<T> {
  content: T;
  /** The plain password or secret; empty when none is stored. */
  secret: string;
}

async function settingsRow(db: Db, kind: NotificationKind) {
  const [row] = await db.select().from(notificationSettings).where(eq(notificationSettings.kind, kind));
  return row ?? null;
}

/**
 * Saves a channel's settings. A blank secret keeps the stored one (the screen never receives it
 * back); a new one is sealed before it reaches the database.
 */
async function saveSettings(
  db: Db,
  secrets: SecretBox,
  kind: NotificationKind,
  content: StoredMailSettings | StoredSmsSettings,
  secret: string,
) {
  const now = new Date();
  const sealed = secret === '' ? undefined : secrets.seal(secret);
  const [row] = await db
    .insert(notificationSettings)
    .values({ kind, content, secret: sealed ?? null, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationSettings.kind,
      set: { content, updatedAt: now, ...(sealed === undefined ? {} : { secret: sealed }) },
    })
    .returning();
  if (!row) throw new Error('upsert returned no row');
  return row;
}

/** Whether a password or secret is stored for `kind` (a blank one in a save keeps it). */
export async function hasStoredSecret(db: Db, kind: NotificationKind): Promise<boolean> {
  return Boolean((await settingsRow(db, kind))?.secret);
}

function openSecret(secrets: SecretBox, sealed: string | null): string {
  return sealed ? secrets.open(sealed) : '';
}

// ---- Mailbox ----------------------------------------------------------------------------------

/** What the screen shows before the mailbox is first saved: a submission port with STARTTLS. */
const EMPTY_MAIL: StoredMailSettings = {
  host: '',
  port: 587,
  security: 'starttls',
  user: '',
  fromAddress: '',
  fromName: '',
  defaultForward: '',
  forwards: {},
};

export async function getMailSettings(db: Db, secrets: SecretBox): Promise<MailSettings> {
  const row = await settingsRow(db, 'mail');
  if (!row) return { ...EMPTY_MAIL, passwordMasked: null, updatedAt: null };
  return {
    ...(row.content as StoredMailSettings),
    passwordMasked: maskSecret(openSecret(secrets, row.secret)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveMailSettings(db: Db, secrets: SecretBox, input: ValidMailInput): Promise<MailSettings> {
  const { password, ...content } = input;
  // Kinds without addresses are dropped, so "no own address" has one form: absent.
  content.forwards = Object.fromEntries(Object.entries(content.forwards).filter(([, list]) => list.length > 0));
  await saveSettings(db, secrets, 'mail', content, password);
  return getMailSettings(db, secrets);
}

/** The SMTP account for the mail sender, or null until the mailbox is configured. */
export async function mailAccount(db: Db, secrets: SecretBox): Promise<Unsealed<StoredMailSettings> | null> {
  const row = await settingsRow(db, 'mail');
  if (!row) return null;
  return { content: row.content as StoredMailSettings, secret: openSecret(secrets, row.secret) };
}

/**
 * Where a new application of `kind` is forwarded: the kind's own addresses, else the default
 * forwarding mailbox; [] when neither is configured.
 */
export async function forwardAddresses(db: Db, kind: ApplicationKindKey): Promise<string[]> {
  const row = await settingsRow(db, 'mail');
  if (!row) return [];
  const content = row.content as StoredMailSettings;
  const own = content.forwards[kind] ?? [];
  if (own.length > 0) return own;
  return content.defaultForward ? [content.defaultForward] : [];
}

// ---- SMS platform -----------------------------------------------------------------------------

const EMPTY_TEMPLATES: Record<SmsEvent, string> = {
  verificationCode: '',
  applicationStatus: '',
  authenticationResult: '',
  consultation: '',
  test: '',
};

export async function getSmsSettings(db: Db, secrets: SecretBox): Promise<SmsSettings> {
  const row = await settingsRow(db, 'sms');
  if (!row) {
    return {
      enabled: false,
      provider: '',
      endpoint: '',
      keyId: '',
      secretMasked: null,
      signature: '',
      templates: EMPTY_TEMPLATES,
      updatedAt: null,
    };
  }
  const content = row.content as StoredSmsSettings;
  return {
    ...content,
    // Settings saved before an event was added (the consultation notice of issue 25) lack its template.
    templates: { ...EMPTY_TEMPLATES, ...content.templates },
    secretMasked: maskSecret(openSecret(secrets, row.secret)),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function saveSmsSettings(db: Db, secrets: SecretBox, input: ValidSmsInput): Promise<SmsSettings> {
  const { secret, ...content } = input;
  await saveSettings(db, secrets, 'sms', content, secret);
  return getSmsSettings(db, secrets);
}

/**
 * The HTTP SMS platform when it is enabled and has a secret to sign with; null otherwise, and
 * SMS are then written to the server log (demo mode).
 */
export async function smsPlatform(db: Db, secrets: SecretBox): Promise<Unsealed<StoredSmsSettings> | null> {
  const row = await settingsRow(db, 'sms');
  if (!row?.secret || !(row.content as StoredSmsSettings).enabled) return null;
  return { content: row.content as StoredSmsSettings, secret: secrets.open(row.secret) };
}

/** Whether an HTTP SMS platform is configured and enabled (phone verification depends on it). */
export async function smsPlatformEnabled(db: Db): Promise<boolean> {
  const row = await settingsRow(db, 'sms');
  return Boolean(row?.secret && (row.content as StoredSmsSettings).enabled);
}
