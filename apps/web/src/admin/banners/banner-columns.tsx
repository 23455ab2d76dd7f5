import { type Banner, fileUrl, formatTime, type Link } from '@cityip/contracts';
import { type TableColumnsType, Tag } from 'antd';
import type { TFunction } from 'i18next';
import { BannerEnabledSwitch, BannerRowActions } from './banner-row-actions.js';
import { type BannerStatus, bannerStatus } from './banner-status.js';

const STATUS_COLORS: Record<BannerStatus, string> = {
  showing: 'success',
  scheduled: 'processing',
  expired: 'warning',
  disabled: 'default',
};

const TIME = 'YYYY-MM-DD HH:mm';

interface ColumnOptions {
  t: TFunction;
  /** Jump links by id, to name the link a banner leads to. */
  linksById: ReadonlyMap<string, Link>;
  onEdit: (banner: Banner) => void;
  onPreview: (banner: Banner) => void;
}

/** Where a banner leads, for the list: nothing, the route, or the jump link's name. */
function describeTarget(banner: Banner, t: TFunction, linksById: ReadonlyMap<string, Link>): string {
  if (banner.linkType === 'none') return t('banners.linkType.none');
  if (banner.linkType === 'route') return banner.linkTarget;
  return linksById.get(banner.linkTarget)?.name ?? banner.href ?? banner.linkTarget;
}

/** The display window as text; an open end reads "no limit". */
function describeWindow(banner: Banner, t: TFunction): string {
  const start = banner.startAt ? formatTime(banner.startAt, TIME) : t('banners.window.open');
  const end = banner.endAt ? formatTime(banner.endAt, TIME) : t('banners.window.open');
  return `${start} ~ ${end}`;
}

/** Columns of the banner list. */
export function bannerColumns({ t, linksById, onEdit, onPreview }: ColumnOptions): TableColumnsType<Banner> {
  return [
    {
      title: t('banners.column.image'),
      key: 'image',
      render: (_: unknown, banner: Banner) => (
        <img
          src={fileUrl(banner.image.id)}
          alt={t('banners.imageAlt', { title: banner.title })}
          width={120}
          height={48}
          style={{ objectFit: 'cover', borderRadius: 2 }}
        />
      ),
    },
    { title: t('banners.column.title'), key: 'title', dataIndex: 'title' },
    {
      title: t('banners.column.link'),
      key: 'link',
      render: (_: unknown, banner: Banner) => describeTarget(banner, t, linksById),
    },
    {
      title: t('banners.column.window'),
      key: 'window',
      render: (_: unknown, banner: Banner) => describeWindow(banner, t),
    },
    { title: t('banners.column.sortOrder'), key: 'sortOrder', dataIndex: 'sortOrder' },
    {
      title: t('banners.column.enabled'),
      key: 'enabled',
      render: (_: unknown, banner: Banner) => <BannerEnabledSwitch banner={banner} />,
    },
    {
      title: t('banners.column.status'),
      key: 'status',
      render: (_: unknown, banner: Banner) => {
        const status = bannerStatus(banner);
        return <Tag color={STATUS_COLORS[status]}>{t(`banners.status.${status}`)}</Tag>;
      },
    },
    {
      title: t('banners.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, banner: Banner) => (
        <BannerRowActions banner={banner} onEdit={onEdit} onPreview={onPreview} />
      ),
    },
  ];
}
