import {
  formatTime,
  type SavedSearch,
  savedSearchPath,
  WATCH_FREQUENCIES,
  type WatchFrequency,
} from '@cityip/contracts';
import { App, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, listTableProps } from '../../admin/layout/admin-list-page.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../../admin/shared/row-actions.js';
import { useShowFailure } from '../../admin/shared/use-show-failure.js';
import { RenameSearchModal } from './rename-search-modal.js';
import { useDeleteSearch, useUpdateSearch, useWatchOverview } from './watch.api.js';

/**
 * The account's saved searches: each opens the search page as it was saved; its alert frequency
 * is chosen in the row; it can be renamed or deleted.
 */
export function SavedSearchList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const overview = useWatchOverview();
  const update = useUpdateSearch();
  const remove = useDeleteSearch();
  const [renaming, setRenaming] = useState<SavedSearch | null>(null);
  const rows = overview.data?.searches ?? [];

  const setFrequency = (row: SavedSearch, frequency: WatchFrequency) =>
    update
      .mutateAsync({ id: row.id, input: { name: row.name, frequency } })
      .then(() => message.success(t(`watch.list.frequencySaved.${frequency}`, { name: row.name })), showFailure);

  const columns: TableColumnsType<SavedSearch> = [
    {
      key: 'name',
      title: t('watch.field.name'),
      render: (_, row) => (
        <Link to={savedSearchPath(row.search, row.sort)} aria-label={t('watch.list.openLabel', { name: row.name })}>
          {row.name}
        </Link>
      ),
    },
    {
      key: 'expression',
      title: t('watch.field.expression'),
      render: (_, row) =>
        row.expression ? <code className="watch-expression">{row.expression}</code> : t('watch.save.everything'),
    },
    {
      key: 'frequency',
      title: t('watch.field.frequency'),
      render: (_, row) => (
        <Select<WatchFrequency>
          className="watch-frequency"
          aria-label={t('watch.list.frequencyLabel', { name: row.name })}
          value={row.frequency}
          onChange={(frequency) => void setFrequency(row, frequency)}
          options={WATCH_FREQUENCIES.map((value) => ({ value, label: t(`watch.frequency.${value}`) }))}
        />
      ),
    },
    {
      key: 'next',
      title: t('watch.field.nextDigest'),
      render: (_, row) => (row.nextDigestAt ? formatTime(row.nextDigestAt) : t('watch.list.alertsOff')),
    },
    {
      key: 'actions',
      title: t('watch.field.actions'),
      render: (_, row) => (
        <RowActions>
          <RowActionButton label={t('watch.list.renameLabel', { name: row.name })} onClick={() => setRenaming(row)}>
            {t('watch.list.rename')}
          </RowActionButton>
          <ConfirmDeleteButton
            text={t('watch.list.delete')}
            label={t('watch.list.deleteLabel', { name: row.name })}
            title={t('watch.list.deleteConfirm', { name: row.name })}
            okText={t('watch.list.delete')}
            cancelText={t('common.cancel')}
            remove={remove}
            id={row.id}
            deletedText={t('watch.list.deleted')}
          />
        </RowActions>
      ),
    },
  ];

  return (
    <section className="watch-section" aria-labelledby="watch-searches-title">
      <h2 id="watch-searches-title">{t('watch.list.title')}</h2>
      <p>
        {t('watch.list.intro', { max: overview.data?.maxSearches ?? '' })}{' '}
        <Link to="/patentSearch">{t('watch.list.toSearch')}</Link>
      </p>
      <LoadFailedAlert query={overview} fallback={t('selfService.loadFailed')} />
      <Table<SavedSearch> {...listTableProps(overview, rows)} columns={columns} pagination={false} />
      {renaming ? <RenameSearchModal saved={renaming} onClose={() => setRenaming(null)} /> : null}
    </section>
  );
}
