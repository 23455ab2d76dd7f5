import { PATENT_TYPES } from '@cityip/patent-query';
import { Button, Form, Input, InputNumber, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { FEE_MODES, LICENCE_SORTS, type LicenceSearch } from './licence-params.js';

/** What the filter form edits; page, page size and the open detail are set elsewhere. */
export type LicenceFilterValues = Pick<
  LicenceSearch,
  'q' | 'industry' | 'patentType' | 'feeMode' | 'maxAnnualFee' | 'sort'
>;

/** No filter at all: every key present, so spreading it over a search clears that search's filters. */
const NO_FILTERS: LicenceFilterValues = {
  q: '',
  industry: undefined,
  patentType: undefined,
  feeMode: undefined,
  maxAnnualFee: undefined,
  sort: 'declaredOn',
};

type FormValues = Omit<LicenceFilterValues, 'maxAnnualFee'> & { maxAnnualFee?: number | null };

/**
 * Keywords, industry, patent type, fee mode, highest annual fee and sort of the open-licence list.
 * The parent keys it by the address, so back/forward shows that search's filters again.
 */
export function LicenceFilters({
  value,
  onSearch,
}: {
  value: LicenceFilterValues;
  onSearch: (values: LicenceFilterValues) => void;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const industries = useKeyIndustries() ?? [];
  const submit = (values: FormValues) =>
    onSearch({
      q: values.q?.trim() ?? '',
      industry: values.industry || undefined,
      patentType: values.patentType || undefined,
      feeMode: values.feeMode || undefined,
      maxAnnualFee: values.maxAnnualFee ?? undefined,
      sort: values.sort,
    });
  return (
    <Form<FormValues> className="licence-filters" layout="vertical" initialValues={value} onFinish={submit}>
      <Form.Item name="q" label={t('portal.licence.keyword')} className="licence-filter-keyword">
        <Input allowClear={LABELLED_CLEAR} maxLength={200} placeholder={t('portal.licence.keywordPlaceholder')} />
      </Form.Item>
      <Form.Item name="industry" label={t('portal.licence.industry')}>
        <Select
          allowClear
          placeholder={t('portal.licence.any')}
          options={industries.map((industry) => ({ value: industry.code, label: format.industry(industry.code) }))}
        />
      </Form.Item>
      <Form.Item name="patentType" label={t('portal.licence.patentType')}>
        <Select
          allowClear
          placeholder={t('portal.licence.any')}
          options={PATENT_TYPES.map((type) => ({ value: type.code, label: format.patentType(type.code) }))}
        />
      </Form.Item>
      <Form.Item name="feeMode" label={t('portal.licence.feeMode')}>
        <Select
          allowClear
          placeholder={t('portal.licence.any')}
          options={FEE_MODES.map((mode) => ({ value: mode, label: t(`portal.licence.feeMode.${mode}`) }))}
        />
      </Form.Item>
      <Form.Item name="maxAnnualFee" label={t('portal.licence.maxAnnualFee')}>
        <InputNumber min={0} step={1000} precision={0} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="sort" label={t('portal.licence.sort')}>
        <Select options={LICENCE_SORTS.map((sort) => ({ value: sort, label: t(`portal.licence.sort.${sort}`) }))} />
      </Form.Item>
      <div className="licence-filter-actions">
        <Button type="primary" htmlType="submit">
          {t('common.search')}
        </Button>
        <Button onClick={() => onSearch(NO_FILTERS)}>{t('common.reset')}</Button>
      </div>
    </Form>
  );
}
