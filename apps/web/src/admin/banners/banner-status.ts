import type { Banner } from '@cityip/contracts';

/** Where a banner stands for visitors right now. */
export type BannerStatus = 'showing' | 'scheduled' | 'expired' | 'disabled';

/**
 * Whether the home carousel shows the banner at `now`: disabled wins, then the display window
 * (an open end means no limit on that side), as the server's home query decides it.
 */
export function bannerStatus(banner: Pick<Banner, 'enabled' | 'startAt' | 'endAt'>, now = Date.now()): BannerStatus {
  if (!banner.enabled) return 'disabled';
  if (banner.startAt && Date.parse(banner.startAt) > now) return 'scheduled';
  if (banner.endAt && Date.parse(banner.endAt) < now) return 'expired';
  return 'showing';
}
