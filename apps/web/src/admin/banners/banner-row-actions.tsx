import type { Banner } from '@cityip/contracts';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useDeleteBanner, useSaveBanner } from './banners.api.js';

/** The enabled switch of one row: saves the banner with the flag flipped. */
export function BannerEnabledSwitch({ banner }: { banner: Banner }) {
  const { t } = useTranslation();
  const save = useSaveBanner();
  const showFailure = useShowFailure();
  const { title, image, linkType, linkTarget, sortOrder, startAt, endAt } = banner;
  const toggle = (enabled: boolean) =>
    save.mutate(
      { id: banner.id, input: { title, image, linkType, linkTarget, sortOrder, startAt, endAt, enabled } },
      { onError: showFailure },
    );
  return (
    <Switch
      size="small"
      checked={banner.enabled}
      loading={save.isPending}
      aria-label={t('banners.action.enabledLabel', { title: banner.title })}
      onChange={toggle}
    />
  );
}

interface BannerRowActionsProps {
  banner: Banner;
  onEdit: (banner: Banner) => void;
  onPreview: (banner: Banner) => void;
}

/** Preview, edit and delete (after confirmation) for one row of the banner list. */
export function BannerRowActions({ banner, onEdit, onPreview }: BannerRowActionsProps) {
  const { t } = useTranslation();
  const remove = useDeleteBanner();
  const label = (action: string) => t('banners.action.rowLabel', { action, title: banner.title });

  return (
    <RowActions>
      <RowActionButton label={label(t('banners.action.preview'))} onClick={() => onPreview(banner)}>
        {t('banners.action.preview')}
      </RowActionButton>
      <RowActionButton label={label(t('banners.action.edit'))} onClick={() => onEdit(banner)}>
        {t('banners.action.edit')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('banners.action.delete')}
        label={label(t('banners.action.delete'))}
        title={t('banners.confirm.delete', { title: banner.title })}
        okText={t('banners.confirm.ok')}
        cancelText={t('banners.confirm.cancel')}
        remove={remove}
        id={banner.id}
        deletedText={t('banners.deleted')}
      />
    </RowActions>
  );
}
