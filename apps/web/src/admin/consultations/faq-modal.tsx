import { CONSULT_CATEGORIES, CONSULT_LIMITS, type FaqInput, FaqInputSchema } from '@cityip/contracts';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useMakeFaq, useSaveFaq } from './consultations.api.js';

type FaqValues = Partial<FaqInput>;

/**
 * A FAQ entry (常见问题) in a dialog: made from a replied question (`from: 'consultation'`, `id`
 * is the question's, the public wording and the reply filled in to be generalised) or an
 * existing entry edited (`id` is the entry's). The site search finds published entries.
 */
export function FaqModal({
  from,
  id,
  initial,
  onClose,
}: {
  from: 'consultation' | 'faq';
  id: string;
  initial: FaqInput;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FaqValues>();
  const make = useMakeFaq();
  const edit = useSaveFaq();
  const save = from === 'consultation' ? make : edit;
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: FaqInputSchema,
    fields: ['category', 'question', 'answer'],
    toInput: (values: FaqValues) => values,
  });
  const creating = from === 'consultation';
  return (
    <FormModal<FaqValues>
      form={form}
      name="consult-faq"
      title={t(creating ? 'consultAdmin.faq.createTitle' : 'consultAdmin.faq.editTitle')}
      okText={t(creating ? 'consultAdmin.faq.create' : 'consultAdmin.faq.save')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={initial}
      onFinish={submitTo(save, {
        id,
        savedText: t(creating ? 'success.faqCreated' : 'success.faqSaved'),
        onSaved: onClose,
      })}
      onClose={onClose}
    >
      {creating ? <p className="consult-note">{t('consultAdmin.faq.hint')}</p> : null}
      <Form.Item name="category" label={t('consult.field.category')} rules={rulesFor('category')} required>
        <Select
          options={CONSULT_CATEGORIES.map((category) => ({
            value: category,
            label: t(`consult.category.${category}`),
          }))}
        />
      </Form.Item>
      <Form.Item name="question" label={t('consultAdmin.faq.question')} rules={rulesFor('question')} required>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={CONSULT_LIMITS.faqQuestion} showCount />
      </Form.Item>
      <Form.Item name="answer" label={t('consultAdmin.faq.answer')} rules={rulesFor('answer')} required>
        <Input.TextArea autoSize={{ minRows: 6, maxRows: 16 }} maxLength={CONSULT_LIMITS.faqAnswer} showCount />
      </Form.Item>
    </FormModal>
  );
}
