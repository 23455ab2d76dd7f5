import { REJECT_REASON_MAX_LENGTH, TalentRejectInputSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useRejectTalent } from './talents.api.js';

/** Rejecting needs a reason (the applicant sees it and is mailed it); checked as the server checks it. */
export function TalentRejectModal({ id, name, onClose }: { id: string; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const reject = useRejectTalent();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: TalentRejectInputSchema,
    fields: ['reason'],
    toInput: (values: { reason?: string }) => values,
  });
  return (
    <FormModal
      form={form}
      name="talent-reject"
      title={t('talentAdmin.reject.title', { name })}
      okText={t('talentAdmin.reject.ok')}
      cancelText={t('common.cancel')}
      saving={reject.isPending}
      initialValues={{ reason: '' }}
      onFinish={submitTo(reject, { id, savedText: t('success.talentRejected'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('talentAdmin.reject.reason')}
        rules={rulesFor('reason')}
        required
        extra={t('talentAdmin.reject.hint')}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={REJECT_REASON_MAX_LENGTH} showCount />
      </Form.Item>
    </FormModal>
  );
}
