import { IPC_SECTIONS, TALENT_KEYWORD_MAX, TALENT_SERVICES, type TalentDirectoryQuery } from '@cityip/contracts';
import { Button, Checkbox, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useKeyIndustries } from '../patent-database/use-key-industries.js';
import { useTalentFormat } from './talent-format.js';

/** What the filter form edits; paging is the pager's. */
export type TalentFilterValues = Omit<TalentDirectoryQuery, 'page' | 'pageSize'>;

type FormValues = Omit<TalentFilterValues, 'verified'> & { verified?: boolean };

/** No filter at all: every key present, so spreading it over a search clears its filters. */
const NO_FILTERS: TalentFilterValues = {
  keyword: undefined,
  industry: undefined,
  ipcSection: undefined,
  service: undefined,
  verified: undefined,
};

/**
 * Keyword, industry, IPC section, service and "verified only" of the directory. The parent keys it
 * by the address, so back/forward shows that search's filters again.
 */
export function TalentFilters({
  value,
  onSearch,
}: {
  value: TalentFilterValues;
  onSearch: (values: TalentFilterValues) => void;
}) {
  const { t } = useTranslation();
  const format = useTalentFormat();
  const industries = useKeyIndustries() ?? [];
  const any = t('talentPool.any');
  const submit = (values: FormValues) =>
    onSearch({
      keyword: values.keyword?.trim() || undefined,
      industry: values.industry || undefined,
      ipcSection: values.ipcSection || undefined,
      service: values.service || undefined,
      verified: values.verified ? 'true' : undefined,
    });
  return (
    <search aria-label={t('talentPool.filters')}>
      <Form<FormValues>
        className="talent-filters"
        layout="vertical"
        name="talent-filters"
        initialValues={{ ...value, verified: value.verified === 'true' }}
        onFinish={submit}
      >
        <Form.Item name="keyword" label={t('talentPool.keyword')} className="talent-filter-keyword">
          <Input
            allowClear={LABELLED_CLEAR}
            maxLength={TALENT_KEYWORD_MAX}
            placeholder={t('talentPool.keywordPlaceholder')}
          />
        </Form.Item>
        <Form.Item name="industry" label={t('talentPool.field.industries')}>
          <Select
            allowClear
            placeholder={any}
            options={industries.map((industry) => ({ value: industry.code, label: format.industry(industry.code) }))}
          />
        </Form.Item>
        <Form.Item name="ipcSection" label={t('talentPool.field.ipcSections')}>
          <Select
            allowClear
            placeholder={any}
            popupMatchSelectWidth={false}
            options={IPC_SECTIONS.map((section) => ({ value: section, label: format.ipcSection(section) }))}
          />
        </Form.Item>
        <Form.Item name="service" label={t('talentPool.field.services')}>
          <Select
            allowClear
            placeholder={any}
            options={TALENT_SERVICES.map((service) => ({ value: service, label: format.service(service) }))}
          />
        </Form.Item>
        <Form.Item name="verified" valuePropName="checked" className="talent-filter-verified">
          <Checkbox>{t('talentPool.verifiedOnly')}</Checkbox>
        </Form.Item>
        <div className="talent-filter-actions">
          <Button type="primary" htmlType="submit">
            {t('common.search')}
          </Button>
          <Button onClick={() => onSearch(NO_FILTERS)}>{t('common.reset')}</Button>
        </div>
      </Form>
    </search>
  );
}
