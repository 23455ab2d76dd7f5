import './evaluations.css';
import {
  EVALUATION_TARGETS,
  type EvaluationTarget,
  formatZonedTime,
  type MyEvaluation,
  type MyEvaluationQuery,
} from '@cityip/contracts';
import { Button, Select, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailedAlert, listTableProps } from '../../admin/layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../../admin/layout/server-paging.js';
import { RowActionButton } from '../../admin/shared/row-actions.js';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { subjectName } from './evaluation-text.js';
import { useMyEvaluations } from './evaluations.api.js';
import { LevelTag } from './level-tag.js';
import { caseStatusText, MyRating } from './my-rating.js';

/** The rectification column: the case's state, and whether the rater's follow-up is awaited or given. */
function CaseCell({ review }: { review: MyEvaluation }) {
  const { t } = useTranslation();
  const rectification = review.rectification;
  if (!rectification) return <>{t('evaluation.reviews.noCase')}</>;
  const followUp = rectification.followUp
    ? t(`evaluation.followUp.${rectification.followUp}`)
    : review.canFollowUp
      ? t('evaluation.followUp.waiting')
      : '';
  return (
    <>
      <span>{caseStatusText(rectification, t)}</span>
      {followUp ? <span className="rating-case-follow-up">{followUp}</span> : null}
    </>
  );
}

/**
 * `/frontAccountInfo?tab=reviews` (我的评价): the account's reviews of applications, consultations and
 * outlets, newest first, with each bad review's rectification state; a row opens the review with
 * the answer, where the follow-up (回访) is given.
 */
export function MyReviewsTab() {
  const { t, i18n } = useTranslation();
  const timeZone = useCityTimeZone();
  const [query, setQuery] = useState<MyEvaluationQuery>({ page: 1, pageSize: 10 });
  const [openId, setOpenId] = useState<string | null>(null);
  const list = useMyEvaluations(query);
  const rows = list.data?.items ?? [];
  // The open review comes from the list, so a follow-up given in it shows there at once.
  const open = rows.find((row) => row.id === openId) ?? null;
  const nameOf = (row: MyEvaluation) => subjectName(row.subject, t, i18n.language);

  const columns: TableColumnsType<MyEvaluation> = [
    {
      key: 'target',
      title: t('evaluation.reviews.target'),
      render: (_, row) => t(`evaluation.target.${row.subject.target}`),
    },
    { key: 'subject', title: t('evaluation.reviews.subject'), render: (_, row) => nameOf(row) },
    { key: 'level', title: t('evaluation.mine.level'), render: (_, row) => <LevelTag level={row.level} /> },
    { key: 'at', title: t('evaluation.mine.at'), render: (_, row) => formatZonedTime(row.createdAt, timeZone) },
    { key: 'case', title: t('evaluation.reviews.case'), render: (_, row) => <CaseCell review={row} /> },
    {
      key: 'actions',
      title: t('evaluation.reviews.actions'),
      render: (_, row) => {
        const action = row.canFollowUp ? 'followUp' : 'view';
        return (
          <RowActionButton
            label={t(`evaluation.reviews.${action}Label`, { name: nameOf(row) })}
            onClick={() => setOpenId(row.id)}
          >
            {t(`evaluation.reviews.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];

  return (
    <div className="account-tab">
      <p>{t('evaluation.reviews.intro')}</p>
      <div className="my-reviews-filter">
        <label htmlFor="my-reviews-target">{t('evaluation.reviews.target')}</label>
        <Select<EvaluationTarget | 'all'>
          id="my-reviews-target"
          value={query.target ?? 'all'}
          style={{ minWidth: 160 }}
          onChange={(value) =>
            setQuery((current) => ({ ...current, page: 1, target: value === 'all' ? undefined : value }))
          }
          options={[
            { value: 'all', label: t('evaluation.reviews.allTargets') },
            ...EVALUATION_TARGETS.map((value) => ({ value, label: t(`evaluation.target.${value}`) })),
          ]}
        />
      </div>
      <LoadFailedAlert query={list} fallback={t('evaluation.rating.loadFailed')} />
      <Table<MyEvaluation>
        {...listTableProps(list, rows)}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('evaluation.reviews.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {open ? (
        <ReturnFocusModal
          title={t('evaluation.reviews.detail', { name: nameOf(open) })}
          onCancel={() => setOpenId(null)}
          footer={<Button onClick={() => setOpenId(null)}>{t('evaluation.close')}</Button>}
        >
          <MyRating review={open} headingLevel={2} />
        </ReturnFocusModal>
      ) : null}
    </div>
  );
}
