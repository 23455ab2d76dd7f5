import { formatTime, type TechDemandDetail } from '@cityip/contracts';
import { App, Button, Descriptions, type DescriptionsProps, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { DemandFormModal } from '../../portal/tech-demand/demand-form-modal.js';
import { useDemandFormat } from '../../portal/tech-demand/demand-format.js';
import { DemandHistory, DemandStatusTag } from '../../portal/tech-demand/demand-history.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { ReasonModal } from './reason-modal.js';
import { useApproveDemand, useReviewDetail, useStaffEdit } from './tech-demands.api.js';

type Dialog = 'reject' | 'take-down' | 'edit' | null;

function useDetailItems(data: TechDemandDetail): DescriptionsProps['items'] {
  const { t } = useTranslation();
  const format = useDemandFormat();
  const field = (key: string) => t(`techDemand.field.${key}`);
  return [
    { key: 'status', label: field('status'), children: <DemandStatusTag status={data.status} /> },
    { key: 'company', label: field('company'), children: data.companyName },
    { key: 'industry', label: field('industry'), children: format.industry(data.industry) },
    { key: 'ipcHints', label: field('ipcHints'), children: data.ipcHints.join('；') || '—' },
    { key: 'modes', label: field('modes'), children: format.modes(data.modes) },
    { key: 'budget', label: field('budget'), children: format.budget(data) },
    {
      key: 'validUntil',
      label: field('validUntil'),
      children: `${format.date(data.validUntil)}${data.expired ? `（${t('techDemand.expired')}）` : ''}`,
    },
    {
      key: 'contact',
      label: field('contactViaPlatform'),
      children: t(data.contactViaPlatform ? 'demandReview.yes' : 'demandReview.no'),
    },
    {
      key: 'submittedAt',
      label: t('demandReview.submittedAt'),
      children: data.submittedAt && formatTime(data.submittedAt),
    },
    ...(data.rejectReason ? [{ key: 'reason', label: field('rejectReason'), children: data.rejectReason }] : []),
    {
      key: 'description',
      label: field('description'),
      children: <span className="demand-description">{data.description}</span>,
    },
  ];
}

function DetailBody({ data }: { data: TechDemandDetail }) {
  return (
    <Flex vertical gap={16}>
      <Descriptions column={1} bordered size="small" items={useDetailItems(data)} />
      <DemandHistory events={data.events} />
    </Flex>
  );
}

/**
 * A submitted demand for its reviewer: the whole demand and its history; approve (after a
 * confirmation) or reject with a reason while it is pending, take it down with a reason while it
 * is published, and correct typos at any time.
 */
export function TechDemandDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useReviewDetail(id);
  const approve = useApproveDemand();
  const edit = useStaffEdit();
  const showFailure = useShowFailure();
  const [dialog, setDialog] = useState<Dialog>(null);
  const data = detail.data;

  const confirmApprove = () =>
    approve.mutateAsync(id).then(() => message.success(t('demandReview.approve.done')), showFailure);

  const actions = data && (
    <Flex gap={8} wrap>
      {data.status === 'pending' ? (
        <>
          <FocusPopconfirm
            title={t('demandReview.approve.confirm', { title: data.title })}
            okText={t('demandReview.approve.ok')}
            cancelText={t('common.cancel')}
            onConfirm={confirmApprove}
          >
            <Button type="primary" loading={approve.isPending}>
              {t('demandReview.approve.button')}
            </Button>
          </FocusPopconfirm>
          <Button danger onClick={() => setDialog('reject')}>
            {t('demandReview.reject.button')}
          </Button>
        </>
      ) : null}
      {data.status === 'published' ? (
        <Button danger onClick={() => setDialog('take-down')}>
          {t('demandReview.takeDown.button')}
        </Button>
      ) : null}
      <Button onClick={() => setDialog('edit')}>{t('demandReview.edit')}</Button>
    </Flex>
  );

  return (
    <ReturnFocusDrawer
      open
      title={data?.title ?? t('demandReview.detailTitle')}
      size="min(720px, 100vw)"
      onClose={onClose}
      extra={actions}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('demandReview.loadFailed')} />
      {data && <DetailBody data={data} />}
      {data && (dialog === 'reject' || dialog === 'take-down') ? (
        <ReasonModal
          id={id}
          title={data.title}
          action={dialog}
          onClose={() => setDialog(null)}
          onDone={() => setDialog(null)}
        />
      ) : null}
      {data && dialog === 'edit' ? (
        <DemandFormModal demand={data} staff save={edit} onClose={() => setDialog(null)} />
      ) : null}
    </ReturnFocusDrawer>
  );
}
