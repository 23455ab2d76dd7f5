import type { Link } from '@cityip/contracts';
import { App, Button, Popconfirm, Space, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useShowFailure } from '../shared/use-show-failure.js';
import { toLinkPayload, useDeleteLink, useSaveLink } from './links.api.js';

/** The enabled switch of one row: saves the link with the flag flipped. */
export function LinkEnabledSwitch({ link }: { link: Link }) {
  const { t } = useTranslation();
  const save = useSaveLink();
  const showFailure = useShowFailure();
  return (
    <Switch
      size="small"
      checked={link.enabled}
      loading={save.isPending}
      aria-label={t('links.action.enabledLabel', { name: link.name })}
      onChange={(enabled) =>
        save.mutate({ id: link.id, input: toLinkPayload(link, { enabled }) }, { onError: showFailure })
      }
    />
  );
}

/** Edit and delete (after confirmation) for one row of the link list. */
export function LinkRowActions({ link, onEdit }: { link: Link; onEdit: (link: Link) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const remove = useDeleteLink();
  const showFailure = useShowFailure();
  const label = (action: string) => t('links.action.rowLabel', { action, name: link.name });
  const confirmDelete = () => remove.mutateAsync(link.id).then(() => message.success(t('links.deleted')), showFailure);

  return (
    <Space size={0} wrap>
      <Button type="link" size="small" aria-label={label(t('links.action.edit'))} onClick={() => onEdit(link)}>
        {t('links.action.edit')}
      </Button>
      <Popconfirm
        title={t('links.confirm.delete', { name: link.name })}
        okText={t('links.confirm.ok')}
        cancelText={t('links.confirm.cancel')}
        onConfirm={confirmDelete}
      >
        <Button type="link" size="small" danger loading={remove.isPending} aria-label={label(t('links.action.delete'))}>
          {t('links.action.delete')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
