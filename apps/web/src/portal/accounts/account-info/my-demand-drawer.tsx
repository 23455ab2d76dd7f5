import { Alert, Descriptions, Flex, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../../admin/layout/admin-list-page.js';
import { ReturnFocusDrawer } from '../../../components/return-focus-drawer.js';
import { DemandMatches } from '../../matchmaking/demand-matches.js';
import { useDemandFormat } from '../../tech-demand/demand-format.js';
import { DemandHistory, DemandStatusTag } from '../../tech-demand/demand-history.js';
import { demandHref } from '../../tech-demand/demand-href.js';
import { useMyDemand } from '../../tech-demand/tech-demands.api.js';

/** One's own demand in full: its state, why it was refused, its history and its matches. */
export function MyDemandDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const detail = useMyDemand(id);
  const data = detail.data;
  return (
    <ReturnFocusDrawer
      open
      title={data?.title ?? t('route.techDemandDetail')}
      size="min(760px, 100vw)"
      onClose={onClose}
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('selfService.loadFailed')} />
      {data && (
        <Flex vertical gap={16}>
          {data.rejectReason && (data.status === 'rejected' || data.status === 'takenDown') ? (
            <Alert type="warning" showIcon title={t('techDemand.field.rejectReason')} description={data.rejectReason} />
          ) : null}
          <Descriptions
            column={1}
            bordered
            size="small"
            items={[
              {
                key: 'status',
                label: t('techDemand.field.status'),
                children: <DemandStatusTag status={data.status} />,
              },
              { key: 'industry', label: t('techDemand.field.industry'), children: format.industry(data.industry) },
              { key: 'ipcHints', label: t('techDemand.field.ipcHints'), children: data.ipcHints.join('；') || '—' },
              { key: 'modes', label: t('techDemand.field.modes'), children: format.modes(data.modes) },
              { key: 'budget', label: t('techDemand.field.budget'), children: format.budget(data) },
              {
                key: 'validUntil',
                label: t('techDemand.field.validUntil'),
                children: `${format.date(data.validUntil)}${data.expired ? `（${t('techDemand.expired')}）` : ''}`,
              },
              {
                key: 'description',
                label: t('techDemand.field.description'),
                children: <span className="demand-description">{data.description}</span>,
              },
            ]}
          />
          {data.status === 'published' ? (
            <Link to={demandHref(data.id)}>{t('selfService.demands.publicPage')}</Link>
          ) : null}
          <DemandHistory events={data.events} />
          <DemandMatches demandId={data.id} mine />
        </Flex>
      )}
    </ReturnFocusDrawer>
  );
}
