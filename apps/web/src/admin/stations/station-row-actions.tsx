import type { StationSummary } from '@cityip/contracts';
import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmDeleteButton, RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { stationEditHref } from './station-paths.js';
import { useDeleteStation, useSetStationEnabled } from './stations.api.js';

/** The enabled switch of one row: shows or hides the outlet on the front site. */
export function StationEnabledSwitch({ station }: { station: StationSummary }) {
  const { t } = useTranslation();
  const toggle = useSetStationEnabled();
  const showFailure = useShowFailure();
  return (
    <Switch
      size="small"
      checked={station.enabled}
      loading={toggle.isPending}
      aria-label={t('stations.action.enabledLabel', { name: station.name })}
      onChange={(enabled) => toggle.mutate({ id: station.id, enabled }, { onError: showFailure })}
    />
  );
}

/** Edit and delete (after confirmation) for one row of the outlet list. */
export function StationRowActions({ station }: { station: StationSummary }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteStation();
  const label = (action: string) => t('stations.action.rowLabel', { action, name: station.name });
  return (
    <RowActions>
      <RowActionButton label={label(t('stations.action.edit'))} onClick={() => navigate(stationEditHref(station.id))}>
        {t('stations.action.edit')}
      </RowActionButton>
      <ConfirmDeleteButton
        text={t('stations.action.delete')}
        label={label(t('stations.action.delete'))}
        title={t('stations.confirm.delete', { name: station.name })}
        okText={t('stations.confirm.ok')}
        cancelText={t('stations.confirm.cancel')}
        remove={remove}
        id={station.id}
        deletedText={t('stations.deleted')}
      />
    </RowActions>
  );
}
