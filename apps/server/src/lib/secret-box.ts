import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

/**
 * Encrypts personal data and provider secrets before they are stored (ID numbers, SMTP and SMS
 * secrets, citizens' uploaded files), so a copy of the database or the file storage alone does
 * not disclose them.
 */
export interface SecretBox {
  /** AES-256-GCM under the data key: `v1.` + base64url(iv ‖ tag ‖ ciphertext); a new IV every call. */
  seal(plain: string): string;
  /** The plain text of a value `seal` produced; throws when it was altered or sealed under another key. */
  open(sealed: string): string;
  /** The same for file bytes: `CIPB1` ‖ iv ‖ tag ‖ ciphertext. */
  sealBytes(plain: Uint8Array): Buffer;
  /** The bytes `sealBytes` sealed; throws when they were altered, sealed under another key or never sealed. */
  openBytes(sealed: Uint8Array): Buffer;
}

const VERSION = 'v1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Marks sealed file bytes, so a file stored in the clear is refused rather than served as garbage. */
const BYTES_MAGIC = Buffer.from('CIPB1', 'ascii');

/** A secret box keyed by DATA_ENCRYPTION_KEY (hashed to the 32 bytes AES-256 takes). */
export function secretBox(keyMaterial: string): SecretBox {
  const key = createHash('sha256').update(`cityip-data-key:${keyMaterial}`).digest();
  const encrypt = (plain: Uint8Array): Buffer => {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    const body = Buffer.concat([cipher.update(plain), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]);
  };
  const decrypt = (raw: Uint8Array): Buffer => {
    const decipher = createDecipheriv('aes-256-gcm', key, raw.subarray(0, IV_BYTES));
    decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
  };
  return {
    seal: (plain) => VERSION + encrypt(Buffer.from(plain, 'utf8')).toString('base64url'),
    open(sealed) {
      if (!sealed.startsWith(VERSION)) throw new Error('not a sealed value');
      return decrypt(Buffer.from(sealed.slice(VERSION.length), 'base64url')).toString('utf8');
    },
    sealBytes: (plain) => Buffer.concat([BYTES_MAGIC, encrypt(plain)]),
    openBytes(sealed) {
      if (!BYTES_MAGIC.equals(sealed.subarray(0, BYTES_MAGIC.length))) throw new Error('not sealed bytes');
      return decrypt(sealed.subarray(BYTES_MAGIC.length));
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
