import type { BANNER_LINK_TYPES, Banner, FileRef } from '@cityip/contracts';
import dayjs, { type Dayjs } from 'dayjs';

type LinkType = (typeof BANNER_LINK_TYPES)[number];

/** What the banner form edits; the display window is one range field. */
export interface BannerFormValues {
  title?: string;
  image?: FileRef | null;
  linkType?: LinkType;
  linkTarget?: string;
  sortOrder?: number | null;
  window?: [Dayjs | null, Dayjs | null] | null;
  enabled?: boolean;
}

/** Contract fields that the form shows under another name (the window's two ends). */
const FORM_NAME_OF: Record<string, string> = { startAt: 'window', endAt: 'window' };

/** The form field a contract error path belongs to. */
export function formNameOf(path: readonly PropertyKey[]): (string | number)[] {
  const [head, ...rest] = path.map((part) => (typeof part === 'number' ? part : String(part)));
  if (head === undefined) return [];
  return [FORM_NAME_OF[String(head)] ?? head, ...rest];
}

/** Values of a new banner: no link, always shown, enabled. */
export const NEW_BANNER: BannerFormValues = {
  linkType: 'none',
  linkTarget: '',
  sortOrder: 0,
  window: null,
  enabled: true,
};

/**
 * Form values as the contract input. The window's ends are sent as ISO 8601 with the browser's
 * UTC offset (the contract requires an offset), an open end as null.
 */
export function toBannerInput(values: BannerFormValues): Record<string, unknown> {
  const [start, end] = values.window ?? [];
  const linkType = values.linkType ?? 'none';
  return {
    title: values.title ?? '',
    image: values.image ?? undefined,
    linkType,
    linkTarget: linkType === 'none' ? '' : (values.linkTarget ?? ''),
    sortOrder: values.sortOrder ?? 0,
    startAt: start ? start.second(0).millisecond(0).format() : null,
    endAt: end ? end.second(0).millisecond(0).format() : null,
    enabled: values.enabled ?? true,
  };
}

/** A stored banner as form values. */
export function toBannerFormValues(banner: Banner): BannerFormValues {
  const { title, image, linkType, linkTarget, sortOrder, startAt, endAt, enabled } = banner;
  const window: BannerFormValues['window'] =
    startAt || endAt ? [startAt ? dayjs(startAt) : null, endAt ? dayjs(endAt) : null] : null;
  return { title, image, linkType, linkTarget, sortOrder, window, enabled };
}
