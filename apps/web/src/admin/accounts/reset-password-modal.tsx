import { PasswordSchema, type User } from '@cityip/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';
import { useResetPassword } from './accounts.api.js';

interface ResetPasswordValues {
  password?: string;
  confirm?: string;
}

interface ResetPasswordModalProps {
  user: User;
  onClose: () => void;
}

/** Dialog where an admin sets a new password for a user; the policy is the contract's PasswordSchema. */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<ResetPasswordValues>();
  const reset = useResetPassword();

  const checkPolicy = async (_rule: unknown, value: string | undefined) => {
    const result = PasswordSchema.safeParse(value ?? '');
    if (!result.success) throw new Error(t(result.error.issues[0]?.message ?? 'validation.password'));
  };

  const submit = ({ password = '' }: ResetPasswordValues) =>
    reset.mutate(
      { id: user.id, password },
      {
        onSuccess: () => {
          message.success(t('accounts.resetPassword.done'));
          onClose();
        },
        onError: (error) => {
          const passwordErrors = fieldErrorsOf(error)
            .filter((e) => e.field === 'password')
            .map((e) => e.message);
          if (passwordErrors.length > 0) form.setFields([{ name: 'password', errors: passwordErrors }]);
          else {
            const text = requestErrorText(error, t);
            if (text) message.error(text);
          }
        },
      },
    );

  return (
    <ReturnFocusModal
      title={t('accounts.resetPassword.title', { email: user.email })}
      okText={t('accounts.resetPassword.submit')}
      cancelText={t('accounts.confirm.cancel')}
      confirmLoading={reset.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<ResetPasswordValues> form={form} layout="vertical" name="reset-password" onFinish={submit}>
        <Form.Item
          name="password"
          label={t('accounts.resetPassword.password')}
          extra={t('validation.password')}
          validateFirst
          rules={[{ required: true, message: t('validation.required') }, { validator: checkPolicy }]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('accounts.resetPassword.confirm')}
          dependencies={['password']}
          validateFirst
          rules={[
            { required: true, message: t('validation.required') },
            ({ getFieldValue }) => ({
              validator: async (_rule, value) => {
                if (value !== getFieldValue('password')) throw new Error(t('accounts.resetPassword.mismatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={64} />
        </Form.Item>
      </Form>
    </ReturnFocusModal>
  );
}
