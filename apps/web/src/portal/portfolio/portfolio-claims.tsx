import { formatTime, type PortfolioClaim, PortfolioClaimInputSchema } from '@cityip/contracts';
import { Form, Input, List, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadFailedAlert } from '../../admin/layout/admin-list-page.js';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { ConfirmDeleteButton } from '../../admin/shared/row-actions.js';
import { AccountTabForm } from '../accounts/account-info/account-tab-form.js';
import { ClaimStatusTag } from './claim-status-tag.js';
import { useAddClaim, usePortfolioClaims, useRemoveClaim } from './portfolio.api.js';

/** Adding a patent by number, checked as the server checks it; the server's refusal shows on the field. */
function AddClaimForm() {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ number?: string }>();
  const add = useAddClaim();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: PortfolioClaimInputSchema,
    fields: ['number'],
    toInput: (values: { number?: string }) => values,
  });
  return (
    <AccountTabForm<{ number?: string }>
      form={form}
      name="portfolio-add"
      initialValues={{ number: '' }}
      busy={add.isPending}
      submitText={t('portfolio.add.submit')}
      onFinish={submitTo(add, { savedText: t('success.portfolioClaimAdded'), onSaved: () => form.resetFields() })}
    >
      <p>{t('portfolio.add.intro')}</p>
      <Form.Item name="number" label={t('portfolio.add.number')} rules={rulesFor('number')} required>
        <Input maxLength={64} placeholder={t('portfolio.add.placeholder')} autoComplete="off" />
      </Form.Item>
    </AccountTabForm>
  );
}

/** The patents the company added by number: their state, a rejection's reason, and removal. */
export function PortfolioClaims() {
  const { t } = useTranslation();
  const claims = usePortfolioClaims();
  const remove = useRemoveClaim();
  // A list, not a second table: the page's one wide table is its patents.
  const item = (row: PortfolioClaim) => (
    <List.Item
      key={row.id}
      actions={[
        <ConfirmDeleteButton
          key="remove"
          id={row.id}
          text={t('portfolio.remove')}
          label={t('portfolio.removeLabel', { title: row.title })}
          title={t('portfolio.removeConfirm', { title: row.title })}
          okText={t('portfolio.remove')}
          cancelText={t('common.cancel')}
          remove={remove}
          deletedText={t('success.portfolioClaimRemoved')}
        />,
      ]}
    >
      <List.Item.Meta
        title={
          <Link to={`/patentSearch?id=${row.patentId}`} aria-label={t('portfolio.detailLabel', { title: row.title })}>
            {row.title}
          </Link>
        }
        description={
          <>
            <ClaimStatusTag status={row.status} />
            {row.demo ? <Tag color="warning">{t('portfolio.demo')}</Tag> : null}
            <p className="portfolio-note">
              {t('portfolio.claim.meta', { number: row.number, time: formatTime(row.createdAt) })}
            </p>
            {row.status === 'rejected' && row.rejectReason ? (
              <p className="portfolio-note">{t('portfolio.claim.reason', { reason: row.rejectReason })}</p>
            ) : null}
          </>
        }
      />
    </List.Item>
  );
  return (
    <section aria-labelledby="portfolio-claims">
      <h2 id="portfolio-claims" className="portfolio-heading">
        {t('portfolio.add.title')}
      </h2>
      <AddClaimForm />
      <h3 className="portfolio-heading">{t('portfolio.claims')}</h3>
      <LoadFailedAlert query={claims} fallback={t('portfolio.loadFailed')} />
      <List<PortfolioClaim>
        loading={claims.isPending}
        dataSource={claims.data ?? []}
        renderItem={item}
        locale={{ emptyText: t('portfolio.claims.empty') }}
      />
    </section>
  );
}
