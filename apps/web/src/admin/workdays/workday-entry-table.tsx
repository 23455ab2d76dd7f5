import { type WorkdayEntry, weekdayOf } from '@cityip/contracts';
import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { useDeleteWorkdayEntry } from './workdays.api.js';

/** Each row deletes through its own mutation, so only that row's button shows the pending state. */
function DeleteEntry({ entry, label }: { entry: WorkdayEntry; label: string }) {
  const { t } = useTranslation();
  const remove = useDeleteWorkdayEntry();
  return (
    <ConfirmDeleteButton
      text={t('workdays.action.delete')}
      label={label}
      title={t('workdays.confirm.delete', { date: entry.date })}
      okText={t('workdays.confirm.ok')}
      cancelText={t('workdays.confirm.cancel')}
      remove={remove}
      id={entry.date}
      deletedText={t('workdays.deleted')}
    />
  );
}

/** The year's entries by date, each with its weekday, kind, name and source; edit and delete. */
export function WorkdayEntryTable({
  year,
  entries,
  loading,
  onEdit,
}: {
  year: number;
  entries: readonly WorkdayEntry[];
  loading: boolean;
  onEdit: (entry: WorkdayEntry) => void;
}) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="workday-entries-title">
      <Typography.Title level={2} id="workday-entries-title" style={{ fontSize: 16 }}>
        {t('workdays.entriesTitle', { year, count: entries.length })}
      </Typography.Title>
      <Table<WorkdayEntry>
        rowKey="date"
        size="small"
        dataSource={[...entries]}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('workdays.empty', { year }) }}
        columns={[
          { title: t('workdays.column.date'), key: 'date', dataIndex: 'date' },
          {
            title: t('workdays.column.weekday'),
            key: 'weekday',
            render: (_, entry) => t(`columnGate.weekday.${weekdayOf(entry.date)}`),
          },
          { title: t('workdays.column.kind'), key: 'kind', render: (_, entry) => t(`workdays.kind.${entry.kind}`) },
          { title: t('workdays.column.name'), key: 'name', dataIndex: 'name' },
          {
            title: t('workdays.column.source'),
            key: 'source',
            render: (_, entry) => t(entry.demo ? 'workdays.source.demo' : 'workdays.source.staff'),
          },
          {
            title: t('workdays.column.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, entry) => {
              const label = (action: string) => t('workdays.action.rowLabel', { action, date: entry.date });
              return (
                <RowActions>
                  <RowActionButton onClick={() => onEdit(entry)} label={label(t('workdays.action.edit'))}>
                    {t('workdays.action.edit')}
                  </RowActionButton>
                  <DeleteEntry entry={entry} label={label(t('workdays.action.delete'))} />
                </RowActions>
              );
            },
          },
        ]}
      />
    </section>
  );
}
