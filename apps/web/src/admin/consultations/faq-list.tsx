import {
  type AdminFaq,
  type AdminFaqQuery,
  CONSULT_CATEGORIES,
  CONSULT_KEYWORD_MAX,
  formatTime,
} from '@cityip/contracts';
import { App, Form, Input, Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterForm, FilterSelect } from '../../components/filter-form.js';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { LABELLED_CLEAR } from '../../components/labelled-controls.js';
import { consultHref, useConsultFormat } from '../../portal/consult/consult-format.js';
import { LoadFailedAlert, listTableProps } from '../layout/admin-list-page.js';
import { nextPaging, serverPagination } from '../layout/server-paging.js';
import { RowActionButton, RowActions } from '../shared/row-actions.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useAdminFaqs, usePublishFaq } from './consultations.api.js';
import { FaqModal } from './faq-modal.js';

type Filters = Pick<AdminFaqQuery, 'category' | 'published' | 'keyword'>;

/** The FAQ entries (常见问题) made from replies: edit them, put them on the site or take them off. */
export function FaqList() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const showFailure = useShowFailure();
  const format = useConsultFormat();
  const [query, setQuery] = useState<AdminFaqQuery>({ page: 1, pageSize: 10 });
  const [editing, setEditing] = useState<AdminFaq | null>(null);
  const list = useAdminFaqs(query);
  const publish = usePublishFaq();
  const setPublished = (row: AdminFaq, next: boolean) =>
    publish
      .mutateAsync({ id: row.id, publish: next })
      .then(() => message.success(t(next ? 'success.faqPublished' : 'success.faqUnpublished')), showFailure);
  const search = ({ keyword, ...filters }: Filters) =>
    setQuery((current) => ({ page: 1, pageSize: current.pageSize, ...filters, keyword: keyword?.trim() || undefined }));
  const columns: TableColumnsType<AdminFaq> = [
    { key: 'question', dataIndex: 'question', title: t('consultAdmin.faq.question'), ellipsis: true },
    { key: 'category', title: t('consultAdmin.field.category'), render: (_, row) => format.category(row.category) },
    {
      key: 'published',
      title: t('consultAdmin.field.published'),
      render: (_, row) => t(row.published ? 'consultAdmin.faq.onSite' : 'consultAdmin.faq.offSite'),
    },
    { key: 'updatedAt', title: t('consultAdmin.faq.updatedAt'), render: (_, row) => formatTime(row.updatedAt) },
    {
      key: 'actions',
      title: t('consultAdmin.field.actions'),
      fixed: 'end',
      render: (_, row) => (
        <RowActions>
          <RowActionButton
            label={t('consultAdmin.faq.editLabel', { question: row.question })}
            onClick={() => setEditing(row)}
          >
            {t('consultAdmin.faq.edit')}
          </RowActionButton>
          <FocusPopconfirm
            title={t(row.published ? 'consultAdmin.faq.unpublishConfirm' : 'consultAdmin.faq.publishConfirm')}
            okText={t(row.published ? 'consultAdmin.action.unpublish' : 'consultAdmin.action.publish')}
            cancelText={t('common.cancel')}
            onConfirm={() => void setPublished(row, !row.published)}
          >
            <RowActionButton
              label={t(row.published ? 'consultAdmin.faq.unpublishLabel' : 'consultAdmin.faq.publishLabel', {
                question: row.question,
              })}
            >
              {t(row.published ? 'consultAdmin.action.unpublish' : 'consultAdmin.action.publish')}
            </RowActionButton>
          </FocusPopconfirm>
          {row.published ? (
            <RowActionButton
              label={t('consultAdmin.faq.viewLabel', { question: row.question })}
              href={consultHref(row.id, 'faq')}
              target="_blank"
              rel="noreferrer"
            >
              {t('consultAdmin.view')}
            </RowActionButton>
          ) : null}
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <FilterForm<Filters> name="consult-faq-filters" onSubmit={search}>
        <FilterSelect
          name="category"
          label={t('consultAdmin.field.category')}
          placeholder={t('consultAdmin.filter.all')}
          minWidth={140}
          options={CONSULT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`consult.category.${category}`),
          }))}
        />
        <FilterSelect
          name="published"
          label={t('consultAdmin.field.published')}
          placeholder={t('consultAdmin.filter.all')}
          minWidth={120}
          options={[
            { value: 'true', label: t('consultAdmin.faq.onSite') },
            { value: 'false', label: t('consultAdmin.faq.offSite') },
          ]}
        />
        <Form.Item name="keyword" label={t('consultAdmin.filter.keyword')}>
          <Input allowClear={LABELLED_CLEAR} maxLength={CONSULT_KEYWORD_MAX} />
        </Form.Item>
      </FilterForm>
      <LoadFailedAlert query={list} fallback={t('consultAdmin.loadFailed')} />
      <Table<AdminFaq>
        {...listTableProps(list, list.data?.items ?? [])}
        columns={columns}
        pagination={serverPagination(query, list.data?.total ?? 0, (total) => t('consultAdmin.total', { total }))}
        onChange={(pagination) => setQuery((current) => ({ ...current, ...nextPaging(current, pagination) }))}
      />
      {editing ? (
        <FaqModal
          from="faq"
          id={editing.id}
          initial={{ category: editing.category, question: editing.question, answer: editing.answer }}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}
