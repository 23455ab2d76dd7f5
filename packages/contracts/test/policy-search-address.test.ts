import { describe, expect, it } from 'vitest';
import { DateSchema, PolicyLevelSchema } from '../src/content.js';
import { PageQuerySchema } from '../src/envelope.js';
import { readPolicySearch, writePolicySearch } from '../src/policy-search-address.js';

/** What a schema makes of an address value: its result when valid, else nothing. */
const parsed = (schema: { safeParse: (value: unknown) => { success: boolean; data?: unknown } }, value: string) => {
  const result = schema.safeParse(value);
  return result.success ? result.data : undefined;
};

describe('policy search address', () => {
  it('reads a hand-edited address safely and writes back only what differs from the defaults', () => {
    const query = readPolicySearch(
      new URLSearchParams('level=moon&page=0&from=2024-05-01&to=2024-01-01&keyword=%20专利%20'),
    );
    expect(query).toMatchObject({ level: undefined, page: 1, from: '2024-05-01', to: undefined, keyword: '专利' });
    expect(query.sort).toBe('relevance');
    expect(writePolicySearch({ ...query, sort: 'relevance' }).toString()).toBe(
      new URLSearchParams({ keyword: '专利', from: '2024-05-01' }).toString(),
    );
    expect(writePolicySearch(readPolicySearch(new URLSearchParams('sort=oldest&page=3'))).toString()).toBe(
      'sort=oldest&page=3',
    );
  });

  it('reads the empty fields a filter form submitted without script as absent', () => {
    const query = readPolicySearch(
      new URLSearchParams('level=city&keyword=&authority=&from=&to=&sort=newest&pageSize=20'),
    );
    expect(query).toEqual({
      page: 1,
      pageSize: 20,
      keyword: undefined,
      level: 'city',
      authority: undefined,
      from: undefined,
      to: undefined,
      sort: 'newest',
    });
    expect(writePolicySearch(query).toString()).toBe('level=city&pageSize=20');
  });

  // The reader runs without zod on the page's first load; it must accept exactly what the schemas do.
  it('reads page, page size, dates and level as the list query and content schemas read them', () => {
    const numbers = [
      '1',
      '3',
      ' 7 ',
      '0',
      '-1',
      '2.5',
      '2.0',
      '1e1',
      '0x10',
      'abc',
      '',
      '99',
      '100',
      '101',
      '9007199254740993',
    ];
    for (const value of numbers) {
      const query = readPolicySearch(new URLSearchParams({ page: value, pageSize: value }));
      expect(query.page, `page=${value}`).toBe(parsed(PageQuerySchema.shape.page, value) ?? 1);
      expect(query.pageSize, `pageSize=${value}`).toBe(parsed(PageQuerySchema.shape.pageSize, value) ?? 10);
    }
    for (const value of ['2024-05-01', '2024-5-1', '2024-05-01T00:00', ' 2024-05-01', '20240501', '']) {
      expect(readPolicySearch(new URLSearchParams({ from: value })).from, `from=${value}`).toBe(
        parsed(DateSchema, value),
      );
    }
    for (const value of ['national', 'provincial', 'city', 'hkMacaoTaiwan', 'City', 'moon', '']) {
      expect(readPolicySearch(new URLSearchParams({ level: value })).level, `level=${value}`).toBe(
        parsed(PolicyLevelSchema, value),
      );
    }
  });
});
