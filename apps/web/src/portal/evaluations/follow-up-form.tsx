import {
  EVALUATION_LIMITS,
  FOLLOW_UP_ANSWERS,
  type FollowUpAnswer,
  type FollowUpInput,
  FollowUpInputSchema,
} from '@cityip/contracts';
import { Button, Form, Input, Radio } from 'antd';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { useFollowUp } from './evaluations.api.js';
import { Heading, type HeadingLevel } from './heading.js';

interface FollowUpValues {
  answer?: FollowUpAnswer;
  note?: string;
}

/**
 * The follow-up (回访) once staff answered a bad review: did the answer resolve the problem, and
 * a remark; given once. A visitor's look-up token goes along with it.
 */
export function FollowUpForm({
  evaluationId,
  lookupToken,
  headingLevel,
}: {
  evaluationId: string;
  lookupToken?: string;
  headingLevel: HeadingLevel;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<FollowUpValues>();
  const followUp = useFollowUp();
  const headingId = useId();
  const answerLabelId = useId();
  const { rulesFor, submitTo } = useContractForm<FollowUpValues, FollowUpInput>({
    form,
    schema: FollowUpInputSchema,
    fields: ['answer', 'note'],
    toInput: (values) => ({ answer: values.answer, note: values.note ?? '', ...(lookupToken ? { lookupToken } : {}) }),
  });
  return (
    <section className="rating-follow-up" aria-labelledby={headingId}>
      <Heading level={headingLevel} id={headingId}>
        {t('evaluation.followUp.title')}
      </Heading>
      <Form<FollowUpValues>
        form={form}
        name={`follow-up-${evaluationId}`}
        layout="vertical"
        initialValues={{ note: '' }}
        disabled={followUp.isPending}
        onFinish={submitTo(followUp, {
          id: evaluationId,
          savedText: t('success.followUpSaved'),
          onSaved: () => undefined,
        })}
      >
        <Form.Item
          name="answer"
          label={<span id={answerLabelId}>{t('evaluation.followUp.answer')}</span>}
          rules={rulesFor('answer')}
          required
        >
          <Radio.Group
            name={`follow-up-answer-${evaluationId}`}
            aria-labelledby={answerLabelId}
            options={FOLLOW_UP_ANSWERS.map((value) => ({ value, label: t(`evaluation.followUp.${value}`) }))}
          />
        </Form.Item>
        <Form.Item name="note" label={t('evaluation.followUp.note')} rules={rulesFor('note')}>
          <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={EVALUATION_LIMITS.followUpNote} showCount />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={followUp.isPending}>
          {t('evaluation.followUp.submit')}
        </Button>
      </Form>
    </section>
  );
}
