import { formOf } from '@cityip/contracts';
import { describe, expect, it } from 'vitest';
import { TEST_INDUSTRIES } from '../../../test/portal-test-kit.js';
import { fieldValueText } from './field-value.js';

const field = (kind: Parameters<typeof formOf>[0], name: string) => {
  const found = formOf(kind).find((f) => f.name === name);
  if (!found) throw new Error(`no field ${name}`);
  return found;
};
const zh = { english: false, industries: TEST_INDUSTRIES, separator: '、' };
const en = { ...zh, english: true, separator: ', ' };

describe('fieldValueText', () => {
  it('names chosen values by their labels in the interface language', () => {
    expect(fieldValueText(field('trademarkWindow', 'classes'), ['9', '35'], zh)).toBe('第 9 类、第 35 类');
    expect(fieldValueText(field('trademarkWindow', 'businessType'), 'renewal', en)).toBe('Renewal');
    const industry = TEST_INDUSTRIES[0];
    expect(fieldValueText(field('preAuditFiling', 'industry'), industry?.code ?? '', en)).toBe(industry?.nameEn);
  });

  it('shows a value no longer among the choices as stored, numbers as digits, and nothing for empty values', () => {
    expect(fieldValueText(field('trademarkWindow', 'businessType'), 'retired', zh)).toBe('retired');
    expect(fieldValueText(field('preAuditFiling', 'rdStaff'), 42, zh)).toBe('42');
    expect(fieldValueText(field('preAuditFiling', 'rdStaff'), null, zh)).toBe('');
    expect(fieldValueText(field('rightsAid', 'rightNumber'), '', zh)).toBe('');
  });

  it('masks phone numbers', () => {
    expect(fieldValueText(field('rightsAid', 'contactPhone'), '13812345678', zh)).toBe('138****5678');
  });
});
