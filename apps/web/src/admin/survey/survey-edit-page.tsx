import {
  BACK_OFFICE_BASE,
  isMessageKey,
  SURVEY_MAX_QUESTIONS,
  SURVEY_QUESTION_TYPES,
  type SurveyForm,
  SurveyFormInputSchema,
  type SurveyQuestionType,
} from '@cityip/contracts';
import { Alert, App, Button, Card, Flex, Form, Input, Popconfirm, Select, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { zodErrorMap } from '../shared/form-errors.js';
import { useAdminSurvey, useSaveSurvey } from './survey.api.js';

const LIST_PATH = `${BACK_OFFICE_BASE}/system/reportDown`;

/** A question as the editor holds it: options as one option per line. */
interface QuestionValues {
  id: string;
  type: SurveyQuestionType;
  title: string;
  required: boolean;
  options: string;
}
interface SurveyValues {
  title: string;
  intro: string;
  questions: QuestionValues[];
}

const toValues = (form: SurveyForm): SurveyValues => ({
  title: form.title,
  intro: form.intro,
  questions: form.questions.map((q) => ({ ...q, options: q.options.join('\n') })),
});

const toInput = (values: SurveyValues) => ({
  title: values.title ?? '',
  intro: values.intro ?? '',
  questions: (values.questions ?? []).map((q) => ({
    ...q,
    options:
      q.type === 'text'
        ? []
        : (q.options ?? '')
            .split('\n')
            .map((line) => line.trim())
            .filter(Boolean),
  })),
});

/** A new question with a fresh id (answers and exports refer to it, whatever the title becomes). */
const newQuestion = (): QuestionValues => ({
  id: crypto.randomUUID(),
  type: 'single',
  title: '',
  required: false,
  options: '',
});

/** The editor of a loaded form. */
function SurveyEditor({ form: stored }: { form: SurveyForm }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<SurveyValues>();
  const save = useSaveSurvey();
  const types = Form.useWatch('questions', form)?.map((q) => q?.type);

  /** The schema's verdicts by form field; an option's error shows on the options box. */
  const issuesByField = () => {
    const parsed = SurveyFormInputSchema.safeParse(toInput(form.getFieldsValue(true)), {
      error: zodErrorMap(i18n.language),
    });
    const map = new Map<string, string>();
    for (const issue of parsed.error?.issues ?? []) {
      const path = issue.path.map(String);
      const field = path[0] === 'questions' && path[2] === 'options' ? path.slice(0, 3).join('.') : path.join('.');
      if (!map.has(field)) map.set(field, isMessageKey(issue.message) ? t(issue.message) : issue.message);
    }
    return map;
  };
  const rulesFor = (field: string) => [
    {
      validator: async () => {
        const error = issuesByField().get(field);
        if (error) throw new Error(error);
      },
    },
  ];

  const submit = () => {
    const parsed = SurveyFormInputSchema.safeParse(toInput(form.getFieldsValue(true)));
    if (!parsed.success) {
      const questionsError = issuesByField().get('questions');
      if (questionsError) message.error(questionsError);
      return;
    }
    save.mutate(parsed.data, {
      onSuccess: () => {
        message.success(t('survey.saved'));
        navigate(LIST_PATH);
      },
      onError: (error) => {
        const fields = fieldErrorsOf(error);
        form.setFields(fields.map((f) => ({ name: f.field.split('.').slice(0, 3), errors: [f.message] })) as never);
        const text = fields[0]?.message ?? requestErrorText(error, t);
        if (text) message.error(text);
      },
    });
  };

  return (
    <Form<SurveyValues>
      form={form}
      name="survey-form"
      layout="vertical"
      initialValues={toValues(stored)}
      onFinish={submit}
      disabled={save.isPending}
    >
      <Form.Item name="title" label={t('survey.form.title')} rules={rulesFor('title')} required>
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item name="intro" label={t('survey.form.intro')} rules={rulesFor('intro')}>
        <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} maxLength={1000} showCount />
      </Form.Item>
      <Typography.Title level={2} style={{ fontSize: 16 }}>
        {t('survey.form.questions')}
      </Typography.Title>
      <Form.List name="questions">
        {(fields, { add, remove, move }) => (
          <Flex vertical gap={12}>
            {fields.map((field, index) => {
              const label = (part: string) => t('survey.form.questionPart', { index: index + 1, part });
              return (
                <Card
                  key={field.key}
                  size="small"
                  title={t('survey.form.question', { index: index + 1 })}
                  extra={
                    <Flex gap={4}>
                      <Button
                        size="small"
                        disabled={index === 0}
                        onClick={() => move(index, index - 1)}
                        aria-label={label(t('survey.form.up'))}
                      >
                        {t('survey.form.up')}
                      </Button>
                      <Button
                        size="small"
                        disabled={index === fields.length - 1}
                        onClick={() => move(index, index + 1)}
                        aria-label={label(t('survey.form.down'))}
                      >
                        {t('survey.form.down')}
                      </Button>
                      <Popconfirm
                        title={t('survey.form.confirmRemove', { index: index + 1 })}
                        okText={t('survey.form.ok')}
                        cancelText={t('survey.form.cancel')}
                        onConfirm={() => remove(index)}
                      >
                        <Button size="small" danger aria-label={label(t('survey.form.remove'))}>
                          {t('survey.form.remove')}
                        </Button>
                      </Popconfirm>
                    </Flex>
                  }
                >
                  <Flex gap={16} wrap>
                    <Form.Item
                      name={[field.name, 'type']}
                      label={label(t('survey.form.type'))}
                      style={{ minWidth: 160 }}
                    >
                      <Select
                        options={SURVEY_QUESTION_TYPES.map((value) => ({ value, label: t(`survey.type.${value}`) }))}
                      />
                    </Form.Item>
                    <Form.Item
                      name={[field.name, 'required']}
                      label={label(t('survey.form.required'))}
                      valuePropName="checked"
                    >
                      <Switch />
                    </Form.Item>
                  </Flex>
                  <Form.Item
                    name={[field.name, 'title']}
                    label={label(t('survey.form.questionTitle'))}
                    rules={rulesFor(`questions.${index}.title`)}
                    required
                  >
                    <Input maxLength={200} />
                  </Form.Item>
                  {types?.[index] !== 'text' && (
                    <Form.Item
                      name={[field.name, 'options']}
                      label={label(t('survey.form.options'))}
                      extra={t('survey.form.optionsHint')}
                      rules={rulesFor(`questions.${index}.options`)}
                      required
                    >
                      <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
                    </Form.Item>
                  )}
                </Card>
              );
            })}
            <Button onClick={() => add(newQuestion())} disabled={fields.length >= SURVEY_MAX_QUESTIONS}>
              {t('survey.form.add')}
            </Button>
          </Flex>
        )}
      </Form.List>
      <Flex gap={8} style={{ marginTop: 24 }}>
        <Button type="primary" htmlType="submit" loading={save.isPending}>
          {t('survey.form.save')}
        </Button>
        <Button onClick={() => navigate(LIST_PATH)}>{t('survey.form.back')}</Button>
      </Flex>
    </Form>
  );
}

/** `/system/reportDownOpreation`: edit the survey's title, introduction and questions. */
export function SurveyEditPage() {
  const { t } = useTranslation();
  const survey = useAdminSurvey();
  return (
    <section aria-labelledby="survey-edit-title">
      <Typography.Title level={1} id="survey-edit-title" style={{ fontSize: 20, marginTop: 0 }}>
        {t('admin.route.systemReportDownOperation')}
      </Typography.Title>
      <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('survey.form.note')} />
      {survey.isPending && <Spin description={t('display.loading')} />}
      {survey.isError && (
        <Alert type="error" showIcon role="alert" title={requestErrorText(survey.error, t) ?? t('survey.loadFailed')} />
      )}
      {survey.data && <SurveyEditor form={survey.data} />}
    </section>
  );
}
