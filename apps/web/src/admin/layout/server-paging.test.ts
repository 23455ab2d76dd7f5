import { describe, expect, it } from 'vitest';
import { nextPaging, serverPagination } from './server-paging.js';

describe('server paging', () => {
  const current = { page: 3, pageSize: 10 };

  it.each([
    ['moves to the chosen page', { current: 4, pageSize: 10 }, false, { page: 4, pageSize: 10 }],
    ['goes back to page 1 when the page size changes', { current: 3, pageSize: 20 }, false, { page: 1, pageSize: 20 }],
    [
      'goes back to page 1 when the caller reorders the list',
      { current: 3, pageSize: 10 },
      true,
      { page: 1, pageSize: 10 },
    ],
    ['keeps the page when antd reports nothing', {}, false, { page: 3, pageSize: 10 }],
  ])('%s', (_label, pagination, restart, expected) => {
    expect(nextPaging(current, pagination, restart)).toEqual(expected);
  });

  it('describes the table pagination from the paging and the total', () => {
    const config = serverPagination(current, 42, (total) => `${total} in all`);
    expect(config).toMatchObject({ current: 3, pageSize: 10, total: 42, showSizeChanger: true });
    expect(config.showTotal?.(42, [21, 30])).toBe('42 in all');
  });
});
