import type { Link } from '@cityip/contracts';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
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
  const remove = useDeleteLink();
  const label = (action: string) => t('links.action.rowLabel', { action, name: link.name });

  return (
    <RowActions>
      <RowActionButton label={label(t('links.action.edit'))} onClick={() => onEdit(link)}>
        {t('links.action.edit')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('links.action.delete')}
        label={label(t('links.action.delete'))}
        title={t('links.confirm.delete', { name: link.name })}
        okText={t('links.confirm.ok')}
        cancelText={t('links.confirm.cancel')}
        remove={remove}
        id={link.id}
        deletedText={t('links.deleted')}
      />
    </RowActions>
  );
}
