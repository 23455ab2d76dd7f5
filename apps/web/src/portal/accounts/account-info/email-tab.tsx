import { type AccountProfile, Code, EmailChangeInputSchema } from '@cityip/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeEmail, sendEmailChangeCode, useRefreshSelfService } from '../common/accounts.api.js';
import { EmailItem } from '../common/email-item.js';
import { passwordCipher } from '../common/password-cipher.js';
import { useAccountForm } from '../common/use-account-form.js';
import { useFieldCodeSender } from '../common/use-field-code-sender.js';
import { VerificationCodeItem } from '../common/verification-code-item.js';
import { AccountTabForm } from './account-tab-form.js';

interface EmailValues {
  email?: string;
  code?: string;
  password?: string;
}

const FIELDS = ['email', 'code', 'password'] as const;

/** Change the login email: the new address proves itself with a mailed code, the password confirms. */
export function EmailTab({ profile }: { profile: AccountProfile }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<EmailValues>();
  const refresh = useRefreshSelfService();
  const { rulesFor, onFailure, busy, submitWith } = useAccountForm({
    form,
    schema: EmailChangeInputSchema,
    fields: FIELDS,
    toInput: (values: EmailValues) => values,
    fieldOfCode: { [Code.BAD_REQUEST]: 'code', [Code.CONFLICT]: 'email' },
  });

  const code = useFieldCodeSender(form, {
    field: 'email',
    request: (email) => sendEmailChangeCode({ email }),
    onFailure,
  });

  const save = submitWith(async (input) => {
    await changeEmail({ ...input, password: await passwordCipher(input.password) });
    message.success(t('selfService.email.changed'));
    form.resetFields();
    code.forget();
    await refresh();
  });

  return (
    <AccountTabForm<EmailValues>
      form={form}
      name="account-email"
      onFinish={save}
      busy={busy}
      submitText={t('selfService.email.submit')}
    >
      <p>{t('selfService.email.current', { email: profile.email })}</p>
      <EmailItem rules={rulesFor('email')} label={t('selfService.email.new')} />
      <VerificationCodeItem
        name="code"
        label={t('selfService.email.code')}
        rules={rulesFor('code')}
        onSend={code.send}
        sentTo={code.sentTo}
      />
      <Form.Item name="password" label={t('selfService.email.password')} rules={rulesFor('password')} required>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
    </AccountTabForm>
  );
}
