import {
  BUDGET_BAND_KEYS,
  COOPERATION_MODES,
  TECH_DEMAND_KEYWORD_MAX,
  TECH_DEMAND_SORTS,
  TECH_DEMAND_VALIDITIES,
  type TechDemandSearchQuery,
} from '@cityip/contracts';
import { Button, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { useDemandFormat } from './demand-format.js';

/** What the filter form edits; paging is the pager's. */
export type DemandFilterValues = Omit<TechDemandSearchQuery, 'page' | 'pageSize'>;

/** No filter at all: every key present, so spreading it over a search clears its filters. */
const NO_FILTERS: DemandFilterValues = {
  keyword: undefined,
  industry: undefined,
  mode: undefined,
  budget: undefined,
  validity: undefined,
  sort: 'newest',
};

/**
 * Keyword, industry, cooperation mode, budget band, open/expired and sort of the demand list. The
 * parent keys it by the address, so back/forward shows that search's filters again.
 */
export function DemandFilters({
  value,
  onSearch,
}: {
  value: DemandFilterValues;
  onSearch: (values: DemandFilterValues) => void;
}) {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const industries = useKeyIndustries() ?? [];
  const any = t('techDemand.any');
  const submit = (values: DemandFilterValues) =>
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      industry: values.industry || undefined,
      mode: values.mode || undefined,
      budget: values.budget || undefined,
      validity: values.validity || undefined,
      sort: values.sort,
    });
  const options = <T extends string>(values: readonly T[], prefix: string) =>
    values.map((item) => ({ value: item, label: t(`${prefix}.${item}`) }));
  return (
    <search aria-label={t('techDemand.filters')}>
      <Form<DemandFilterValues>
        className="demand-filters"
        layout="vertical"
        name="demand-filters"
        initialValues={value}
        onFinish={submit}
      >
        <Form.Item name="keyword" label={t('techDemand.keyword')} className="demand-filter-keyword">
          <Input
            allowClear={LABELLED_CLEAR}
            maxLength={TECH_DEMAND_KEYWORD_MAX}
            placeholder={t('techDemand.keywordPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="industry" label={t('techDemand.field.industry')}>
          <Select
            allowClear
            placeholder={any}
            options={industries.map((industry) => ({ value: industry.code, label: format.industry(industry.code) }))}
          />
        </Form.Item>
        <Form.Item name="mode" label={t('techDemand.field.modes')}>
          <Select allowClear placeholder={any} options={options(COOPERATION_MODES, 'techDemand.mode')} />
        </Form.Item>
        <Form.Item name="budget" label={t('techDemand.field.budget')}>
          <Select allowClear placeholder={any} options={options(BUDGET_BAND_KEYS, 'techDemand.budget')} />
        </Form.Item>
        <Form.Item name="validity" label={t('techDemand.field.validUntil')}>
          <Select allowClear placeholder={any} options={options(TECH_DEMAND_VALIDITIES, 'techDemand.validity')} />
        </Form.Item>
        <Form.Item name="sort" label={t('techDemand.sort')}>
          <Select options={options(TECH_DEMAND_SORTS, 'techDemand.sort')} />
        </Form.Item>
        <div className="demand-filter-actions">
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => onSearch(NO_FILTERS)}>{t('common.reset')}</Button>
        </div>
      </Form>
    </search>
  );
}
