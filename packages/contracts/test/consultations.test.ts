import { describe, expect, it } from 'vitest';
import {
  CONSULT_LIMITS,
  ConsultLookupInputSchema,
  ConsultQueryNoSchema,
  ConsultVisitorAskInputSchema,
} from '../src/consultations.js';
import { maskName } from '../src/masking.js';

const visitor = {
  category: 'patent',
  title: '专利年费减缴',
  question: '个人能否减缴年费？',
  name: '张三',
  channel: 'email',
  contact: ' Zhang.San@Example.COM ',
  code: '123456',
};

describe('consultation payloads', () => {
  it.each([
    ['ZX202605180001', 'ZX202605180001'],
    [' zx202605180001 ', 'ZX202605180001'],
  ])('reads the query number %j as %j', (input, expected) => {
    expect(ConsultQueryNoSchema.parse(input)).toBe(expected);
  });

  it.each(['ZX2026051800', 'AB202605180001', 'ZX20260518000１', '', 'ZX2026051800011'])(
    'refuses the query number %j',
    (input) => {
      expect(ConsultQueryNoSchema.safeParse(input).success).toBe(false);
    },
  );

  it('checks the contact by its channel: emails lower-cased, mainland mobiles for SMS', () => {
    expect(ConsultVisitorAskInputSchema.parse(visitor).contact).toBe('zhang.san@example.com');
    expect(ConsultVisitorAskInputSchema.parse({ ...visitor, channel: 'sms', contact: '13912345678' }).contact).toBe(
      '13912345678',
    );
    const phoneAsEmail = ConsultVisitorAskInputSchema.safeParse({ ...visitor, contact: '13912345678' });
    expect(phoneAsEmail.error?.issues[0]).toMatchObject({ path: ['contact'], message: 'validation.email' });
    const emailAsPhone = ConsultVisitorAskInputSchema.safeParse({ ...visitor, channel: 'sms' });
    expect(emailAsPhone.error?.issues[0]).toMatchObject({ path: ['contact'], message: 'validation.phone' });
    expect(
      ConsultLookupInputSchema.safeParse({ queryNo: 'ZX202605180001', channel: 'fax', contact: 'x', code: '1' })
        .success,
    ).toBe(false);
  });

  it('trims the question, requires it, and caps it; publication is opt-in', () => {
    const parsed = ConsultVisitorAskInputSchema.parse({ ...visitor, question: '  问题  ' });
    expect(parsed).toMatchObject({ question: '问题', publishable: false });
    for (const question of ['   ', 'x'.repeat(CONSULT_LIMITS.question + 1)]) {
      const result = ConsultVisitorAskInputSchema.safeParse({ ...visitor, question });
      expect(result.error?.issues.map((issue) => issue.path[0])).toContain('question');
    }
  });

  it.each([
    ['张三丰', '张**'],
    ['欧阳娜娜', '欧**'],
    ['  Li Lei', 'L**'],
    ['𠀋一', '𠀋**'],
    ['', '**'],
    [null, '**'],
  ])('masks the name %j as %j', (name, masked) => {
    expect(maskName(name)).toBe(masked);
  });
});
