import { Code, encryptPassword, type SsoLinkRequired } from '@cityip/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { loadRuntimeConfig } from '../../config/runtime-config.js';
import { type LoginSuccess, loginSuccessOf } from '../second-factor/second-factor-api.js';
import { linkSsoAccount } from './sso-api.js';

/**
 * "Link needed": the provider's verified email already has an account here, so its password
 * confirms the link (POST /api/sso/link). Each refusal is announced; the page offers the way back.
 */
export function SsoLinkForm({ link, onLinked }: { link: SsoLinkRequired; onLinked: (result: LoginSuccess) => void }) {
  const { t } = useTranslation();
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);

  const submit = async ({ password }: { password: string }) => {
    setSubmitting(true);
    setError('');
    try {
      const { aesKey } = await loadRuntimeConfig();
      const answer = await linkSsoAccount({ ticket: link.ticket, password: encryptPassword(password, aesKey) });
      if (answer.code === Code.OK && 'role' in answer) {
        onLinked(loginSuccessOf(answer));
        return;
      }
      setError(answer.msg || t('login.failed'));
    } catch (reason) {
      setError(requestErrorText(reason, t) ?? t('login.failed'));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<{ password: string }> name="sso-link" layout="vertical" onFinish={submit} requiredMark={false}>
      <h2 className="login-title">{t('sso.linkTitle')}</h2>
      <p>{t('sso.linkIntro', { email: link.email })}</p>
      <div aria-live="assertive" className="login-error">
        {error && <Alert type="error" showIcon title={error} />}
      </div>
      {/* The account's address, for password managers that fill by user name. */}
      <input type="hidden" name="username" autoComplete="username" value={link.email} readOnly />
      <Form.Item
        label={t('sso.linkPassword')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('sso.linkSubmit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
