import { REJECT_REASON_MAX_LENGTH, TechDemandRejectSchema, TechDemandTakeDownSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useRefuseDemand } from './tech-demands.api.js';

/** Rejecting or taking down needs a reason (the company sees it and is mailed it), checked as the server checks it. */
export function ReasonModal({
  id,
  title,
  action,
  onDone,
  onClose,
}: {
  id: string;
  title: string;
  action: 'reject' | 'take-down';
  onDone: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason?: string }>();
  const refuse = useRefuseDemand(action);
  const key = action === 'reject' ? 'reject' : 'takeDown';
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: action === 'reject' ? TechDemandRejectSchema : TechDemandTakeDownSchema,
    fields: ['reason'],
    toInput: (values: { reason?: string }) => values,
  });
  return (
    <FormModal
      form={form}
      name={`tech-demand-${action}`}
      title={t(`demandReview.${key}.title`, { title })}
      okText={t(`demandReview.${key}.ok`)}
      cancelText={t('common.cancel')}
      saving={refuse.isPending}
      initialValues={{ reason: '' }}
      onFinish={submitTo(refuse, { id, savedText: t(`demandReview.${key}.done`), onSaved: onDone })}
      onClose={onClose}
    >
      <Form.Item
        name="reason"
        label={t('demandReview.reason')}
        rules={rulesFor('reason')}
        required
        extra={t('demandReview.reasonHint')}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={REJECT_REASON_MAX_LENGTH} showCount />
      </Form.Item>
    </FormModal>
  );
}
