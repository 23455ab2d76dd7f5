import {
  type AdminPortfolioClaim,
  type AdminPortfolioClaimQuery,
  formatTime,
  PORTFOLIO_CLAIM_STATUSES,
  type PortfolioClaimStatus,
} from '@cityip/contracts';
import { App, Form, Select, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FilterForm } from '../../components/filter-form.js';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { usePatentFormat } from '../../portal/patent-search/use-patent-format.js';
import { ClaimStatusTag } from '../../portal/portfolio/claim-status-tag.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useClaimQueue, useConfirmClaim } from './portfolio-claims.api.js';
import { RejectClaimModal } from './reject-claim-modal.js';

type Filters = { status?: PortfolioClaimStatus };
const FIRST_PAGE: AdminPortfolioClaimQuery = { page: 1, pageSize: 10 };

/**
 * `/data/portfolioClaims`: patents companies added to their portfolio by number, pending first,
 * each beside the applicants the record names; staff confirm one, or reject it with a reason.
 */
export function PortfolioClaimsPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const format = usePatentFormat();
  const [query, setQuery] = useState<AdminPortfolioClaimQuery>(FIRST_PAGE);
  const [rejecting, setRejecting] = useState<AdminPortfolioClaim | null>(null);
  const list = useClaimQueue(query);
  const confirm = useConfirmClaim();
  const names = (row: AdminPortfolioClaim) => ({ title: row.title, company: row.companyName });

  const columns: TableColumnsType<AdminPortfolioClaim> = [
    { key: 'company', dataIndex: 'companyName', title: t('portfolioClaims.company') },
    {
      key: 'patent',
      title: t('portfolioClaims.patent'),
      render: (_, row) => (
        <>
          <Link
            to={`/patentSearch?id=${row.patentId}`}
            target="_blank"
            aria-label={t('portfolioClaims.detailLabel', { title: row.title })}
          >
            {row.title}
          </Link>
          <div>
            {row.applicationNumber} · {format.patentType(row.patentType)} · {format.legalStatus(row.legalStatus)}
          </div>
        </>
      ),
    },
    { key: 'applicants', title: t('portfolioClaims.applicants'), render: (_, row) => row.applicants.join('；') },
    { key: 'number', dataIndex: 'number', title: t('portfolioClaims.number') },
    {
      key: 'status',
      title: t('portfolioClaims.status'),
      render: (_, row) => (
        <>
          <ClaimStatusTag status={row.status} />
          {row.demo ? <Tag color="warning">{t('portfolio.demo')}</Tag> : null}
          {row.rejectReason ? <div>{t('portfolio.claim.reason', { reason: row.rejectReason })}</div> : null}
        </>
      ),
    },
    { key: 'added', title: t('portfolioClaims.added'), render: (_, row) => formatTime(row.createdAt) },
    {
      key: 'actions',
      title: t('portfolioClaims.actions'),
      fixed: 'end',
      render: (_, row) =>
        row.status === 'pending' ? (
          <RowActions>
            <FocusPopconfirm
              title={t('portfolioClaims.confirmQuestion', names(row))}
              okText={t('portfolioClaims.confirm')}
              cancelText={t('common.cancel')}
              onConfirm={() =>
                confirm
                  .mutateAsync(row.id)
                  .then(() => message.success(t('success.portfolioClaimConfirmed')), showFailure)
              }
            >
              <RowActionButton label={t('portfolioClaims.confirmLabel', names(row))}>
                {t('portfolioClaims.confirm')}
              </RowActionButton>
            </FocusPopconfirm>
            <RowActionButton label={t('portfolioClaims.rejectLabel', names(row))} onClick={() => setRejecting(row)}>
              {t('portfolioClaims.reject')}
            </RowActionButton>
          </RowActions>
        ) : null,
    },
  ];

  return (
    <AdminListPage
      titleId="portfolio-claims-title"
      title={t('admin.route.dataPortfolioClaims')}
      headerStyle={{ marginBottom: 16 }}
    >
      <p>{t('portfolioClaims.intro')}</p>
      <FilterForm<Filters>
        name="portfolio-claim-filters"
        onSubmit={(filters) => setQuery((current) => ({ ...current, status: filters.status, page: 1 }))}
      >
        <Form.Item name="status" label={t('portfolioClaims.status')}>
          <Select
            allowClear
            placeholder={t('portfolioClaims.allPendingFirst')}
            style={{ minWidth: 180 }}
            options={PORTFOLIO_CLAIM_STATUSES.map((status) => ({
              value: status,
              label: t(`portfolio.claim.status.${status}`),
            }))}
          />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('portfolioClaims.loadFailed')} />
      <Table<AdminPortfolioClaim>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('portfolioClaims.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {rejecting ? <RejectClaimModal claim={rejecting} onClose={() => setRejecting(null)} /> : null}
    </AdminListPage>
  );
}
