import { type AdminPortfolioClaim, PortfolioClaimRejectSchema, REJECT_REASON_MAX_LENGTH } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useRejectClaim } from './portfolio-claims.api.js';

/** Rejecting needs a reason (the company sees it), checked as the server checks it. */
export function RejectClaimModal({ claim, onClose }: { claim: AdminPortfolioClaim; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = useRejectClaim();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: PortfolioClaimRejectSchema,
    fields: ['reason'],
    toInput: (values: { reason?: string }) => values,
  });
  return (
    <FormModal
      form={form}
      name="portfolio-claim-reject"
      title={t('portfolioClaims.rejectTitle', { company: claim.companyName })}
      okText={t('portfolioClaims.reject')}
      cancelText={t('common.cancel')}
      saving={reject.isPending}
      initialValues={{ reason: '' }}
      onFinish={submitTo(reject, { id: claim.id, savedText: t('success.portfolioClaimRejected'), onSaved: onClose })}
      onClose={onClose}
    >
      <p>{claim.title}</p>
      <Form.Item
        name="reason"
        label={t('portfolioClaims.reason')}
        rules={rulesFor('reason')}
        required
        extra={t('portfolioClaims.reasonHint')}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={REJECT_REASON_MAX_LENGTH} showCount />
      </Form.Item>
    </FormModal>
  );
}
