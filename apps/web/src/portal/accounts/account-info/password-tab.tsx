import { PasswordChangeInputSchema, PortalPasswordSchema } from '@cityip/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { changePassword } from '../common/accounts.api.js';
import { NewPasswordItems } from '../common/new-password-items.js';
import { passwordCipher } from '../common/password-cipher.js';
import { useAccountForm } from '../common/use-account-form.js';
import { AccountTabForm } from './account-tab-form.js';

interface PasswordValues {
  oldPassword?: string;
  newPassword?: string;
  confirm?: string;
}

const FIELDS = ['oldPassword', 'newPassword'] as const;

/** The form checks the plain new password against the policy; both travel encrypted. */
const PasswordFormSchema = PasswordChangeInputSchema.extend({ newPassword: PortalPasswordSchema });

/** Change password: the current one, the new one twice; the account's other sessions end. */
export function PasswordTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<PasswordValues>();
  const { rulesFor, busy, submitWith } = useAccountForm({
    form,
    schema: PasswordFormSchema,
    fields: FIELDS,
    toInput: (values: PasswordValues) => values,
  });

  const save = submitWith(async (input) => {
    await changePassword({
      oldPassword: await passwordCipher(input.oldPassword),
      newPassword: await passwordCipher(input.newPassword),
    });
    message.success(t('selfService.password.changed'));
    form.resetFields();
  });

  return (
    <AccountTabForm<PasswordValues>
      form={form}
      name="account-password"
      onFinish={save}
      busy={busy}
      submitText={t('selfService.password.submit')}
    >
      <Form.Item name="oldPassword" label={t('selfService.password.old')} rules={rulesFor('oldPassword')} required>
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <NewPasswordItems
        name="newPassword"
        label={t('selfService.password.new')}
        confirmLabel={t('selfService.password.confirm')}
      />
      <p className="account-note">{t('selfService.password.othersEnd')}</p>
    </AccountTabForm>
  );
}
