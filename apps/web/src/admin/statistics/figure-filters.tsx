import { STAT_CITY_SCOPE, STAT_INDICATORS, STAT_PERIOD_TYPES, type StatFigureFilter } from '@cityip/contracts';
import { Form, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useStatFormat } from '../../portal/patent-statistics/use-stat-format.js';

const MONTHS = Array.from({ length: 12 }, (_, index) => index + 1);

/** Search form of the figure list: indicator, district (or the city-wide rows), year, period. */
export function FigureFilters({ onSearch }: { onSearch: (values: StatFigureFilter) => void }) {
  const { t } = useTranslation();
  const format = useStatFormat();
  const districts = useRuntimeConfig()?.districts ?? [];
  const submit = (values: StatFigureFilter) =>
    onSearch(Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined && v !== null)));
  return (
    <FilterForm<StatFigureFilter> name="figure-filters" onSubmit={submit}>
      <Form.Item name="indicator" label={t('statistics.field.indicator')}>
        <Select
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          virtual={false}
          placeholder={t('statistics.filter.all')}
          options={STAT_INDICATORS.map((value) => ({ value, label: format.indicator(value) }))}
          style={{ width: 260 }}
        />
      </Form.Item>
      <Form.Item name="district" label={t('statistics.field.district')}>
        <Select
          allowClear
          placeholder={t('statistics.filter.all')}
          options={[
            { value: STAT_CITY_SCOPE, label: format.district(null) },
            ...districts.map((district) => ({ value: district.code, label: format.district(district.code) })),
          ]}
          style={{ width: 140 }}
        />
      </Form.Item>
      <Form.Item name="year" label={t('statistics.field.year')}>
        <InputNumber min={1985} max={9999} precision={0} style={{ width: 110 }} />
      </Form.Item>
      <Form.Item name="periodType" label={t('statistics.field.periodType')}>
        <Select
          allowClear
          placeholder={t('statistics.filter.all')}
          options={STAT_PERIOD_TYPES.map((value) => ({ value, label: t(`statistics.periodType.${value}`) }))}
          style={{ width: 120 }}
        />
      </Form.Item>
      <Form.Item name="month" label={t('statistics.field.month')}>
        <Select
          allowClear
          placeholder={t('statistics.filter.all')}
          options={MONTHS.map((value) => ({ value, label: t('statistics.monthOption', { month: value }) }))}
          style={{ width: 100 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
