import { describe, expect, it } from 'vitest';
import { readPolicySearch, writePolicySearch } from '../src/policy-search-address.js';

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
});
