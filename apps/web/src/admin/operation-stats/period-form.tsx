import { type OperationStatsQuery, OperationStatsQuerySchema } from '@cityip/contracts';
import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { zodIssuesToFields } from '../shared/form-errors.js';

type PeriodValues = Partial<OperationStatsQuery>;

/**
 * The period picker: two months checked against the API's own schema (format, order, at most 36
 * months) before anything is asked; a reset goes back to `initial`.
 */
export function PeriodForm({
  initial,
  onChange,
}: {
  initial: OperationStatsQuery;
  onChange: (query: OperationStatsQuery) => void;
}) {
  const { t } = useTranslation();
  const rules = (field: keyof OperationStatsQuery): FormRule[] => [
    (form) => ({
      validator: async () => {
        const issues = OperationStatsQuerySchema.safeParse(form.getFieldsValue()).error?.issues ?? [];
        const own = zodIssuesToFields(issues, t).find((entry) => entry.name.join('.') === field);
        if (own) throw new Error(own.errors[0]);
      },
    }),
  ];
  return (
    <FilterForm<PeriodValues>
      name="operation-period"
      onSubmit={(values) => onChange(values.from && values.to ? { from: values.from, to: values.to } : initial)}
    >
      <Form.Item name="from" label={t('operationStats.from')} initialValue={initial.from} rules={rules('from')}>
        <Input type="month" />
      </Form.Item>
      <Form.Item
        name="to"
        label={t('operationStats.to')}
        initialValue={initial.to}
        dependencies={['from']}
        rules={rules('to')}
      >
        <Input type="month" />
      </Form.Item>
    </FilterForm>
  );
}
