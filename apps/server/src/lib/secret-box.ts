import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts personal data and provider secrets before they are stored (ID numbers, SMTP and SMS
 * secrets), so a copy of the database alone does not disclose them.
 */
export interface SecretBox {
  /** AES-256-GCM under the data key: `v1.` + base64url(iv ‖ tag ‖ ciphertext); a new IV every call. */
  seal(plain: string): string;
  /** The plain text of a value `seal` produced; throws when it was altered or sealed under another key. */
  open(sealed: string): string;
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** A secret box keyed by DATA_ENCRYPTION_KEY (hashed to the 32 bytes AES-256 takes). */
export function secretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(`cityip-data-key:${keyMaterial}`).digest();
  return {
    seal(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return VERSION + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
      const raw = Buffer.from(sealed.slice(VERSION.length), 'base64url');
      const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
      decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
      return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
    },
  };
}

/**
 * What every sealed value starts with, so a query can find values stored in the clear before a
 * column began to be sealed (plain phone numbers, ID numbers never start with it).
 */
export const SEALED_PREFIX = VERSION;

/** `seal` for an optional column: an absent or empty value is stored as null. */
export function sealOptional(box: SecretBox, plain: string | null | undefined): string | null {
  return plain ? box.seal(plain) : null;
}

/** `open` for an optional column: null stays null. */
export function openOptional(box: SecretBox, sealed: string | null): string | null {
  return sealed === null ? null : box.open(sealed);
}

/** How a stored secret is shown back in settings screens: never the value, only its last four characters. */
export function maskSecret(value: string | null | undefined): string | null {
  if (!value) return null;
  return `****${value.slice(-4)}`;
}
