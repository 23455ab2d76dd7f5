import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('case 2: common-password deny list', () => {
  it.each([
    ['Password123!', 'on the list once the digits and symbol at the end are off'],
    ['P@ssw0rd', 'on the list as typed, lower-cased'],
    ['Qwerty123', 'keyboard walk with digits'],
    ['123Admin!', 'digits in front and a symbol behind'],
    ['Iloveyou2024', 'phrase on the list'],
  ])('refuses %s (%s)', (password) => {
    expect(isCommonPassword(password, 'someone@example.com')).toBe(true);
  });

  it("refuses the holder's own email local part, with or without decorations", () => {
    expect(isCommonPassword('Zhangwei-Xq@2024', 'zhangwei-xq@example.com')).toBe(true);
    expect(isCommonPassword('zhangwei-xq', 'ZhangWei-XQ@example.com')).toBe(true);
    expect(isCommonPassword('Zhangwei-Xq@2024', 'other@example.com')).toBe(false);
  });

  it.each(['Amber-Kite#2024', 'Tq7!mZ2#pL', 'correct-Horse-battery-9', '长城Kite#2024'])('accepts %s', (password) => {
    expect(isCommonPassword(password, 'someone@example.com')).toBe(false);
  });
});
