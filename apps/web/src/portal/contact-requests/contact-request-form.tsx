import {
  CONTACT_SUBJECT_MAX_LENGTH,
  Code,
  type ContactRequestInput,
  ContactRequestInputSchema,
  type ContactTarget,
  TEXT_LIMITS,
} from '@cityip/contracts';
import { App, Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { useSession } from '../../auth/session-store.js';
import { useAccountForm } from '../accounts/common/use-account-form.js';
import { useCaptcha } from '../accounts/common/use-captcha.js';
import { CaptchaField } from '../login/captcha-field.js';
import { sendContactRequest } from './contact-requests.api.js';

interface ContactValues {
  subject?: string;
  message?: string;
  requesterName?: string;
  requesterContact?: string;
  captchaCode?: string;
}

const FIELDS = ['subject', 'message', 'requesterName', 'requesterContact', 'captchaCode'] as const;

type CaptchaState = ReturnType<typeof useCaptcha>;

/** The captcha of a visitor's form: an image to answer, and the way to skip it by logging in. */
function VisitorCaptcha({ captcha }: { captcha: CaptchaState }) {
  const { t } = useTranslation();
  const location = useLocation();
  const back = encodeURIComponent(`${location.pathname}${location.search}`);
  return (
    <>
      <CaptchaField captcha={captcha.captcha} failed={captcha.failed} onRefresh={captcha.refresh} />
      <p className="contact-request-login">
        {t('portal.contactRequest.loginHint')}{' '}
        <Link to={`/login?redirect=${back}`}>{t('portal.contactRequest.login')}</Link>
      </p>
    </>
  );
}

interface ContactRequestFormProps {
  target: ContactTarget;
  targetId: string;
  /** A visitor answers the image captcha; a signed-in user does not. */
  visitor: boolean;
  onSent: () => void;
  onCancel: () => void;
}

/**
 * The contact-request form, checked against the server's contract. A signed-in user finds their
 * name and address filled in; a visitor answers a new single-use captcha for every attempt (only
 * a visitor's form fetches one).
 */
export function ContactRequestForm({ visitor, ...props }: ContactRequestFormProps) {
  return visitor ? <VisitorForm {...props} /> : <RequestForm {...props} captcha={null} />;
}

function VisitorForm(props: Omit<ContactRequestFormProps, 'visitor'>) {
  return <RequestForm {...props} captcha={useCaptcha()} />;
}

function RequestForm({
  target,
  targetId,
  captcha,
  onSent,
  onCancel,
}: Omit<ContactRequestFormProps, 'visitor'> & { captcha: CaptchaState | null }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const session = useSession();
  const [form] = Form.useForm<ContactValues>();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: ContactRequestInputSchema,
    fields: captcha ? FIELDS : FIELDS.filter((field) => field !== 'captchaCode'),
    toInput: (values: ContactValues): Partial<ContactRequestInput> => ({
      targetKind: target,
      targetId,
      subject: values.subject ?? '',
      message: values.message ?? '',
      requesterName: values.requesterName ?? '',
      requesterContact: values.requesterContact ?? '',
      ...(captcha ? { captchaId: captcha.captcha?.captchaId, captchaCode: values.captchaCode?.trim() } : {}),
    }),
    fieldOfCode: { [Code.CAPTCHA_REQUIRED]: 'captchaCode' },
  });

  const submit = submitWith(async (input) => {
    try {
      await sendContactRequest(input);
    } finally {
      // The captcha is burnt by every attempt, right or wrong.
      if (captcha) {
        form.setFieldValue('captchaCode', '');
        captcha.refresh();
      }
    }
    message.success(t('success.contactRequestSent'));
    onSent();
  });

  const initialValues = captcha
    ? {}
    : { requesterName: session.userName, requesterContact: session.account || session.userInfo.email || '' };
  return (
    <Form<ContactValues>
      form={form}
      name="contact-request"
      layout="vertical"
      onFinish={submit}
      disabled={busy}
      initialValues={initialValues}
    >
      <p className="contact-request-privacy">{t('portal.contactRequest.privacy')}</p>
      <Form.Item name="subject" label={t('portal.contactRequest.subject')} required rules={rulesFor('subject')}>
        <Input maxLength={CONTACT_SUBJECT_MAX_LENGTH} />
      </Form.Item>
      <Form.Item name="message" label={t('portal.contactRequest.message')} required rules={rulesFor('message')}>
        <Input.TextArea rows={5} maxLength={TEXT_LIMITS.paragraph} showCount />
      </Form.Item>
      <Form.Item
        name="requesterName"
        label={t('portal.contactRequest.requesterName')}
        required
        rules={rulesFor('requesterName')}
      >
        <Input autoComplete="name" maxLength={TEXT_LIMITS.personName} />
      </Form.Item>
      <Form.Item
        name="requesterContact"
        label={t('portal.contactRequest.requesterContact')}
        extra={t('portal.contactRequest.requesterContactHelp')}
        required
        rules={rulesFor('requesterContact')}
      >
        <Input maxLength={TEXT_LIMITS.email} />
      </Form.Item>
      {captcha && <VisitorCaptcha captcha={captcha} />}
      <div className="contact-request-actions">
        <Button onClick={onCancel}>{t('portal.contactRequest.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('portal.contactRequest.submit')}
        </Button>
      </div>
    </Form>
  );
}
