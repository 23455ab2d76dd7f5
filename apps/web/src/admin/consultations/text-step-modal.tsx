import {
  CONSULT_LIMITS,
  type ConsultRejectInput,
  ConsultRejectInputSchema,
  type ConsultReplyInput,
  ConsultReplyInputSchema,
} from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useConsultStep } from './consultations.api.js';

/** The one text each step takes: the reply, or the reason it is not a consultation. */
const STEPS = {
  reply: { field: 'reply', schema: ConsultReplyInputSchema, max: CONSULT_LIMITS.reply, done: 'success.consultReplied' },
  reject: {
    field: 'reason',
    schema: ConsultRejectInputSchema,
    max: CONSULT_LIMITS.reason,
    done: 'success.consultRejected',
  },
} as const;

/** The asker's question above the reply, to answer it point by point. */
function QuestionBox({ question }: { question: string }) {
  const { t } = useTranslation();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a long question scrolls inside the box and holds nothing focusable; keyboard users scroll it from here (axe scrollable-region-focusable).
    <section className="consult-text consult-modal-question" tabIndex={0} aria-label={t('consultAdmin.reply.question')}>
      {question}
    </section>
  );
}

/**
 * Replying (plain text, mailed to the asker) or closing a question as not a consultation (the
 * asker is told the reason), each written in a dialog and checked as the server checks it.
 */
export function TextStepModal({
  id,
  title,
  step,
  question,
  onClose,
}: {
  id: string;
  title: string;
  step: 'reply' | 'reject';
  /** The asker's question, shown above the reply to answer it point by point. */
  question: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { field, max, done } = STEPS[step];
  const schema: z.ZodType<ConsultReplyInput | ConsultRejectInput> = STEPS[step].schema;
  const [form] = Form.useForm<Record<string, string>>();
  const save = useConsultStep(step);
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema,
    fields: [field],
    toInput: (values: Record<string, string>) => values,
  });
  return (
    <FormModal<Record<string, string>>
      form={form}
      name={`consult-${step}`}
      title={t(`consultAdmin.${step}.title`, { title })}
      okText={t(`consultAdmin.${step}.ok`)}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={{ [field]: '' }}
      onFinish={submitTo(save, { id, savedText: t(done), onSaved: onClose })}
      onClose={onClose}
    >
      {step === 'reply' ? <QuestionBox question={question} /> : null}
      <Form.Item
        name={field}
        label={t(`consultAdmin.${step}.label`)}
        extra={t(`consultAdmin.${step}.hint`)}
        rules={rulesFor(field)}
        required
      >
        <Input.TextArea autoSize={{ minRows: step === 'reply' ? 8 : 3, maxRows: 20 }} maxLength={max} showCount />
      </Form.Item>
    </FormModal>
  );
}
