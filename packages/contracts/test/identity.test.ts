import { describe, expect, it } from 'vitest';
import {
  CompanyIdentityInputSchema,
  IdCardNumberSchema,
  isValidIdCardNumber,
  isValidUscc,
  PersonIdentityInputSchema,
  UsccSchema,
} from '../src/identity.js';
import {
  MobilePhoneSchema,
  PortalPasswordSchema,
  ProfileUpdateInputSchema,
  RegisterInputSchema,
  VerificationCodeSchema,
} from '../src/registration.js';

const NOW = new Date('2024-06-15T12:00:00Z');

describe('ID-card numbers (GB 11643)', () => {
  it.each([
    ['11010519491231002X', 'the standard’s own example, X check character'],
    ['440305199003071236', 'digit check character'],
    ['110101200002290018', 'born on a leap day'],
    ['810000199901010014', 'Hong Kong residents’ residence permit'],
  ])('accepts %s (%s)', (value) => {
    expect(isValidIdCardNumber(value, NOW)).toBe(true);
  });

  it.each([
    ['11010519491231002Y', 'not a check character'],
    ['110105194912310021', 'wrong check digit'],
    ['440305199003071235', 'wrong check digit'],
    ['110101190002290011', '1900 was no leap year'],
    ['110101199002300014', 'February 30th'],
    ['110101202406160016', 'born after today'],
    ['11010118991231001X', 'before 1900'],
    ['990101199001010019', 'no such province'],
    ['11010519491231002', 'too short'],
    ['1101051949123100200', 'too long'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidIdCardNumber(value, NOW)).toBe(false);
  });

  it('normalises a lower-case x and spaces around', () => {
    expect(IdCardNumberSchema.parse(' 11010519491231002x ')).toBe('11010519491231002X');
  });
});

describe('unified social credit codes (GB 32100)', () => {
  it.each(['914403001922038216', '91350100M000100Y43', '91440300MA5FX2K3PC'])('accepts %s', (value) => {
    expect(isValidUscc(value)).toBe(true);
  });

  it.each([
    ['914403001922038217', 'wrong check character'],
    ['91440300MA5FX2K3PD', 'wrong check character'],
    ['91440300MA5FXOK3PC', 'O is not in the alphabet'],
    ['91ABCDEFMA5FX2K3PC', 'region code not digits'],
    ['9144030019220382', 'too short'],
    ['', 'empty'],
  ])('refuses %s (%s)', (value) => {
    expect(isValidUscc(value)).toBe(false);
  });

  it('normalises case', () => {
    expect(UsccSchema.parse('91440300ma5fx2k3pc')).toBe('91440300MA5FX2K3PC');
  });
});

describe('registration fields', () => {
  it('case 2: passwords are 8–64 characters with three classes', () => {
    for (const good of ['Abcdef1!', 'abcdef1!', 'ABCDEF1!', `Aa1${'x'.repeat(61)}`]) {
      expect(PortalPasswordSchema.safeParse(good).success).toBe(true);
    }
    for (const bad of ['Abc1!', 'abcdefgh1', 'ABCDEFGH', `Aa1${'x'.repeat(62)}`, '']) {
      expect(PortalPasswordSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('codes: exactly six digits, nothing that only looks empty', () => {
    expect(VerificationCodeSchema.parse(' 012345 ')).toBe('012345');
    for (const bad of [{}, [], null, undefined, '', '12345', '1234567', '12345a', 123456]) {
      expect(VerificationCodeSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('phones: mainland mobile numbers', () => {
    expect(MobilePhoneSchema.safeParse('13812345678').success).toBe(true);
    for (const bad of ['12812345678', '1381234567', '+8613812345678', '']) {
      expect(MobilePhoneSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('registration needs consent and an account type', () => {
    const base = { email: 'A@Example.com', code: '123456', name: '李雷', password: 'cipher', accountType: 'person' };
    expect(RegisterInputSchema.parse({ ...base, agreeTerms: true }).email).toBe('a@example.com');
    expect(RegisterInputSchema.safeParse({ ...base, agreeTerms: false }).success).toBe(false);
    expect(RegisterInputSchema.safeParse({ ...base, accountType: 'admin', agreeTerms: true }).success).toBe(false);
  });

  it('profile updates refuse any field but name and organisation', () => {
    expect(ProfileUpdateInputSchema.safeParse({ name: '李雷' }).success).toBe(true);
    expect(ProfileUpdateInputSchema.safeParse({ name: '李雷', role: 'admin' }).success).toBe(false);
  });

  it('authentication needs consent', () => {
    const personInput = { realName: '李雷', idNumber: '11010519491231002X', phone: '13812345678' };
    expect(PersonIdentityInputSchema.safeParse({ ...personInput, consent: true }).success).toBe(true);
    expect(PersonIdentityInputSchema.safeParse({ ...personInput, consent: false }).success).toBe(false);
    const companyInput = {
      companyName: '示例有限公司',
      creditCode: '91440300MA5FX2K3PC',
      legalRepresentative: '赵六',
      contactName: '钱七',
      contactPhone: '13987654321',
      licenseUploadId: '00000000-0000-4000-8000-000000000000',
    };
    expect(CompanyIdentityInputSchema.safeParse({ ...companyInput, consent: true }).success).toBe(true);
    expect(CompanyIdentityInputSchema.safeParse({ ...companyInput, licenseUploadId: 'x', consent: true }).success).toBe(
      false,
    );
  });
});
