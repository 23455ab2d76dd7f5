import {
  EVALUATION_LIMITS,
  RECTIFICATION_OUTCOMES,
  type RectificationAnswerInput,
  RectificationAnswerInputSchema,
  type RectificationOutcome,
  type RectificationVerifyInput,
  RectificationVerifyInputSchema,
} from '@cityip/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useAnswerCase, useVerifyCase } from './evaluations-admin.api.js';

interface CaseFormProps {
  /** The review's id. */
  id: string;
  /** What was rated, for the dialog's title. */
  name: string;
  onClose: () => void;
}

/** Verifying a bad review: what staff found, checked as the server checks it. */
export function VerifyModal({ id, name, onClose }: CaseFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ note?: string }>();
  const verify = useVerifyCase();
  const { rulesFor, submitTo } = useContractForm<{ note?: string }, RectificationVerifyInput>({
    form,
    schema: RectificationVerifyInputSchema,
    fields: ['note'],
    toInput: (values) => values,
  });
  return (
    <FormModal
      form={form}
      name="rectification-verify"
      title={t('evaluationAdmin.verify.title', { name })}
      okText={t('evaluationAdmin.verify.ok')}
      cancelText={t('common.cancel')}
      saving={verify.isPending}
      initialValues={{ note: '' }}
      onFinish={submitTo(verify, { id, savedText: t('success.rectificationVerified'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="note"
        label={t('evaluationAdmin.verify.note')}
        rules={rulesFor('note')}
        required
        extra={t('evaluationAdmin.verify.noteHint')}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={EVALUATION_LIMITS.verifyNote} showCount />
      </Form.Item>
    </FormModal>
  );
}

interface AnswerValues {
  outcome?: RectificationOutcome;
  answer?: string;
}

/** Answering a verified case: rectified or explained, in words the rater reads and is mailed. */
export function AnswerModal({ id, name, onClose }: CaseFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AnswerValues>();
  const answer = useAnswerCase();
  const { rulesFor, submitTo } = useContractForm<AnswerValues, RectificationAnswerInput>({
    form,
    schema: RectificationAnswerInputSchema,
    fields: ['outcome', 'answer'],
    toInput: (values) => values,
  });
  return (
    <FormModal
      form={form}
      name="rectification-answer"
      title={t('evaluationAdmin.answer.title', { name })}
      okText={t('evaluationAdmin.answer.ok')}
      cancelText={t('common.cancel')}
      saving={answer.isPending}
      initialValues={{ answer: '' }}
      onFinish={submitTo(answer, { id, savedText: t('success.rectificationAnswered'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="outcome"
        label={<span id="rectification-outcome-label">{t('evaluationAdmin.answer.outcome')}</span>}
        rules={rulesFor('outcome')}
        required
      >
        <Radio.Group
          name="rectification-outcome"
          aria-labelledby="rectification-outcome-label"
          options={RECTIFICATION_OUTCOMES.map((value) => ({ value, label: t(`evaluation.outcome.${value}`) }))}
        />
      </Form.Item>
      <Form.Item
        name="answer"
        label={t('evaluationAdmin.answer.text')}
        rules={rulesFor('answer')}
        required
        extra={t('evaluationAdmin.answer.textHint')}
      >
        <Input.TextArea autoSize={{ minRows: 4, maxRows: 10 }} maxLength={EVALUATION_LIMITS.answer} showCount />
      </Form.Item>
    </FormModal>
  );
}
