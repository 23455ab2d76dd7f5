import { type ColumnSchedule, columnOf } from '@cityip/contracts';
import { Alert, Button, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { useColumnStatuses } from '../../components/column-gate/column-status.api.js';
import { weeklyHoursText } from '../../components/column-gate/opening-hours-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { ColumnScheduleModal } from './column-schedule-modal.js';
import { useOpeningTimes } from './opening-times.api.js';

/** The theme's status colours (contrast-checked). */
const MODE_COLOURS = { always: 'success', scheduled: 'processing', suspended: 'warning' } as const;

/** Every column with its kind, mode, hours and whether it is open right now; edit opens the dialog. */
export function ColumnScheduleTable() {
  const { t, i18n } = useTranslation();
  const times = useOpeningTimes();
  const statuses = useColumnStatuses();
  const [editing, setEditing] = useState<ColumnSchedule | null>(null);
  const english = i18n.language === 'en-US';
  const nameOf = (schedule: ColumnSchedule) => {
    const column = columnOf(schedule.key);
    return english ? column.nameEn : column.name;
  };

  return (
    <>
      {times.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(times.error, t) ?? t('openingTimes.loadFailed')}
        />
      )}
      <Table<ColumnSchedule>
        rowKey="key"
        dataSource={times.data?.columns ?? []}
        loading={times.isFetching}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: times.isPending ? ' ' : <EmptyState /> }}
        columns={[
          { title: t('openingTimes.column.name'), key: 'name', render: (_, s) => nameOf(s) },
          {
            title: t('openingTimes.column.kind'),
            key: 'kind',
            render: (_, s) => t(`openingTimes.kind.${columnOf(s.key).kind}`),
          },
          {
            title: t('openingTimes.column.mode'),
            key: 'mode',
            render: (_, s) => <Tag color={MODE_COLOURS[s.mode]}>{t(`openingTimes.mode.${s.mode}`)}</Tag>,
          },
          {
            title: t('openingTimes.column.hours'),
            key: 'hours',
            render: (_, s) =>
              s.mode === 'scheduled' ? weeklyHoursText(s.weekly, t) || t('openingTimes.noHours') : '—',
          },
          {
            title: t('openingTimes.column.now'),
            key: 'now',
            render: (_, s) => {
              const status = statuses.data?.find((item) => item.key === s.key);
              if (!status) return '';
              return status.open ? (
                <Tag color="success">{t('openingTimes.now.open')}</Tag>
              ) : (
                <Tag color="warning">{t(`openingTimes.now.${status.reason ?? 'outsideHours'}`)}</Tag>
              );
            },
          },
          {
            title: t('openingTimes.column.actions'),
            key: 'actions',
            fixed: 'end',
            render: (_, s) => (
              <Button
                type="link"
                size="small"
                onClick={() => setEditing(s)}
                aria-label={t('openingTimes.action.editLabel', { name: nameOf(s) })}
              >
                {t('openingTimes.action.edit')}
              </Button>
            ),
          },
        ]}
      />
      {editing && <ColumnScheduleModal key={editing.key} schedule={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
