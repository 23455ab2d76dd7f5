import type { StationSummary } from '@cityip/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { kindLabel } from '../../portal/public-serve/outlet-facts.js';
import { StationEnabledSwitch, StationRowActions } from './station-row-actions.js';

/** Columns of the outlet list; `district` names a district code. */
export function stationColumns(t: TFunction, district: (code: string) => string): TableColumnsType<StationSummary> {
  return [
    { title: t('stations.column.name'), key: 'name', dataIndex: 'name' },
    {
      title: t('stations.column.kind'),
      key: 'kind',
      dataIndex: 'kind',
      render: (kind: StationSummary['kind']) => t(kindLabel(kind)),
    },
    {
      title: t('stations.column.district'),
      key: 'district',
      dataIndex: 'district',
      render: (code: string) => district(code),
    },
    { title: t('stations.column.address'), key: 'address', dataIndex: 'address' },
    { title: t('stations.column.phone'), key: 'phone', dataIndex: 'phone' },
    {
      title: t('stations.column.services'),
      key: 'services',
      render: (_: unknown, station: StationSummary) => station.services.map((service) => service.name).join('、'),
    },
    { title: t('stations.column.sortOrder'), key: 'sortOrder', dataIndex: 'sortOrder' },
    {
      title: t('stations.column.enabled'),
      key: 'enabled',
      render: (_: unknown, station: StationSummary) => <StationEnabledSwitch station={station} />,
    },
    {
      title: t('stations.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, station: StationSummary) => <StationRowActions station={station} />,
    },
  ];
}
