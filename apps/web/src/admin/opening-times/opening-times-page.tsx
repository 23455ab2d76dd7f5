import { Alert, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ClosureTable } from './closure-table.js';
import { ColumnScheduleTable } from './column-schedule-table.js';

/**
 * `/system/timeManage`: each column's opening hours, and the holidays and closures that close
 * columns whatever their hours. Closed columns hide their forms on the front site and the server
 * refuses their submissions.
 */
export function OpeningTimesPage() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  return (
    <section aria-labelledby="opening-times-title">
      <Typography.Title level={1} id="opening-times-title" style={{ fontSize: 20, marginTop: 0 }}>
        {t('admin.route.systemTimeManage')}
      </Typography.Title>
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 16 }}
        title={t('openingTimes.timeZoneNote', { zone: timeZone })}
      />
      <Tabs
        items={[
          { key: 'columns', label: t('openingTimes.tab.columns'), children: <ColumnScheduleTable /> },
          { key: 'closures', label: t('openingTimes.tab.closures'), children: <ClosureTable /> },
        ]}
      />
    </section>
  );
}
