import { STATION_KINDS, type StationListQuery } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterForm } from '../../components/filter-form.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { kindLabel } from '../../portal/public-serve/outlet-facts.js';
import { useServiceCatalog } from './stations.api.js';

/** What the outlet list filters by (StationListQuerySchema without paging). */
export type StationFilterValues = Pick<StationListQuery, 'keyword' | 'district' | 'kind' | 'serviceId' | 'enabled'>;

/** Search form of the outlet list: keyword (name or address), district, kind, service, shown or hidden. */
export function StationFilters({ onSearch }: { onSearch: (filters: StationFilterValues) => void }) {
  const { t, i18n } = useTranslation();
  const districts = useRuntimeConfig()?.districts ?? [];
  const services = useServiceCatalog();
  const english = i18n.language === 'en-US';
  const submit = (values: StationFilterValues) => onSearch({ ...values, keyword: values.keyword?.trim() || undefined });
  return (
    <FilterForm<StationFilterValues> name="station-filters" onSubmit={submit}>
      <Form.Item name="keyword" label={t('stations.filter.keyword')}>
        <Input placeholder={t('stations.filter.keywordPlaceholder')} allowClear={LABELLED_CLEAR} maxLength={100} />
      </Form.Item>
      <Form.Item name="district" label={t('stations.filter.district')}>
        <Select
          allowClear
          placeholder={t('stations.filter.all')}
          options={districts.map((d) => ({ value: d.code, label: english ? d.nameEn : d.name }))}
          style={{ minWidth: 140 }}
        />
      </Form.Item>
      <Form.Item name="kind" label={t('stations.filter.kind')}>
        <Select
          allowClear
          placeholder={t('stations.filter.all')}
          options={STATION_KINDS.map((kind) => ({ value: kind, label: t(kindLabel(kind)) }))}
          style={{ minWidth: 180 }}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="serviceId" label={t('stations.filter.service')}>
        <Select
          allowClear
          placeholder={t('stations.filter.all')}
          options={(services.data ?? []).map((s) => ({ value: s.id, label: s.name }))}
          style={{ minWidth: 180 }}
          popupMatchSelectWidth={false}
        />
      </Form.Item>
      <Form.Item name="enabled" label={t('stations.filter.enabled')}>
        <Select
          allowClear
          placeholder={t('stations.filter.all')}
          options={[
            { value: 'true', label: t('stations.filter.shown') },
            { value: 'false', label: t('stations.filter.hidden') },
          ]}
          style={{ minWidth: 120 }}
        />
      </Form.Item>
    </FilterForm>
  );
}
