import { describe, expect, it } from 'vitest';
import { maskSecret, openOptional, SEALED_PREFIX, sealOptional, secretBox } from './secret-box.js';

describe('secretBox', () => {
  const box = secretBox('a-test-data-encryption-key-of-some-length');

  it('round-trips Chinese text and never stores it in the clear', () => {
    const sealed = box.seal('440305199001011234 张三');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('440305');
    expect(box.open(sealed)).toBe('440305199001011234 张三');
  });

  it('seals file bytes, refusing altered bytes and bytes never sealed', () => {
    const plain = Buffer.from('%PDF-1.4 营业执照');
    const sealed = box.sealBytes(plain);
    expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
    expect(box.openBytes(sealed).equals(plain)).toBe(true);
    const altered = Buffer.from(sealed);
    altered[altered.length - 1] = (altered[altered.length - 1] ?? 0) ^ 1;
    expect(() => box.openBytes(altered)).toThrow();
    expect(() => box.openBytes(plain)).toThrow();
  });

  it('uses a fresh IV each time, so equal values do not look equal', () => {
    expect(box.seal('same')).not.toBe(box.seal('same'));
  });

  it('refuses altered values and values sealed under another key', () => {
    const sealed = box.seal('secret');
    const flipped = `${sealed.slice(0, -2)}${sealed.endsWith('A') ? 'B' : 'A'}${sealed.slice(-1)}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => secretBox('another-key-of-enough-length-here').open(sealed)).toThrow();
    expect(() => box.open('plain text')).toThrow();
  });

  it('seals optional values, keeping absent ones null, and marks sealed values by their prefix', () => {
    const sealed = sealOptional(box, '13812345678');
    expect(sealed?.startsWith(SEALED_PREFIX)).toBe(true);
    expect(openOptional(box, sealed)).toBe('13812345678');
    expect(sealOptional(box, '')).toBeNull();
    expect(sealOptional(box, undefined)).toBeNull();
    expect(openOptional(box, null)).toBeNull();
  });

  it('masks secrets to their last four characters', () => {
    expect(maskSecret('abcdefgh1234')).toBe('****1234');
    expect(maskSecret('')).toBeNull();
    expect(maskSecret(null)).toBeNull();
  });
});
