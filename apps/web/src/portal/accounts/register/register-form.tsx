import { type AccountType, Code, PortalPasswordSchema, RegisterInputSchema } from '@cityip/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { register, sendRegisterCode } from '../common/accounts.api.js';
import { ConsentItem } from '../common/consent-item.js';
import { EmailItem } from '../common/email-item.js';
import { MailedCodeItems } from '../common/mailed-code-items.js';
import { NewPasswordItems } from '../common/new-password-items.js';
import { passwordCipher } from '../common/password-cipher.js';
import { SubmitItem } from '../common/submit-item.js';
import { useAccountForm } from '../common/use-account-form.js';
import { useEmailCodeSender } from '../common/use-email-code-sender.js';

interface RegisterValues {
  email?: string;
  password?: string;
  confirm?: string;
  captchaCode?: string;
  code?: string;
  name?: string;
  agreeTerms?: boolean;
}

/** The form checks the plain password against the policy; it travels encrypted. */
const RegisterFormSchema = RegisterInputSchema.extend({ password: PortalPasswordSchema });

const FIELDS = ['email', 'password', 'captchaCode', 'code', 'name', 'agreeTerms'] as const;

/**
 * Step 1 of `/personAuth` and `/companyAuth`: the account. The email is checked for uniqueness as
 * it is typed; the code is mailed after the captcha; registering signs the new user in, which
 * moves the page on to the authentication step.
 */
export function RegisterForm({ accountType }: { accountType: AccountType }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<RegisterValues>();
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: RegisterFormSchema,
    fields: FIELDS,
    toInput: (values: RegisterValues) => ({ ...values, accountType, agreeTerms: values.agreeTerms === true }),
    fieldOfCode: { [Code.BAD_REQUEST]: 'code', [Code.CONFLICT]: 'email' },
  });
  const code = useEmailCodeSender(form, sendRegisterCode, onFailure);

  const submit = submitWith(async (input) => {
    await register({ ...input, password: await passwordCipher(input.password) });
    message.success(t('selfService.register.done'));
  });

  const company = accountType === 'company';
  return (
    <Form<RegisterValues> form={form} name={`register-${accountType}`} layout="vertical" onFinish={submit}>
      <EmailItem rules={rulesFor('email')} />
      <NewPasswordItems label={t('selfService.register.password')} confirmLabel={t('selfService.register.confirm')} />
      <Form.Item
        name="name"
        label={t(company ? 'selfService.register.companyName' : 'selfService.register.personName')}
        rules={rulesFor('name')}
        required
      >
        <Input autoComplete={company ? 'organization' : 'name'} maxLength={50} />
      </Form.Item>
      <MailedCodeItems sender={code} label={t('selfService.register.code')} rules={rulesFor('code')} />
      <ConsentItem
        name="agreeTerms"
        text={t('selfService.register.agree')}
        document="terms"
        rules={rulesFor('agreeTerms')}
      />
      <SubmitItem busy={busy}>{t('selfService.register.submit')}</SubmitItem>
      <p className="account-switch">
        {t('selfService.register.haveAccount')} <Link to="/login">{t('selfService.register.login')}</Link>
      </p>
    </Form>
  );
}
