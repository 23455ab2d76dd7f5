import { createCipheriv, createDecipheriv } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { decryptPassword, encryptPassword, randomSuffix } from '../src/password-codec.js';

interface Vector {
  password: string;
  suffix: string;
  ciphertext_base64: string;
}
const vectors = JSON.parse(readFileSync(new URL('./password-transport-vectors.json', import.meta.url), 'utf8')) as {
  key: string;
  cases: Vector[];
};

// node:crypto (OpenSSL) is the independent implementation the browser codec must interoperate with.
const opensslEncrypt = (plain: string, key: string) => {
  const cipher = createCipheriv(`aes-${key.length * 8}-ecb`, Buffer.from(key, 'utf8'), null);
  return Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]).toString('base64');
};
const opensslDecrypt = (base64: string, key: string) => {
  const decipher = createDecipheriv(`aes-${key.length * 8}-ecb`, Buffer.from(key, 'utf8'), null);
  return Buffer.concat([decipher.update(Buffer.from(base64, 'base64')), decipher.final()]).toString('utf8');
};

describe('password transport codec', () => {
  it.each(vectors.cases)('matches the shared vector for "$password"', (vector) => {
    expect(encryptPassword(vector.password, vectors.key, vector.suffix)).toBe(vector.ciphertext_base64);
    expect(decryptPassword(vector.ciphertext_base64, vectors.key)).toBe(vector.password);
  });

  it.each(['Admin@12345', '密码Pass#2026', 'a'.repeat(64), 'emoji 🔐 ok'])(
    'round-trips "%s" against OpenSSL in both directions',
    (password) => {
      const key = 'cityip-demo-key!';
      const ours = encryptPassword(password, key);
      expect(opensslDecrypt(ours, key).slice(0, -4)).toBe(password);
      expect(decryptPassword(opensslEncrypt(`${password}Zz09`, key), key)).toBe(password);
    },
  );

  it('works with 24- and 32-byte keys', () => {
    for (const key of ['k'.repeat(24), 'k'.repeat(32)]) {
      expect(decryptPassword(encryptPassword('Secret#1', key), key)).toBe('Secret#1');
      expect(opensslDecrypt(encryptPassword('Secret#1', key, 'abcd'), key)).toBe('Secret#1abcd');
    }
  });

  it('adds a fresh random 4-character suffix each time', () => {
    const suffixes = new Set(Array.from({ length: 50 }, () => randomSuffix()));
    expect(suffixes.size).toBeGreaterThan(45);
    for (const suffix of suffixes) expect(suffix).toMatch(/^[A-Za-z0-9]{4}$/);
    expect(encryptPassword('same', 'cityip-demo-key!')).not.toBe(encryptPassword('same', 'cityip-demo-key!'));
  });

  it.each([
    ['not base64', '!!!'],
    ['wrong length', 'abc'],
    ['empty', ''],
    ['wrong key', encryptPassword('Admin@12345', 'another-key-16b!')],
  ])('refuses a ciphertext that is %s', (_label, ciphertext) => {
    expect(decryptPassword(ciphertext, 'cityip-demo-key!')).not.toBe('Admin@12345');
  });

  it('refuses a block that decrypts to less than the suffix', () => {
    expect(decryptPassword(opensslEncrypt('abc', 'cityip-demo-key!'), 'cityip-demo-key!')).toBeNull();
  });
});
