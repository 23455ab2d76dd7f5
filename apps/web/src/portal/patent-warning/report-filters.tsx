import { Button, Form, Input, Radio, Select } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import type { ReportSearch } from './report-params.js';
import { useReportYears } from './reports.api.js';

export type ReportFilterValues = Pick<ReportSearch, 'industry' | 'year' | 'keyword'>;

/** Any industry: the radio group's first choice. */
const ALL = '';

/**
 * Industry (the city's key industries, as a radio group), publication year and keyword. The
 * industry and year apply at once; the keyword on search.
 */
export function ReportFilters({
  value,
  onChange,
}: {
  value: ReportFilterValues;
  onChange: (values: ReportFilterValues) => void;
}) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const industries = useKeyIndustries() ?? [];
  const years = useReportYears();
  const [form] = Form.useForm<{ keyword?: string }>();
  // The keyword field follows the address (Back, a shared link) without remounting the form: a
  // remount would drop the focus of a keyboard user stepping through the industries with arrows.
  useEffect(() => form.setFieldsValue({ keyword: value.keyword }), [form, value.keyword]);
  return (
    <Form
      form={form}
      className="report-filters"
      layout="vertical"
      initialValues={{ keyword: value.keyword }}
      onFinish={(values: { keyword?: string }) => onChange({ ...value, keyword: values.keyword?.trim() ?? '' })}
    >
      <fieldset className="report-industries">
        <legend>{t('patentWarning.industry')}</legend>
        <Radio.Group
          optionType="button"
          value={value.industry ?? ALL}
          onChange={(event) => onChange({ ...value, industry: event.target.value || undefined })}
          options={[
            { value: ALL, label: t('patentWarning.allIndustries') },
            ...industries.map((industry) => ({ value: industry.code, label: format.industry(industry.code) })),
          ]}
        />
      </fieldset>
      <div className="report-filter-row">
        <Form.Item label={t('patentWarning.year')} htmlFor="report-year">
          <Select
            id="report-year"
            allowClear
            placeholder={t('patentWarning.allYears')}
            value={value.year}
            onChange={(year: number | undefined) => onChange({ ...value, year })}
            options={(years.data ?? []).map((year) => ({
              value: year,
              label: t('patentWarning.yearOption', { year }),
            }))}
            style={{ minWidth: 140 }}
          />
        </Form.Item>
        <Form.Item name="keyword" label={t('patentWarning.keyword')} className="report-filter-keyword">
          <Input allowClear={LABELLED_CLEAR} maxLength={100} placeholder={t('patentWarning.keywordPlaceholder')} />
        </Form.Item>
        <div className="report-filter-actions">
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
        </div>
      </div>
    </Form>
  );
}
