import {
  APPLICATION_STATUSES,
  type ApplicationKindKey,
  type ApplicationStatus,
  statusLabelKey,
} from '@cityip/contracts';
import { DatePicker, Form, Input } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useKindName } from './application-labels.js';
import { type ApplicationFilters, useAssignees } from './applications.api.js';

/** What the search form holds; the date range becomes `from`/`to`. */
export interface ApplicationFilterFormValues {
  kind?: ApplicationKindKey;
  status?: ApplicationStatus;
  range?: [Dayjs | null, Dayjs | null] | null;
  keyword?: string;
  assignee?: string;
  overdue?: 'true' | 'false';
}

/** Form values as list filters: whole days (the server reads them in the city's calendar), trimmed keyword. */
export function toApplicationFilters({ range, keyword, ...rest }: ApplicationFilterFormValues): ApplicationFilters {
  const [start, end] = range ?? [];
  return {
    ...rest,
    from: start?.format('YYYY-MM-DD'),
    to: end?.format('YYYY-MM-DD'),
    keyword: keyword?.trim() || undefined,
  };
}

interface ApplicationFilterFormProps {
  /** The form's name, unique on the page (a tab per kind keeps several mounted). */
  name: string;
  /** The screen's kinds: a kind filter is offered when there are several. */
  kinds: readonly ApplicationKindKey[];
  onSearch: (filters: ApplicationFilters) => void;
}

/** Search form of an application list: kind, status, submission dates, applicant, assignee, overdue. */
export function ApplicationFilterForm({ name, kinds, onSearch }: ApplicationFilterFormProps) {
  const { t } = useTranslation();
  const kindName = useKindName();
  const assignees = useAssignees(kinds);
  const fromId = `${name}-from`;
  const toId = `${name}-to`;
  const all = t('applicationAdmin.filter.all');

  return (
    <FilterForm<ApplicationFilterFormValues> name={name} onSubmit={(values) => onSearch(toApplicationFilters(values))}>
      {kinds.length > 1 && (
        <FilterSelect
          name="kind"
          label={t('applicationAdmin.filter.kind')}
          placeholder={all}
          options={kinds.map((kind) => ({ value: kind, label: kindName(kind) }))}
          minWidth={200}
        />
      )}
      <FilterSelect
        name="status"
        label={t('applicationAdmin.filter.status')}
        placeholder={all}
        options={APPLICATION_STATUSES.map((status) => ({ value: status, label: t(statusLabelKey(status)) }))}
        minWidth={140}
      />
      <Form.Item name="range" label={t('applicationAdmin.filter.submitted')} htmlFor={fromId}>
        <DatePicker.RangePicker
          id={{ start: fromId, end: toId }}
          placeholder={[t('applicationAdmin.filter.from'), t('applicationAdmin.filter.to')]}
          allowEmpty={[true, true]}
        />
      </Form.Item>
      <label htmlFor={toId} className="visually-hidden">
        {t('applicationAdmin.filter.to')}
      </label>
      <Form.Item name="keyword" label={t('applicationAdmin.filter.keyword')}>
        <Input
          placeholder={t('applicationAdmin.filter.keywordPlaceholder')}
          allowClear={LABELLED_CLEAR}
          maxLength={100}
        />
      </Form.Item>
      <FilterSelect
        name="assignee"
        label={t('applicationAdmin.filter.assignee')}
        placeholder={all}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: 'me', label: t('applicationAdmin.filter.assignedToMe') },
          { value: 'none', label: t('applicationAdmin.filter.unassigned') },
          ...(assignees.data ?? []).map((staff) => ({ value: staff.id, label: staff.name })),
        ]}
        minWidth={160}
      />
      <FilterSelect
        name="overdue"
        label={t('applicationAdmin.filter.overdue')}
        placeholder={all}
        options={[
          { value: 'true', label: t('applicationAdmin.filter.overdueOnly') },
          { value: 'false', label: t('applicationAdmin.filter.onTime') },
        ]}
        minWidth={120}
      />
    </FilterForm>
  );
}
