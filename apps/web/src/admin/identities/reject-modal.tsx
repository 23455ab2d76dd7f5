import { IdentityRejectInputSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useRejectIdentity } from './identities.api.js';

/** Rejecting needs a reason (it is mailed to the applicant); checked as the server checks it. */
export function RejectModal({
  id,
  name,
  onDone,
  onClose,
}: {
  id: string;
  name: string;
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = useRejectIdentity();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: IdentityRejectInputSchema,
    fields: ['reason'],
    toInput: (values: { reason?: string }) => values,
  });
  return (
    <FormModal
      form={form}
      name="identity-reject"
      title={t('identityReview.reject.title', { name })}
      okText={t('identityReview.reject.ok')}
      cancelText={t('identityReview.cancel')}
      saving={reject.isPending}
      initialValues={{ reason: '' }}
      onFinish={submitTo(reject, { id, savedText: t('identityReview.rejected'), onSaved: onDone })}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('identityReview.reject.reason')}
        rules={rulesFor('reason')}
        required
        extra={t('identityReview.reject.hint')}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={500} showCount />
      </Form.Item>
    </FormModal>
  );
}
