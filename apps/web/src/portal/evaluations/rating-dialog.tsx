import {
  BAD_REVIEW_REASONS,
  EVALUATION_LEVELS,
  EVALUATION_LIMITS,
  type EvaluationInput,
  EvaluationInputSchema,
  isBadReview,
} from '@cityip/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { FormModal } from '../../admin/shared/form-modal.js';
import { CheckboxChoices } from '../../components/checkbox-choices.js';
import { levelName } from './evaluation-text.js';
import { type RatedThing, useRate } from './evaluations.api.js';
import { type RatingValues, toRatingInput } from './rating-rules.js';

const FIELDS = ['level', 'reasons', 'comment'] as const;

/**
 * The rating dialog: the five levels as a labelled radio group (Tab reaches it, the arrow keys
 * choose), and for 不满意 or 非常不满意 the reasons and the words that say what went wrong, checked
 * with the contract before anything is sent. `name` says what is rated in the title.
 */
export function RatingDialog({ thing, name, onClose }: { thing: RatedThing; name: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<RatingValues>();
  const rate = useRate();
  const level = Form.useWatch('level', form);
  const bad = level !== undefined && isBadReview(level);
  const { rulesFor, submitTo } = useContractForm<RatingValues, EvaluationInput>({
    form,
    schema: EvaluationInputSchema,
    fields: FIELDS,
    toInput: (values) => toRatingInput(thing, values),
  });
  return (
    <FormModal<RatingValues>
      form={form}
      name="service-rating"
      title={t('evaluation.form.title', { name })}
      okText={t('evaluation.form.submit')}
      cancelText={t('common.cancel')}
      saving={rate.isPending}
      initialValues={{ reasons: [], comment: '' }}
      onFinish={submitTo(rate, { savedText: t('success.evaluationSaved'), onSaved: onClose })}
      // A level change decides whether reasons and words are required: an error shown for them
      // is checked again at once (a new one waits for the submit, not for the arrow keys' passing).
      onValuesChange={(changed) => {
        if (!('level' in changed)) return;
        const shown = form.getFieldsError(['reasons', 'comment']).filter((field) => field.errors.length > 0);
        if (shown.length > 0) void form.validateFields(shown.map((field) => field.name)).catch(() => undefined);
      }}
      onClose={onClose}
    >
      <Form.Item
        name="level"
        label={<span id="service-rating-level-label">{t('evaluation.form.level')}</span>}
        rules={rulesFor('level')}
        required
        extra={t('evaluation.form.levelHint')}
      >
        <Radio.Group
          // One name makes the levels one group for the browser: one Tab stop, the arrows choose.
          name="service-rating-level"
          aria-labelledby="service-rating-level-label"
          className="rating-levels"
          options={EVALUATION_LEVELS.map((value) => ({ value, label: levelName(value, t) }))}
        />
      </Form.Item>
      {bad ? (
        <Form.Item name="reasons" label={t('evaluation.form.reasons')} rules={rulesFor('reasons')} required>
          <CheckboxChoices
            className="rating-reasons"
            aria-label={t('evaluation.form.reasons')}
            options={BAD_REVIEW_REASONS.map((value) => ({ value, label: t(`evaluation.reason.${value}`) }))}
          />
        </Form.Item>
      ) : null}
      <Form.Item
        name="comment"
        label={t(bad ? 'evaluation.form.commentBad' : 'evaluation.form.comment')}
        rules={rulesFor('comment')}
        required={bad}
        extra={bad ? t('evaluation.form.commentBadHint') : undefined}
      >
        <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} maxLength={EVALUATION_LIMITS.comment} showCount />
      </Form.Item>
    </FormModal>
  );
}
