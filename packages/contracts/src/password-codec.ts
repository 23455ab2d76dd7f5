import AES from 'crypto-js/aes.js';
import Base64 from 'crypto-js/enc-base64.js';
import Utf8 from 'crypto-js/enc-utf8.js';
import ECB from 'crypto-js/mode-ecb.js';
import Pkcs7 from 'crypto-js/pad-pkcs7.js';
import { PASSWORD_SUFFIX_LENGTH } from './constants.js';

const SUFFIX_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random suffix from the platform's secure random source. */
export function randomSuffix(): string {
  const bytes = new Uint8Array(PASSWORD_SUFFIX_LENGTH);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => SUFFIX_ALPHABET[b % SUFFIX_ALPHABET.length]).join('');
}

/**
 * Encrypts a password for transport as spec section 9 says: AES-ECB with PKCS7 padding under the
 * configured key, over the UTF-8 of `password + 4 random characters`, base64 encoded.
 */
export function encryptPassword(password: string, key: string, suffix = randomSuffix()): string {
  const cipher = AES.encrypt(Utf8.parse(password + suffix), Utf8.parse(key), { mode: ECB, padding: Pkcs7 });
  return cipher.ciphertext.toString(Base64);
}

/**
 * Reverses {@link encryptPassword}: returns the password without its suffix, or null when the
 * text is not a ciphertext of that key (wrong key, bad padding, not base64, too short).
 */
export function decryptPassword(ciphertext: string, key: string): string | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(ciphertext) || ciphertext.length % 4 !== 0) return null;
  try {
    const plain = AES.decrypt(ciphertext, Utf8.parse(key), { mode: ECB, padding: Pkcs7 }).toString(Utf8);
    if (plain.length < PASSWORD_SUFFIX_LENGTH) return null;
    return plain.slice(0, -PASSWORD_SUFFIX_LENGTH);
  } catch {
    // Malformed UTF-8 after decryption means the key or the ciphertext is wrong.
    return null;
  }
}
