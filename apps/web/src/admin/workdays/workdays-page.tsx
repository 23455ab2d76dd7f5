import { localDateAt, WORKDAY_LIMITS, type WorkdayEntry } from '@cityip/contracts';
import { Alert, Button, Select, Spin, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { AdminListPage, LoadFailedAlert } from '../layout/admin-list-page.js';
import { TimeLimitsForm } from './time-limits-form.js';
import { WorkdayEntryModal } from './workday-entry-modal.js';
import { WorkdayEntryTable } from './workday-entry-table.js';
import { useWorkdayYear } from './workdays.api.js';
import { YearCalendar } from './year-calendar.js';

/** How far the year picker reaches around the current year: last year's figures, the next notices. */
const YEARS_BACK = 3;
const YEARS_AHEAD = 2;

/**
 * `/system/workdays` (issue 25): the city's working-day calendar, a year at a time (the months, and
 * the holidays and adjusted working days with edit and delete), and the time limits counted on it.
 */
export function WorkdaysPage() {
  const { t } = useTranslation();
  const thisYear = Number(localDateAt(new Date(), useCityTimeZone()).slice(0, 4));
  const [year, setYear] = useState(thisYear);
  const [editing, setEditing] = useState<{ entry: WorkdayEntry | null } | null>(null);
  const calendar = useWorkdayYear(year);
  const entries = calendar.data?.year === year ? calendar.data.entries : [];
  const years = Array.from(
    { length: YEARS_BACK + YEARS_AHEAD + 1 },
    (_, index) => thisYear - YEARS_BACK + index,
  ).filter((option) => option >= WORKDAY_LIMITS.firstYear && option <= WORKDAY_LIMITS.lastYear);

  return (
    <AdminListPage
      titleId="workdays-title"
      title={t('admin.route.systemWorkdays')}
      headerStyle={{ marginBottom: 12 }}
      actions={
        <>
          <Select
            aria-label={t('workdays.year')}
            value={year}
            onChange={setYear}
            style={{ width: 120 }}
            options={years.map((value) => ({ value, label: t('workdays.yearOption', { year: value }) }))}
          />
          <Button type="primary" onClick={() => setEditing({ entry: null })}>
            {t('workdays.add')}
          </Button>
        </>
      }
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('workdays.intro')} />
      <LoadFailedAlert query={calendar} fallback={t('workdays.loadFailed')} />
      {calendar.data && <TimeLimitsForm key={JSON.stringify(calendar.data.limits)} limits={calendar.data.limits} />}
      <section aria-labelledby="workday-calendar-title">
        <Typography.Title level={2} id="workday-calendar-title" style={{ fontSize: 16 }}>
          {t('workdays.calendarTitle', { year })}
        </Typography.Title>
        <Spin spinning={calendar.isFetching}>
          <YearCalendar year={year} entries={entries} />
        </Spin>
      </section>
      <WorkdayEntryTable
        year={year}
        entries={entries}
        loading={calendar.isPending}
        onEdit={(entry) => setEditing({ entry })}
      />
      {editing && (
        <WorkdayEntryModal key={editing.entry?.date ?? 'new'} entry={editing.entry} onClose={() => setEditing(null)} />
      )}
    </AdminListPage>
  );
}
