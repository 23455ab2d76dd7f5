import { type DemandStatus, formatTime, type MyTechDemandQuery, type TechDemand } from '@cityip/contracts';
import { App, Button, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, listTableProps } from '../../../admin/layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../../../admin/layout/server-paging.js';
import { RowActionButton, RowActions } from '../../../admin/shared/row-actions.js';
import { useShowFailure } from '../../../admin/shared/use-show-failure.js';
import { FocusPopconfirm } from '../../../components/focus-popconfirm.js';
import { DemandFormModal } from '../../tech-demand/demand-form-modal.js';
import { useDemandFormat } from '../../tech-demand/demand-format.js';
import { DemandStatusTag } from '../../tech-demand/demand-history.js';
import { useDemandStep, useMyDemands, useSaveDemand } from '../../tech-demand/tech-demands.api.js';
import { DemandRenewModal } from './demand-renew-modal.js';
import { MyDemandDrawer } from './my-demand-drawer.js';

const SUBMITTABLE: readonly DemandStatus[] = ['draft', 'rejected', 'withdrawn', 'takenDown'];
const WITHDRAWABLE: readonly DemandStatus[] = ['pending', 'published'];

type Dialog = { kind: 'edit'; demand: TechDemand | null } | { kind: 'renew'; demand: TechDemand } | null;

/**
 * The company's technology demands (`?tab=demands`, enterprise users only): each with its state and
 * any reason it was refused; publish a new one, edit, submit, withdraw, renew, and open one for
 * its history and matches.
 */
export function DemandsTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const format = useDemandFormat();
  const [query, setQuery] = useState<MyTechDemandQuery>({ page: 1, pageSize: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const list = useMyDemands(query);
  const save = useSaveDemand();
  const step = useDemandStep();
  const run = (row: TechDemand, name: 'submit' | 'withdraw') =>
    step
      .mutateAsync({ id: row.id, step: name })
      .then(() => message.success(t(`selfService.demands.${name}Done`)), showFailure);

  const columns: TableColumnsType<TechDemand> = [
    { key: 'title', dataIndex: 'title', title: t('techDemand.field.title'), ellipsis: true },
    { key: 'industry', title: t('techDemand.field.industry'), render: (_, row) => format.industry(row.industry) },
    {
      key: 'status',
      title: t('techDemand.field.status'),
      render: (_, row) => (
        <>
          <DemandStatusTag status={row.status} />
          {row.rejectReason && (row.status === 'rejected' || row.status === 'takenDown') ? (
            <p className="demand-form-note">{t('selfService.demands.reason', { reason: row.rejectReason })}</p>
          ) : null}
        </>
      ),
    },
    {
      key: 'validUntil',
      title: t('techDemand.field.validUntil'),
      render: (_, row) => `${format.date(row.validUntil)}${row.expired ? `（${t('techDemand.expired')}）` : ''}`,
    },
    { key: 'updatedAt', title: t('selfService.demands.updatedAt'), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: 'actions',
      title: t('selfService.demands.actions'),
      render: (_, row) => (
        <RowActions>
          <RowActionButton
            label={t('selfService.demands.viewLabel', { title: row.title })}
            onClick={() => setOpenId(row.id)}
          >
            {t('selfService.demands.view')}
          </RowActionButton>
          <RowActionButton
            label={t('selfService.demands.editLabel', { title: row.title })}
            onClick={() => setDialog({ kind: 'edit', demand: row })}
          >
            {t('selfService.demands.edit')}
          </RowActionButton>
          {SUBMITTABLE.includes(row.status) ? (
            <RowActionButton
              label={t('selfService.demands.submitLabel', { title: row.title })}
              onClick={() => run(row, 'submit')}
            >
              {t('selfService.demands.submit')}
            </RowActionButton>
          ) : null}
          {WITHDRAWABLE.includes(row.status) ? (
            <FocusPopconfirm
              title={t('selfService.demands.withdrawConfirm', { title: row.title })}
              okText={t('selfService.demands.withdraw')}
              cancelText={t('common.cancel')}
              onConfirm={() => run(row, 'withdraw')}
            >
              <RowActionButton label={t('selfService.demands.withdrawLabel', { title: row.title })}>
                {t('selfService.demands.withdraw')}
              </RowActionButton>
            </FocusPopconfirm>
          ) : null}
          {row.status === 'published' || row.expired ? (
            <RowActionButton
              label={t('selfService.demands.renewLabel', { title: row.title })}
              onClick={() => setDialog({ kind: 'renew', demand: row })}
            >
              {t('selfService.demands.renew')}
            </RowActionButton>
          ) : null}
        </RowActions>
      ),
    },
  ];

  return (
    <div className="account-tab">
      <p>{t('selfService.demands.intro')}</p>
      <Button type="primary" onClick={() => setDialog({ kind: 'edit', demand: null })}>
        {t('techDemand.form.create')}
      </Button>
      <LoadFailedAlert query={list} fallback={t('selfService.loadFailed')} />
      <Table<TechDemand>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) =>
          t('selfService.demands.total', { total }),
        )}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {openId ? <MyDemandDrawer id={openId} onClose={() => setOpenId(null)} /> : null}
      {dialog?.kind === 'edit' ? (
        <DemandFormModal demand={dialog.demand} save={save} onClose={() => setDialog(null)} />
      ) : null}
      {dialog?.kind === 'renew' ? <DemandRenewModal demand={dialog.demand} onClose={() => setDialog(null)} /> : null}
    </div>
  );
}
