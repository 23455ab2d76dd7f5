import type { StationService } from '@cityip/contracts';
import { Button, Table, type TableColumnsType, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { labelledPagerItem } from '../../components/labelled-controls.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { ServiceFormModal } from './service-form-modal.js';
import { STATION_LIST_PATH } from './station-paths.js';
import { useDeleteService, useServiceCatalog } from './stations.api.js';

function ServiceRowActions({ service, onEdit }: { service: StationService; onEdit: () => void }) {
  const { t } = useTranslation();
  const remove = useDeleteService();
  const label = (action: string) => t('stations.action.rowLabel', { action, name: service.name });
  return (
    <RowActions>
      <RowActionButton label={label(t('stations.action.edit'))} onClick={onEdit}>
        {t('stations.action.edit')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('stations.action.delete')}
        label={label(t('stations.action.delete'))}
        title={t('stations.services.confirmDelete', { name: service.name })}
        okText={t('stations.confirm.ok')}
        cancelText={t('stations.confirm.cancel')}
        remove={remove}
        id={service.id}
        deletedText={t('stations.services.deleted')}
      />
    </RowActions>
  );
}

/**
 * `/system/serviceStation`: the service station information entry, i.e. the catalogue of services
 * the outlets offer (what the front site filters outlets by), each with how many outlets offer it.
 */
export function ServiceCatalogPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const catalogue = useServiceCatalog();
  const [editing, setEditing] = useState<{ service: StationService | null } | null>(null);
  const columns: TableColumnsType<StationService> = [
    { title: t('stations.services.name'), key: 'name', dataIndex: 'name' },
    { title: t('stations.services.description'), key: 'description', dataIndex: 'description' },
    { title: t('stations.services.stationCount'), key: 'stationCount', dataIndex: 'stationCount' },
    { title: t('stations.form.sortOrder'), key: 'sortOrder', dataIndex: 'sortOrder' },
    {
      title: t('stations.services.enabled'),
      key: 'enabled',
      render: (_: unknown, service: StationService) =>
        t(service.enabled ? 'stations.services.shown' : 'stations.services.hidden'),
    },
    {
      title: t('stations.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, service: StationService) => (
        <ServiceRowActions service={service} onEdit={() => setEditing({ service })} />
      ),
    },
  ];
  return (
    <AdminListPage
      titleId="service-catalog-title"
      title={t('admin.route.systemServiceStation')}
      actions={
        <>
          <Button onClick={() => navigate(STATION_LIST_PATH)}>{t('stations.toOutlets')}</Button>
          <Button type="primary" onClick={() => setEditing({ service: null })}>
            {t('stations.services.add')}
          </Button>
        </>
      }
    >
      <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
        {t('stations.services.intro')}
      </Typography.Paragraph>
      <LoadFailedAlert query={catalogue} fallback={t('stations.loadFailed')} />
      <Table<StationService>
        {...listTableProps(catalogue, catalogue.data ?? [])}
        columns={columns}
        pagination={{
          pageSize: 20,
          hideOnSinglePage: true,
          showTotal: (total) => t('stations.total', { total }),
          itemRender: labelledPagerItem,
        }}
      />
      {editing && (
        <ServiceFormModal
          key={editing.service?.id ?? 'new'}
          service={editing.service}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListPage>
  );
}
