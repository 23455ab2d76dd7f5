import { encryptPassword } from '@cityip/contracts';
import { Alert, Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { callApi, fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { loadRuntimeConfig } from '../../config/runtime-config.js';
import { NewPasswordItems } from '../accounts/common/new-password-items.js';

interface ExpiredPasswordFormProps {
  /** The single-use ticket of the login refused with code PASSWORD_EXPIRED. */
  ticket: string;
  /** The server's refusal text (how many days a staff password lasts). */
  notice: string;
  /** Called with the new password once it is set, so the login can go on with it. */
  onChanged: (password: string) => void;
}

interface Values {
  password: string;
  confirm: string;
}

/**
 * A staff member whose password expired sets a new one (security case 2): the same policy as
 * everywhere, checked again by the server with its common-password list; the ticket allows
 * nothing else. Pasting into the fields is allowed (password managers).
 */
export function ExpiredPasswordForm({ ticket, notice, onChanged }: ExpiredPasswordFormProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ password }: Values) => {
    setSubmitting(true);
    setError('');
    try {
      const { aesKey } = await loadRuntimeConfig();
      await callApi<null>({
        url: '/password/expired',
        method: 'POST',
        data: { ticket, password: encryptPassword(password, aesKey) },
      });
      onChanged(password);
    } catch (reason) {
      const fields = fieldErrorsOf(reason);
      if (fields.length > 0) form.setFields([{ name: 'password', errors: fields.map((f) => f.message) }]);
      else setError(requestErrorText(reason, t) ?? t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<Values> form={form} name="expired-password" layout="vertical" onFinish={submit} requiredMark={false}>
      <h2>{t('password.expiredTitle')}</h2>
      <Alert type="warning" showIcon title={notice} description={t('password.expiredIntro')} />
      <div aria-live="assertive" className="login-error">
        {error && <Alert type="error" showIcon title={error} />}
      </div>
      <NewPasswordItems label={t('password.newPassword')} confirmLabel={t('password.confirmPassword')} />
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('password.submitNew')}
        </Button>
      </Form.Item>
    </Form>
  );
}
