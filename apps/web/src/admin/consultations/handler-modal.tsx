import { CONSULT_LIMITS, ConsultAssignInputSchema, ConsultForwardInputSchema } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useConsultHandlers, useConsultStep } from './consultations.api.js';

interface HandlerValues {
  handlerId?: string;
  note?: string;
}

/**
 * Assigning a question to a handler (an optional note) or forwarding it to another one (the note
 * says why); the handler is mailed. The current handler is not offered for a forward.
 */
export function HandlerModal({
  id,
  title,
  step,
  currentHandlerId,
  onClose,
}: {
  id: string;
  title: string;
  step: 'assign' | 'forward';
  currentHandlerId: string | null;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<HandlerValues>();
  const handlers = useConsultHandlers();
  const save = useConsultStep(step);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: step === 'assign' ? ConsultAssignInputSchema : ConsultForwardInputSchema,
    fields: ['handlerId', 'note'],
    toInput: (values: HandlerValues) => values,
  });
  const options = (handlers.data ?? [])
    .filter((handler) => step === 'assign' || handler.id !== currentHandlerId)
    .map((handler) => ({ value: handler.id, label: handler.name }));
  return (
    <FormModal<HandlerValues>
      form={form}
      name={`consult-${step}`}
      title={t(`consultAdmin.${step}.title`, { title })}
      okText={t(`consultAdmin.${step}.ok`)}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      initialValues={{ note: '' }}
      onFinish={submitTo(save, {
        id,
        savedText: t(step === 'assign' ? 'success.consultAssigned' : 'success.consultForwarded'),
        onSaved: onClose,
      })}
      onClose={onClose}
    >
      <Form.Item name="handlerId" label={t('consultAdmin.field.handler')} rules={rulesFor('handlerId')} required>
        <Select
          showSearch={{ optionFilterProp: 'label' }}
          loading={handlers.isPending}
          placeholder={t('consultAdmin.chooseHandler')}
          options={options}
        />
      </Form.Item>
      <Form.Item
        name="note"
        label={t(`consultAdmin.${step}.note`)}
        rules={rulesFor('note')}
        required={step === 'forward'}
      >
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CONSULT_LIMITS.note} showCount />
      </Form.Item>
    </FormModal>
  );
}
