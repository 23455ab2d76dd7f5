import {
  checkSurveyAnswers,
  type PublicReport,
  SURVEY_TEXT_MAX,
  type SurveyAnswerValue,
  type SurveyForm,
} from '@cityip/contracts';
import { Alert, App, Checkbox, Form, type GetProps, Input, Radio, Space, Spin } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { isColumnClosedRefusal, useRefreshColumnStatuses } from '../../components/column-gate/column-gate.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { submitSurvey, useSurvey } from './reports.api.js';

type Answers = Record<string, SurveyAnswerValue | undefined>;

interface SurveyModalProps {
  report: PublicReport;
  onClose: () => void;
  /** Called once the answers are accepted; the caller then downloads. */
  onAnswered: () => Promise<void>;
}

/**
 * Checkboxes for a multiple-choice answer. aria-required is not allowed on a group of checkboxes
 * (axe: aria-allowed-attr), so the one the form item adds is dropped; the label says it instead.
 */
function CheckboxAnswers({
  'aria-required': _required,
  ...props
}: GetProps<typeof Checkbox.Group> & { 'aria-required'?: unknown }) {
  return <Checkbox.Group {...props} />;
}

/** The questions as form fields: free text, one choice (radios) or several (checkboxes). */
function QuestionField({ question, rules }: { question: SurveyForm['questions'][number]; rules: object[] }) {
  const { t } = useTranslation();
  const options = question.options.map((option) => ({ value: option, label: option }));
  const label =
    question.type === 'multiple' && question.required ? (
      <>
        {question.title}
        <span className="visually-hidden">{t('patentWarning.survey.required')}</span>
      </>
    ) : (
      question.title
    );
  return (
    <Form.Item name={['answers', question.id]} label={label} required={question.required} rules={rules}>
      {question.type === 'text' ? (
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={SURVEY_TEXT_MAX} showCount />
      ) : question.type === 'single' ? (
        <Radio.Group>
          <Space orientation="vertical">
            {options.map((o) => (
              <Radio key={o.value} value={o.value}>
                {o.label}
              </Radio>
            ))}
          </Space>
        </Radio.Group>
      ) : (
        <CheckboxAnswers options={options} />
      )}
    </Form.Item>
  );
}

/**
 * The download survey for one report: the form's questions checked as the server checks them
 * (required, choices from the options), then sent; on success the report downloads.
 */
export function SurveyModal({ report, onClose, onAnswered }: SurveyModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const survey = useSurvey(true);
  const [form] = Form.useForm<{ answers: Answers }>();
  const [busy, setBusy] = useState(false);
  const refreshColumns = useRefreshColumnStatuses();

  const issueOf = (id: string) => {
    if (!survey.data) return null;
    const checked = checkSurveyAnswers(survey.data, form.getFieldValue('answers') ?? {});
    return checked.ok ? null : (checked.issues.find((issue) => issue.field === `answers.${id}`) ?? null);
  };
  const rulesFor = (id: string) => [
    {
      validator: async () => {
        const issue = issueOf(id);
        if (issue) throw new Error(t(issue.message));
      },
    },
  ];

  const send = async () => {
    if (!survey.data) return;
    const checked = checkSurveyAnswers(survey.data, form.getFieldValue('answers') ?? {});
    if (!checked.ok) return;
    setBusy(true);
    try {
      await submitSurvey(report.id, checked.answers);
      await onAnswered();
      onClose();
    } catch (error) {
      const fields = fieldErrorsOf(error);
      if (fields.length) {
        // Answer errors name `answers.<questionId>`; ids contain no dots.
        form.setFields(
          fields.map((f) => ({
            name: ['answers', f.field.replace(/^answers\./, '')] as ['answers', string],
            errors: [f.message],
          })),
        );
      } else {
        if (isColumnClosedRefusal(error)) {
          await refreshColumns();
          onClose();
        }
        const text = requestErrorText(error, t);
        if (text) message.error(text);
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <ReturnFocusModal
      title={survey.data?.title ?? t('patentWarning.survey.title')}
      okText={t('patentWarning.survey.submit')}
      cancelText={t('patentWarning.survey.cancel')}
      okButtonProps={{ disabled: !survey.data }}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <p className="survey-report">{t('patentWarning.survey.for', { title: report.title })}</p>
      {survey.isPending && <Spin description={t('display.loading')} />}
      {survey.isError && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(survey.error, t) ?? t('patentWarning.loadFailed')}
        />
      )}
      {survey.data && (
        <>
          {survey.data.intro && <p className="survey-intro">{survey.data.intro}</p>}
          <Form form={form} layout="vertical" name="report-survey" onFinish={send} disabled={busy}>
            {survey.data.questions.map((question) => (
              <QuestionField key={question.id} question={question} rules={rulesFor(question.id)} />
            ))}
          </Form>
        </>
      )}
    </ReturnFocusModal>
  );
}
