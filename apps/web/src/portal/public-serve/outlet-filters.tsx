import type { StationService } from '@cityip/contracts';
import { Button, Select } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import type { OutletFilters as Filters } from './stations.api.js';

/** District and service filters of the outlet list and map; every change applies at once. */
export function OutletFilters({
  value,
  services,
  onChange,
}: {
  value: Filters;
  services: readonly StationService[];
  onChange: (next: Filters) => void;
}) {
  const { t, i18n } = useTranslation();
  const districts = useRuntimeConfig()?.districts ?? [];
  const districtId = useId();
  const serviceId = useId();
  const english = i18n.language === 'en-US';
  return (
    <search className="serve-filters" aria-label={t('portal.serve.filters')}>
      <span className="serve-filter">
        <label htmlFor={districtId}>{t('portal.serve.filterDistrict')}</label>
        <Select
          id={districtId}
          value={value.district ?? ''}
          onChange={(district: string) => onChange({ ...value, district: district || null })}
          options={[
            { value: '', label: t('portal.serve.allDistricts') },
            ...districts.map((d) => ({ value: d.code, label: english ? d.nameEn : d.name })),
          ]}
          style={{ minWidth: 160 }}
        />
      </span>
      <span className="serve-filter">
        <label htmlFor={serviceId}>{t('portal.serve.filterService')}</label>
        <Select
          id={serviceId}
          value={value.serviceId ?? ''}
          onChange={(service: string) => onChange({ ...value, serviceId: service || null })}
          options={[
            { value: '', label: t('portal.serve.allServices') },
            ...services.map((s) => ({ value: s.id, label: s.name })),
          ]}
          popupMatchSelectWidth={false}
          style={{ minWidth: 200 }}
        />
      </span>
      <Button
        disabled={!value.district && !value.serviceId}
        onClick={() => onChange({ district: null, serviceId: null })}
      >
        {t('portal.serve.resetFilters')}
      </Button>
    </search>
  );
}
