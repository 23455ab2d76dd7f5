import {
  CONSULT_LIMITS,
  Code,
  type ConsultAskInput,
  ConsultAskInputSchema,
  type ConsultReceipt,
  type ConsultVisitorAskInput,
  ConsultVisitorAskInputSchema,
} from '@cityip/contracts';
import { Alert, App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { isUserSession, useSession } from '../../auth/session-store.js';
import { MailedCodeItems } from '../accounts/common/mailed-code-items.js';
import { SubmitItem } from '../accounts/common/submit-item.js';
import { useAccountForm } from '../accounts/common/use-account-form.js';
import { useCaptchaCodeSender } from '../accounts/common/use-captcha-code-sender.js';
import { askQuestion, sendAskCode, useConsultFormInfo } from './consult.api.js';
import { ContactItems, type ContactValues, shownContact } from './consult-contact-items.js';
import { QUESTION_FIELDS, QuestionItems, type QuestionValues, usePickedFiles } from './question-items.js';

type VisitorValues = QuestionValues & ContactValues & { name?: string; captchaCode?: string; code?: string };

const VISITOR_FIELDS = [...QUESTION_FIELDS, 'name', 'channel', 'contact', 'captchaCode', 'code'] as const;

/** Staff accounts answer questions in the back office; they do not ask them here. */
const STAFF_ROLES: readonly string[] = ['bus', 'admin', 'auditor'];

interface AskFormProps {
  onAsked: (receipt: ConsultReceipt) => void;
}

/** The question as the contract reads it: the form keeps the picked files beside it. */
const questionInput = ({ files: _files, ...values }: QuestionValues) => ({
  ...values,
  publishable: values.publishable === true,
});

/** A signed-in person or company asks as the account: the reply goes to the account's email. */
function AccountAskForm({ onAsked }: AskFormProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<QuestionValues>();
  const picked = usePickedFiles();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: ConsultAskInputSchema,
    fields: QUESTION_FIELDS,
    toInput: questionInput,
  });
  const submit = submitWith(async (input: ConsultAskInput) => {
    const receipt = await askQuestion(input, picked.filesOf(form.getFieldValue('files')));
    message.success(t('success.consultAsked'));
    onAsked(receipt);
  });
  const who = session.userName || session.account;
  return (
    <Form<QuestionValues> form={form} name="consult-ask" layout="vertical" onFinish={submit} disabled={busy}>
      <Alert
        type="info"
        showIcon
        className="consult-asker"
        title={t('consult.form.askingAs', { name: who })}
        description={t('consult.form.askingAsHint')}
      />
      <QuestionItems rulesFor={rulesFor} keepFile={picked.keep} />
      <SubmitItem busy={busy}>{t('consult.form.submit')}</SubmitItem>
    </Form>
  );
}

/** A visitor gives a name and an email (or phone), answers the captcha and enters the code sent there. */
function VisitorAskForm({ onAsked, smsAvailable }: AskFormProps & { smsAvailable: boolean }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<VisitorValues>();
  const picked = usePickedFiles();
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: ConsultVisitorAskInputSchema,
    fields: VISITOR_FIELDS,
    toInput: ({ captchaCode: _captcha, ...values }: VisitorValues) => ({
      ...questionInput(values),
      channel: values.channel ?? 'email',
    }),
    // A wrong or expired code is a plain 400.
    fieldOfCode: { [Code.BAD_REQUEST]: 'code' },
  });
  const sender = useCaptchaCodeSender(form, {
    captchaFieldId: 'consult-ask-captcha',
    fields: ['channel', 'contact'],
    request: (captcha) =>
      sendAskCode({
        channel: form.getFieldValue('channel') ?? 'email',
        contact: String(form.getFieldValue('contact') ?? '').trim(),
        ...captcha,
      }),
    shownAs: () => shownContact(form),
    onFailure,
  });
  const submit = submitWith(async (input: ConsultVisitorAskInput) => {
    const receipt = await askQuestion(input, picked.filesOf(form.getFieldValue('files')));
    message.success(t('success.consultAsked'));
    onAsked(receipt);
  });
  return (
    <Form<VisitorValues>
      form={form}
      name="consult-ask"
      layout="vertical"
      onFinish={submit}
      disabled={busy}
      initialValues={{ channel: 'email' }}
    >
      <QuestionItems rulesFor={rulesFor} keepFile={picked.keep} />
      <Form.Item name="name" label={t('consult.field.name')} rules={rulesFor('name')} required>
        <Input autoComplete="name" maxLength={CONSULT_LIMITS.name} />
      </Form.Item>
      <ContactItems smsAvailable={smsAvailable} rules={rulesFor('contact')} />
      <MailedCodeItems sender={sender} label={t('consult.field.code')} rules={rulesFor('code')} />
      <SubmitItem busy={busy}>{t('consult.form.submit')}</SubmitItem>
    </Form>
  );
}

/**
 * "Ask a question": a signed-in person or company asks as the account, a visitor with a verified
 * contact; a staff account is told to use the back office. `onAsked` gets the receipt.
 */
export function AskForm({ onAsked }: AskFormProps) {
  const { t } = useTranslation();
  const session = useSession();
  const info = useConsultFormInfo();
  if (isUserSession(session) && STAFF_ROLES.includes(session.role)) {
    return <Alert type="info" showIcon title={t('error.consultStaffAccount')} />;
  }
  if (isUserSession(session)) return <AccountAskForm onAsked={onAsked} />;
  return <VisitorAskForm onAsked={onAsked} smsAvailable={info.data?.smsAvailable === true} />;
}
