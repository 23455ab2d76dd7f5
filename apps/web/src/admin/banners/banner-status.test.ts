import { describe, expect, it } from 'vitest';
import { bannerStatus } from './banner-status.js';

const now = Date.parse('2025-06-01T12:00:00+08:00');
const window = (startAt: string | null, endAt: string | null) => ({ enabled: true, startAt, endAt });

describe('bannerStatus', () => {
  it.each([
    ['open on both sides', window(null, null), 'showing'],
    ['inside the window', window('2025-05-01T00:00:00+08:00', '2025-07-01T00:00:00+08:00'), 'showing'],
    ['starting exactly now', window('2025-06-01T04:00:00Z', null), 'showing'],
    ['not started', window('2025-06-01T12:00:01+08:00', null), 'scheduled'],
    ['ended', window(null, '2025-06-01T11:59:59+08:00'), 'expired'],
    ['disabled inside its window', { ...window(null, null), enabled: false }, 'disabled'],
  ] as const)('%s', (_name, banner, expected) => {
    expect(bannerStatus(banner, now)).toBe(expected);
  });
});
