import { type AdminConsultDetail, CONSULT_LIMITS, ConsultWordingInputSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useEditWording } from './consultations.api.js';

interface WordingValues {
  publicTitle?: string;
  publicQuestion?: string;
}

/**
 * The published wording of a question: staff may take out personal details or tidy it; each
 * change is kept in the history with the text before and after. The asker's own words stay.
 */
export function WordingModal({ data, onClose }: { data: AdminConsultDetail; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<WordingValues>();
  const save = useEditWording();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: ConsultWordingInputSchema,
    fields: ['publicTitle', 'publicQuestion'],
    toInput: (values: WordingValues) => values,
  });
  return (
    <FormModal<WordingValues>
      form={form}
      name="consult-wording"
      title={t('consultAdmin.wording.title', { title: data.title })}
      okText={t('consultAdmin.wording.ok')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={{ publicTitle: data.publicTitle, publicQuestion: data.publicQuestion }}
      onFinish={submitTo(save, { id: data.id, savedText: t('success.consultWordingSaved'), onSaved: onClose })}
      onClose={onClose}
    >
      <p className="consult-note">{t('consultAdmin.wording.hint')}</p>
      <Form.Item
        name="publicTitle"
        label={t('consultAdmin.field.publicTitle')}
        rules={rulesFor('publicTitle')}
        required
      >
        <Input maxLength={CONSULT_LIMITS.title} showCount />
      </Form.Item>
      <Form.Item
        name="publicQuestion"
        label={t('consultAdmin.field.publicQuestion')}
        rules={rulesFor('publicQuestion')}
        required
      >
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={CONSULT_LIMITS.question} showCount />
      </Form.Item>
    </FormModal>
  );
}
