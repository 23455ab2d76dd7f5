import { MAP_INDICATORS, type MapFigure } from '@cityip/contracts';
import { Alert, Button, Form, InputNumber, Select, Table, type TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { numberFormat } from '../../app/intl-formats.js';
import { FilterForm } from '../../components/filter-form.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useCityMap } from '../../portal/city-map/city-map.api.js';
import { indicatorLabel } from '../../portal/city-map/indicators.js';
import { useConfigDistrictName } from '../../portal/public-serve/district-label.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { mapFigureEditHref } from './map-figure-paths.js';
import { type MapFigureQuery, useDeleteMapFigure, useMapFigureList } from './map-figures.api.js';

type Filters = Pick<MapFigureQuery, 'district' | 'year'>;

function FigureRowActions({ figure, name }: { figure: MapFigure; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteMapFigure();
  const row = t('mapFigures.rowName', { district: name, year: figure.year });
  const label = (action: string) => t('mapFigures.rowLabel', { action, row });
  return (
    <RowActions>
      <RowActionButton label={label(t('mapFigures.edit'))} onClick={() => navigate(mapFigureEditHref(figure.id))}>
        {t('mapFigures.edit')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('mapFigures.delete')}
        label={label(t('mapFigures.delete'))}
        title={t('mapFigures.confirmDelete', { row })}
        okText={t('mapFigures.ok')}
        cancelText={t('mapFigures.cancel')}
        remove={remove}
        id={figure.id}
        deletedText={t('mapFigures.deleted')}
      />
    </RowActions>
  );
}

function columns(
  t: TFunction,
  district: (code: string) => string,
  number: Intl.NumberFormat,
): TableColumnsType<MapFigure> {
  return [
    { title: t('mapFigures.year'), key: 'year', dataIndex: 'year' },
    {
      title: t('mapFigures.district'),
      key: 'district',
      dataIndex: 'district',
      render: (code: string) => district(code),
    },
    ...MAP_INDICATORS.map((indicator) => ({
      title: t(indicatorLabel(indicator)),
      key: indicator,
      align: 'end' as const,
      render: (_: unknown, figure: MapFigure) => number.format(figure[indicator]),
    })),
    {
      title: t('mapFigures.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, figure: MapFigure) => <FigureRowActions figure={figure} name={district(figure.district)} />,
    },
  ];
}

/**
 * `/system/mapStatistics`: the per-district IP figures the front site's map shows, one row per
 * district and year, with the map the front site draws them on (schematic or with its review number).
 */
export function MapFigureListPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [query, setQuery] = useState<MapFigureQuery>({ page: 1, pageSize: 20 });
  const list = useMapFigureList(query);
  const map = useCityMap();
  const districts = useRuntimeConfig()?.districts ?? [];
  const district = useConfigDistrictName();
  const english = i18n.language === 'en-US';
  const number = numberFormat(i18n.language);

  return (
    <AdminListPage
      titleId="map-figures-title"
      title={t('admin.route.systemMapStatistics')}
      actions={
        <Button type="primary" onClick={() => navigate(mapFigureEditHref())}>
          {t('mapFigures.add')}
        </Button>
      }
    >
      {map.data ? (
        <Alert
          style={{ margin: '12px 0' }}
          type="info"
          showIcon
          title={
            map.data.reviewNumber
              ? t('mapFigures.mapConfigured', { number: map.data.reviewNumber })
              : t('mapFigures.mapGenerated')
          }
        />
      ) : null}
      <FilterForm<Filters>
        name="map-figure-filters"
        onSubmit={(filters) =>
          setQuery((q) => ({ ...q, district: filters.district, year: filters.year ?? undefined, page: 1 }))
        }
      >
        <Form.Item name="district" label={t('mapFigures.district')}>
          <Select
            allowClear
            placeholder={t('mapFigures.all')}
            options={districts.map((d) => ({ value: d.code, label: english ? d.nameEn : d.name }))}
            style={{ minWidth: 140 }}
          />
        </Form.Item>
        <Form.Item name="year" label={t('mapFigures.year')}>
          <InputNumber min={2000} max={2100} precision={0} placeholder={t('mapFigures.all')} />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('mapFigures.loadFailed')} />
      <Table<MapFigure>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns(t, district, number)}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('mapFigures.total', { total }))}
        onChange={(pagination) => setQuery((q) => ({ ...q, ...nextPaging(q, pagination) }))}
      />
    </AdminListPage>
  );
}
