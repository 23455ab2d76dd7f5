import { describe, expect, it } from 'vitest';
import { pagerItems } from './pager.js';

describe('pagerItems', () => {
  it('shows the first, last, current and neighbouring pages, with a gap for those left out', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(1, 7)).toEqual([1, 2, 'gap-after', 7]);
    expect(pagerItems(5, 9)).toEqual([1, 'gap-before', 4, 5, 6, 'gap-after', 9]);
    expect(pagerItems(9, 9)).toEqual([1, 'gap-before', 8, 9]);
  });

  it('shows a single page left out rather than a gap as wide as it', () => {
    expect(pagerItems(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });
});
