import { CONTACT_TARGETS, type ContactRequestListItem, type ContactTarget, formatZonedTime } from '@cityip/contracts';
import { Form, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCityTimeZone } from '../../components/column-gate/column-status.api.js';
import { FilterForm } from '../../components/filter-form.js';
import { AdminListPage, LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { useContactRequests } from './contact-requests.api.js';

/**
 * `/content/contactRequests`: who contacted which expert or demand through the platform, and
 * when (read only; the request rows are the log). The message is not shown: it is the parties' own.
 */
export function ContactRequestListPage() {
  const { t } = useTranslation();
  const timeZone = useCityTimeZone();
  const [targetKind, setTargetKind] = useState<ContactTarget | undefined>();
  const [paging, setPaging] = useState({ page: 1, pageSize: 10 });
  const list = useContactRequests({ ...paging, targetKind });

  return (
    <AdminListPage
      titleId="contact-requests-title"
      title={t('admin.route.contentContactRequests')}
      headerStyle={{ marginBottom: 16 }}
    >
      <Typography.Paragraph type="secondary">{t('contactRequests.intro')}</Typography.Paragraph>
      <FilterForm<{ targetKind?: ContactTarget }>
        name="contact-request-filters"
        onSubmit={(values) => {
          setTargetKind(values.targetKind);
          setPaging((p) => ({ ...p, page: 1 }));
        }}
      >
        <Form.Item name="targetKind" label={t('contactRequests.filter.kind')}>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            placeholder={t('contactRequests.filter.all')}
            options={CONTACT_TARGETS.map((kind) => ({ value: kind, label: t(`contactRequests.kind.${kind}`) }))}
          />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('contactRequests.loadFailed')} />
      <Table<ContactRequestListItem>
        {...listTableProps(list, list.data?.items ?? [])}
        pagination={serverPagination(paging, list.data?.total ?? 0, (total) => t('contactRequests.total', { total }))}
        onChange={(pagination) => setPaging(nextPaging(paging, pagination))}
        columns={[
          {
            title: t('contactRequests.column.time'),
            key: 'time',
            render: (_, r) => formatZonedTime(r.createdAt, timeZone),
          },
          {
            title: t('contactRequests.column.target'),
            key: 'target',
            render: (_, r) =>
              `${t(`contactRequests.kind.${r.targetKind}`)}：${r.targetTitle ?? t('contactRequests.targetGone')}`,
          },
          { title: t('contactRequests.column.subject'), key: 'subject', dataIndex: 'subject' },
          { title: t('contactRequests.column.requester'), key: 'requester', dataIndex: 'requesterName' },
          { title: t('contactRequests.column.contact'), key: 'contact', dataIndex: 'requesterContact' },
          {
            title: t('contactRequests.column.account'),
            key: 'account',
            render: (_, r) => r.requesterAccount ?? t('contactRequests.visitor'),
          },
        ]}
      />
    </AdminListPage>
  );
}
