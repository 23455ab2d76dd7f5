import { PASSWORD_MAX_LENGTH } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { passwordStrength } from './password-strength.js';

describe('password strength hint', () => {
  it.each([
    ['', null],
    ['short1A', 'weak'],
    ['alllowercase1', 'weak'],
    ['Abcdefg1', 'medium'],
    ['Abcdefg#', 'medium'],
    ['Abc#12345678', 'strong'],
    // One character over the policy's maximum length.
    [`Abc#1${'x'.repeat(PASSWORD_MAX_LENGTH - 4)}`, 'weak'],
  ])('rates %j as %s', (password, expected) => {
    expect(passwordStrength(password)).toBe(expected);
  });
});
