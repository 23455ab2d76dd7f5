import './public-serve.css';
import type { StationService } from '@cityip/contracts';
import { Alert, Button, Spin } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { requestErrorText } from '../../api/error-text.js';
import { EmptyState } from '../../components/empty-state.js';
import { ConsultationPrompt } from '../applications/consultation-prompt.js';
import { useCityMap } from '../city-map/city-map.api.js';
import { DistrictDetailDrawer } from '../city-map/district-detail-drawer.js';
import { RoutePageFrame } from '../content/route-page-frame.js';
import { OutletCard } from './outlet-card.js';
import { OutletFilters } from './outlet-filters.js';
import { useNow } from './outlet-hours.js';
import { OutletMap } from './outlet-map.js';
import { ServiceCatalog } from './service-catalog.js';
import { ServiceWindowIntro } from './service-window-intro.js';
import { type OutletFilters as Filters, usePublicOutlets, usePublicServices } from './stations.api.js';

function readFilters(params: URLSearchParams): Filters {
  return { district: params.get('district') || null, serviceId: params.get('service') || null };
}

/**
 * `/publicServe`: the IP comprehensive service window. Its introduction, the services on offer,
 * and the outlets, filtered by district and service (kept in the address), on a map of the
 * city's districts and as a list with "open now" in the city's time zone.
 */
export function ServiceWindowPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const outlets = usePublicOutlets(filters);
  const services = usePublicServices();
  const map = useCityMap();
  const now = useNow();
  const outletsHeading = useRef<HTMLHeadingElement>(null);

  const applyFilters = (next: Filters) => {
    const nextParams = new URLSearchParams(params);
    for (const [key, value] of [
      ['district', next.district],
      ['service', next.serviceId],
    ] as const) {
      if (value) nextParams.set(key, value);
      else nextParams.delete(key);
    }
    setParams(nextParams, { replace: true, preventScrollReset: true });
  };
  const chooseService = (service: StationService) => {
    applyFilters({ district: null, serviceId: service.id });
    outletsHeading.current?.focus();
    outletsHeading.current?.scrollIntoView?.({ block: 'start' });
  };
  const list = outlets.data ?? [];

  return (
    <RoutePageFrame>
      <ServiceWindowIntro />
      <ConsultationPrompt />
      <ServiceCatalog services={services.data ?? []} onChoose={chooseService} />
      <section className="serve-outlets" aria-labelledby="serve-outlets-title">
        <h2 id="serve-outlets-title" ref={outletsHeading} tabIndex={-1}>
          {t('portal.serve.outletsTitle')}
        </h2>
        <OutletFilters value={filters} services={services.data ?? []} onChange={applyFilters} />
        {outlets.isError ? (
          <Alert
            type="error"
            showIcon
            role="alert"
            title={requestErrorText(outlets.error) ?? t('portal.serve.loadFailed')}
            action={
              <Button size="small" onClick={() => void outlets.refetch()}>
                {t('portal.serve.retry')}
              </Button>
            }
          />
        ) : outlets.isPending ? (
          <div className="content-loading" aria-busy="true">
            <Spin description={t('display.loading')} />
          </div>
        ) : (
          <>
            <p className="serve-total" aria-live="polite">
              {t('portal.serve.outletTotal', { total: list.length })}
            </p>
            {map.data ? (
              <>
                <p className="serve-hint">{t('portal.serve.mapHint')}</p>
                <OutletMap
                  map={map.data}
                  outlets={list}
                  highlight={filters.district}
                  label={t('portal.serve.mapLabel', { total: list.length })}
                />
              </>
            ) : map.isError ? (
              <Alert type="warning" showIcon title={requestErrorText(map.error) ?? t('cityMap.loadFailed')} />
            ) : null}
            {list.length === 0 ? (
              <EmptyState description={t('portal.serve.noOutlets')} />
            ) : (
              <ul className="serve-outlet-list" aria-busy={outlets.isFetching}>
                {list.map((outlet) => (
                  <li key={outlet.id}>
                    <OutletCard outlet={outlet} now={now} />
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </section>
      <DistrictDetailDrawer />
    </RoutePageFrame>
  );
}
