import { AutoComplete, DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { actionLabel, KNOWN_LOG_ACTIONS } from './log-actions.js';
import type { LogFilters } from './logs.api.js';

/** The filters the form edits (the tab chooses the log kind). */
export type LogFilterValues = Omit<LogFilters, 'kind'>;

export interface LogFilterFormValues {
  range?: [Dayjs | null, Dayjs | null] | null;
  user?: string;
  action?: string;
}

const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
};

/**
 * Form values as query filters. Whole days in the browser's time zone: the start of the first day to
 * the end of the last, as ISO 8601 with the UTC offset (what LogFilterSchema expects).
 */
export function toLogFilters(values: LogFilterFormValues): LogFilterValues {
  const [start, end] = values.range ?? [];
  return {
    from: start ? start.startOf('day').format() : undefined,
    to: end ? end.endOf('day').format() : undefined,
    user: values.user?.trim() || undefined,
    action: values.action?.trim() || undefined,
  };
}

const matches = (label: unknown, input: string) =>
  typeof label === 'string' && label.toLowerCase().includes(input.trim().toLowerCase());

interface LogFiltersProps {
  /** Makes element ids unique when both tabs keep their form mounted. */
  idPrefix: string;
  onSearch: (filters: LogFilterValues) => void;
}

/** Filters of the log tables: time range, user (email) and action. */
export function LogFilterForm({ idPrefix, onSearch }: LogFiltersProps) {
  const { t } = useTranslation();
  const fromId = `${idPrefix}-from`;
  const toId = `${idPrefix}-to`;
  // The server matches a substring of the action code; suggest the known codes with their names.
  const actionOptions = KNOWN_LOG_ACTIONS.map((code) => ({ value: code, label: `${actionLabel(t, code)} (${code})` }));

  return (
    <FilterForm<LogFilterFormValues> name={idPrefix} onSubmit={(values) => onSearch(toLogFilters(values))}>
      <Form.Item name="range" label={t('logs.filter.timeRange')} htmlFor={fromId}>
        <DatePicker.RangePicker
          id={{ start: fromId, end: toId }}
          placeholder={[t('logs.filter.from'), t('logs.filter.to')]}
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <label htmlFor={toId} style={visuallyHidden}>
        {t('logs.filter.to')}
      </label>
      <Form.Item name="user" label={t('logs.filter.user')}>
        <Input placeholder={t('logs.filter.userPlaceholder')} allowClear={LABELLED_CLEAR} maxLength={254} />
      </Form.Item>
      <Form.Item name="action" label={t('logs.filter.action')}>
        <AutoComplete
          options={actionOptions}
          placeholder={t('logs.filter.actionPlaceholder')}
          allowClear
          maxLength={100}
          style={{ minWidth: 200 }}
          showSearch={{ filterOption: (input, option) => matches(option?.label, input) }}
        />
      </Form.Item>
    </FilterForm>
  );
}
