import type { PortfolioPatent, PortfolioQuery } from '@cityip/contracts';
import { Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert, listTableProps } from '../../admin/layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../../admin/layout/server-paging.js';
import { ConfirmDeleteButton } from '../../admin/shared/row-actions.js';
import { usePatentFormat } from '../patent-search/use-patent-format.js';
import { usePortfolio, useRemoveClaim } from './portfolio.api.js';
import { UrgencyTag } from './urgency-tag.js';

/** Why a patent shows no next annual fee. */
function noFeeKey(row: PortfolioPatent): string {
  if (row.legalStatus === 'pending') return 'portfolio.noFee.pending';
  if (row.legalStatus === 'invalid') return 'portfolio.noFee.invalid';
  return 'portfolio.noFee.termFirst';
}

/**
 * The company's patents, nearest deadline first: title (to the patent's detail), numbers, type,
 * legal status, filing date, the next annual fee with its late period, the term end, and the time
 * left in words and colour; a patent the company added can be removed.
 */
export function PortfolioTable() {
  const { t } = useTranslation();
  const format = usePatentFormat();
  const [query, setQuery] = useState<PortfolioQuery>({ page: 1, pageSize: 10 });
  const list = usePortfolio(query);
  const remove = useRemoveClaim();
  const left = (days: number | null) =>
    days === null ? '' : days === 0 ? t('portfolio.dueToday') : t('portfolio.daysLeft', { days });

  const columns: TableColumnsType<PortfolioPatent> = [
    {
      key: 'title',
      title: t('portfolio.field.title'),
      render: (_, row) => (
        <>
          <Link to={`/patentSearch?id=${row.patentId}`} aria-label={t('portfolio.detailLabel', { title: row.title })}>
            {row.title}
          </Link>
          {row.source === 'claim' ? <p className="portfolio-note">{t('portfolio.source.claim')}</p> : null}
          {row.demo ? <Tag color="warning">{t('portfolio.demo')}</Tag> : null}
        </>
      ),
    },
    {
      key: 'urgency',
      title: t('portfolio.field.urgency'),
      render: (_, row) => (
        <>
          <UrgencyTag urgency={row.urgency} />
          {row.daysLeft === null ? null : <div>{left(row.daysLeft)}</div>}
        </>
      ),
    },
    {
      key: 'nextFee',
      title: t('portfolio.field.nextFee'),
      render: (_, row) =>
        row.nextFee ? (
          <>
            <div>{t('portfolio.feeDue', { date: format.date(row.nextFee.dueDate), year: row.nextFee.patentYear })}</div>
            <div className="portfolio-note">
              {t('portfolio.lateUntil', { date: format.date(row.nextFee.lateUntil) })}
            </div>
          </>
        ) : (
          <span className="portfolio-note">{t(noFeeKey(row))}</span>
        ),
    },
    {
      key: 'termEnd',
      title: t('portfolio.field.termEnd'),
      render: (_, row) =>
        row.termDaysLeft < 0 ? t('portfolio.termEnded', { date: format.date(row.termEnd) }) : format.date(row.termEnd),
    },
    {
      key: 'numbers',
      title: t('portfolio.field.numbers'),
      render: (_, row) => (
        <>
          <div>{row.applicationNumber}</div>
          <div className="portfolio-note">{row.publicationNumber}</div>
          <div className="portfolio-note">{t('portfolio.filed', { date: format.date(row.applicationDate) })}</div>
        </>
      ),
    },
    {
      key: 'kind',
      title: t('portfolio.field.kind'),
      render: (_, row) => (
        <>
          <div>{format.patentType(row.patentType)}</div>
          <div>{format.legalStatus(row.legalStatus)}</div>
        </>
      ),
    },
    {
      key: 'actions',
      title: t('portfolio.field.actions'),
      render: (_, row) =>
        row.claimId ? (
          <ConfirmDeleteButton
            id={row.claimId}
            text={t('portfolio.remove')}
            label={t('portfolio.removeLabel', { title: row.title })}
            title={t('portfolio.removeConfirm', { title: row.title })}
            okText={t('portfolio.remove')}
            cancelText={t('common.cancel')}
            remove={remove}
            deletedText={t('success.portfolioClaimRemoved')}
          />
        ) : null,
    },
  ];

  return (
    <section aria-labelledby="portfolio-patents">
      <h2 id="portfolio-patents" className="portfolio-heading">
        {t('portfolio.patents')}
      </h2>
      {list.data ? (
        <p className="portfolio-note">{t('portfolio.today', { today: format.date(list.data.today) })}</p>
      ) : null}
      <LoadFailedAlert query={list} fallback={t('portfolio.loadFailed')} />
      <Table<PortfolioPatent>
        {...listTableProps(list, list.data?.items ?? [])}
        rowKey="patentId"
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('portfolio.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
    </section>
  );
}
