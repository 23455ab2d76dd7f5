import './identities.css';
import { formatTime, type IdentityDetail } from '@cityip/contracts';
import { App, Button, Descriptions, type DescriptionsProps, Flex, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FocusPopconfirm } from '../../components/focus-popconfirm.js';
import { ReturnFocusDrawer } from '../../components/return-focus-drawer.js';
import { IdentityStatusTag } from '../../portal/accounts/common/identity-summary.js';
import { LoadFailedAlert } from '../layout/admin-list-page.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useApproveIdentity, useIdentityDetail } from './identities.api.js';
import { LicencePreview } from './licence-preview.js';
import { RejectModal } from './reject-modal.js';

function detailItems(t: (key: string) => string, detail: IdentityDetail): DescriptionsProps['items'] {
  const company = detail.kind === 'company';
  const row = (key: string, label: string, value: string | null) => (value ? [{ key, label, children: value }] : []);
  return [
    { key: 'kind', label: t('identityReview.column.kind'), children: t(`selfService.identity.kind.${detail.kind}`) },
    { key: 'status', label: t('identityReview.column.status'), children: <IdentityStatusTag status={detail.status} /> },
    { key: 'email', label: t('identityReview.column.email'), children: detail.email },
    {
      key: 'name',
      label: t(company ? 'selfService.company.name' : 'selfService.person.realName'),
      children: detail.name,
    },
    ...row('idNumber', t('selfService.person.idNumber'), detail.idNumber),
    ...row('creditCode', t('selfService.company.creditCode'), detail.creditCode),
    ...row('legalRepresentative', t('selfService.company.legalRepresentative'), detail.legalRepresentative),
    ...row('contactName', t('selfService.company.contactName'), detail.contactName),
    {
      key: 'phone',
      label: t(company ? 'selfService.company.contactPhone' : 'selfService.person.phone'),
      children: detail.phone,
    },
    { key: 'submittedAt', label: t('identityReview.column.submittedAt'), children: formatTime(detail.submittedAt) },
    ...row('reviewedAt', t('selfService.identity.reviewedAt'), detail.reviewedAt && formatTime(detail.reviewedAt)),
    ...row('reviewer', t('identityReview.reviewer'), detail.reviewerName),
    ...row('rejectReason', t('selfService.identity.rejectReason'), detail.rejectReason),
  ];
}

/**
 * The full submission for its reviewer (the server logs this read): every field unmasked, the
 * licence, and — while it is pending — approve (after a confirmation) or reject with a reason.
 */
export function IdentityDetailDrawer({ id, onClose }: { id: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const detail = useIdentityDetail(id);
  const approve = useApproveIdentity();
  const showFailure = useShowFailure();
  const [rejecting, setRejecting] = useState(false);
  const data = detail.data;

  const confirmApprove = () =>
    approve.mutateAsync(id).then(() => {
      message.success(t('identityReview.approved'));
      onClose();
    }, showFailure);

  const actions = data?.status === 'pending' && (
    <Flex gap={8} wrap>
      <FocusPopconfirm
        title={t('identityReview.approve.confirm', { name: data.name })}
        okText={t('identityReview.approve.ok')}
        cancelText={t('identityReview.cancel')}
        onConfirm={confirmApprove}
      >
        <Button type="primary" loading={approve.isPending}>
          {t('identityReview.approve.button')}
        </Button>
      </FocusPopconfirm>
      <Button danger onClick={() => setRejecting(true)}>
        {t('identityReview.reject.button')}
      </Button>
    </Flex>
  );

  return (
    <ReturnFocusDrawer
      open
      title={t('identityReview.detailTitle')}
      size="min(640px, 100vw)"
      onClose={onClose}
      extra={actions}
      destroyOnHidden
    >
      {detail.isPending && <Spin description={t('display.loading')} />}
      <LoadFailedAlert query={detail} fallback={t('identityReview.loadFailed')} />
      {data && (
        <Flex vertical gap={16}>
          <p className="identity-reveal-note">{t('identityReview.revealNote')}</p>
          <Descriptions column={1} bordered size="small" items={detailItems(t, data)} />
          {data.license && (
            <section aria-labelledby="identity-licence-title">
              <h2 id="identity-licence-title" className="identity-licence-title">
                {t('selfService.company.license')}
              </h2>
              <LicencePreview identityId={data.id} licence={data.license} />
            </section>
          )}
        </Flex>
      )}
      {rejecting && data && (
        <RejectModal
          id={id}
          name={data.name}
          onClose={() => setRejecting(false)}
          onDone={() => {
            setRejecting(false);
            onClose();
          }}
        />
      )}
    </ReturnFocusDrawer>
  );
}
