import { addDays, type ClosureListQuery, COLUMNS, type ColumnClosure, columnOf } from '@cityip/contracts';
import { Button, Flex, Radio, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { serverPagination } from '../layout/server-paging.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { ClosureFormModal } from './closure-form-modal.js';
import { useClosures, useDeleteClosure } from './opening-times.api.js';

type When = NonNullable<ClosureListQuery['when']>;

/** A closure's period as people read it: a holiday's days, a closure's start and end. */
export function closurePeriod(closure: ColumnClosure): string {
  const show = (stamp: string) => stamp.replace('T', ' ');
  if (closure.kind === 'holiday' && closure.start.endsWith('T00:00') && closure.end.endsWith('T00:00')) {
    const first = closure.start.slice(0, 10);
    const last = addDays(closure.end.slice(0, 10), -1);
    return first === last ? first : `${first} – ${last}`;
  }
  return `${show(closure.start)} – ${show(closure.end)}`;
}

/** Each row deletes through its own mutation, so only that row's button shows the pending state. */
function DeleteClosure({ closure, label }: { closure: ColumnClosure; label: string }) {
  const { t } = useTranslation();
  const remove = useDeleteClosure();
  return (
    <ConfirmDeleteButton
      text={t('openingTimes.action.delete')}
      label={label}
      title={t('openingTimes.confirm.delete', { period: closurePeriod(closure) })}
      okText={t('openingTimes.confirm.ok')}
      cancelText={t('openingTimes.confirm.cancel')}
      remove={remove}
      id={closure.id}
      deletedText={t('openingTimes.closureDeleted')}
    />
  );
}

/** Holidays and closures: current and upcoming ones by default, past ones on request; add, edit, delete. */
export function ClosureTable() {
  const { t, i18n } = useTranslation();
  const [query, setQuery] = useState<{ when: When; page: number; pageSize: number }>({
    when: 'current',
    page: 1,
    pageSize: 10,
  });
  const [editing, setEditing] = useState<{ closure: ColumnClosure | null } | null>(null);
  const list = useClosures(query);
  const english = i18n.language === 'en-US';
  const allBusinesses = COLUMNS.filter((c) => c.kind === 'business').map((c) => c.key);

  return (
    <>
      <Flex justify="space-between" align="center" wrap gap={12} style={{ marginBottom: 12 }}>
        <Radio.Group
          optionType="button"
          aria-label={t('openingTimes.when.label')}
          value={query.when}
          onChange={(e) => setQuery({ ...query, when: e.target.value as When, page: 1 })}
          options={(['current', 'past', 'all'] as const).map((value) => ({
            value,
            label: t(`openingTimes.when.${value}`),
          }))}
        />
        <Button type="primary" onClick={() => setEditing({ closure: null })}>
          {t('openingTimes.addClosure')}
        </Button>
      </Flex>
      <LoadFailedAlert query={list} fallback={t('openingTimes.loadFailed')} />
      <Table<ColumnClosure>
        {...listTableProps(list, list.data?.items ?? [])}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('openingTimes.total', { total }))}
        onChange={(pagination) =>
          setQuery({ ...query, page: pagination.current ?? 1, pageSize: pagination.pageSize ?? query.pageSize })
        }
        columns={[
          {
            title: t('openingTimes.closureColumn.kind'),
            key: 'kind',
            render: (_, c) => (
              <Tag color={c.kind === 'holiday' ? 'processing' : 'warning'}>
                {t(`openingTimes.closureKind.${c.kind}`)}
              </Tag>
            ),
          },
          { title: t('openingTimes.closureColumn.period'), key: 'period', render: (_, c) => closurePeriod(c) },
          {
            title: t('openingTimes.closureColumn.columns'),
            key: 'columns',
            render: (_, c) =>
              allBusinesses.every((key) => c.columns.includes(key)) && c.columns.length === allBusinesses.length
                ? t('openingTimes.allBusinessColumns')
                : c.columns
                    .map((key) => (english ? columnOf(key).nameEn : columnOf(key).name))
                    .join(english ? ', ' : '、'),
          },
          { title: t('openingTimes.closureColumn.message'), key: 'message', dataIndex: 'message' },
          {
            title: t('openingTimes.column.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, c) => {
              const label = (action: string) => t('openingTimes.action.rowLabel', { action, period: closurePeriod(c) });
              return (
                <RowActions>
                  <RowActionButton
                    onClick={() => setEditing({ closure: c })}
                    label={label(t('openingTimes.action.edit'))}
                  >
                    {t('openingTimes.action.edit')}
                  </RowActionButton>
                  <DeleteClosure closure={c} label={label(t('openingTimes.action.delete'))} />
                </RowActions>
              );
            },
          },
        ]}
      />
      {editing && (
        <ClosureFormModal
          key={editing.closure?.id ?? 'new'}
          closure={editing.closure}
          onClose={() => setEditing(null)}
        />
      )}
    </>
  );
}
