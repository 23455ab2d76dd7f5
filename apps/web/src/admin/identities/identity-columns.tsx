import { formatTime, type IdentityListItem } from '@cityip/contracts';
import type { TableColumnsType } from 'antd';
import type { TFunction } from 'i18next';
import { IdentityStatusTag } from '../../portal/accounts/common/identity-summary.js';
import { RowActionButton } from '../shared/row-actions.js';

/** Columns of the review list: numbers masked; "review" opens the full (logged) detail. */
export function identityColumns(
  t: TFunction,
  onOpen: (row: IdentityListItem) => void,
): TableColumnsType<IdentityListItem> {
  return [
    { title: t('identityReview.column.name'), key: 'name', dataIndex: 'name' },
    {
      title: t('identityReview.column.kind'),
      key: 'kind',
      dataIndex: 'kind',
      render: (kind: IdentityListItem['kind']) => t(`selfService.identity.kind.${kind}`),
    },
    {
      title: t('identityReview.column.number'),
      key: 'number',
      render: (_: unknown, row: IdentityListItem) => row.creditCode ?? row.idNumberMasked ?? '',
    },
    { title: t('identityReview.column.phone'), key: 'phone', dataIndex: 'phoneMasked' },
    { title: t('identityReview.column.email'), key: 'email', dataIndex: 'email' },
    {
      title: t('identityReview.column.status'),
      key: 'status',
      dataIndex: 'status',
      render: (status: IdentityListItem['status']) => <IdentityStatusTag status={status} />,
    },
    {
      title: t('identityReview.column.submittedAt'),
      key: 'submittedAt',
      dataIndex: 'submittedAt',
      render: (value: string) => formatTime(value),
    },
    {
      title: t('identityReview.column.actions'),
      key: 'actions',
      fixed: 'end',
      render: (_: unknown, row: IdentityListItem) => {
        const action = row.status === 'pending' ? 'review' : 'view';
        // The accessible name starts with the visible word (审核 or 查看), as speech control needs.
        return (
          <RowActionButton
            label={t(`identityReview.action.${action}Label`, { name: row.name })}
            onClick={() => onOpen(row)}
          >
            {t(`identityReview.action.${action}`)}
          </RowActionButton>
        );
      },
    },
  ];
}
