import { type Captcha, Code, encryptPassword, type LoginInput, type PasswordExpired } from '@cityip/contracts';
import { Alert, Button, Form, Input } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../api/api-error.js';
import { fetchCaptcha, type LoginAnswer, login } from '../../auth/auth-api.js';
import { loadRuntimeConfig } from '../../config/runtime-config.js';
import { type LoginSuccess, loginSuccessOf } from '../second-factor/second-factor-api.js';
import { CaptchaField } from './captcha-field.js';
import { ExpiredPasswordForm } from './expired-password-form.js';

interface LoginFormValues {
  email: string;
  password: string;
  captchaCode?: string;
}

function errorTextOf(reason: unknown, fallback: string): string {
  if (reason instanceof ApiError) return reason.envelope?.msg || fallback;
  return fallback;
}

/** Whether a refused login needs a captcha from now on. */
function needsCaptcha(answer: LoginAnswer): boolean {
  if (answer.code === Code.CAPTCHA_REQUIRED || answer.code === Code.CAPTCHA_INVALID) return true;
  const data = answer.data as { captchaRequired?: unknown } | null;
  return data?.captchaRequired === true;
}

/**
 * The login form: email, password (encrypted with the configured AES key before sending), and the
 * captcha once the server asks for it. Each refusal shows the server's message in a live region.
 */
export function LoginForm({ onSuccess }: { onSuccess: (result: LoginSuccess) => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<LoginFormValues>();
  const [aesKey, setAesKey] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [captchaOn, setCaptchaOn] = useState(false);
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [captchaFailed, setCaptchaFailed] = useState(false);
  /** A staff login refused because its password expired (security case 2): the ticket to change it. */
  const [expired, setExpired] = useState<{ email: string; ticket: string; notice: string } | null>(null);

  useEffect(() => {
    loadRuntimeConfig().then(
      (config) => setAesKey(config.aesKey),
      () => setError(t('login.configFailed')),
    );
  }, [t]);

  const refreshCaptcha = useCallback(() => {
    form.setFieldValue('captchaCode', '');
    fetchCaptcha().then(
      (next) => {
        setCaptcha(next);
        setCaptchaFailed(false);
      },
      () => setCaptchaFailed(true),
    );
  }, [form]);

  const submit = async (values: LoginFormValues) => {
    setSubmitting(true);
    setError('');
    // A quick user may submit before /api/config answered; wait for the key rather than fail.
    const key =
      aesKey ??
      (await loadRuntimeConfig().then(
        (config) => config.aesKey,
        () => null,
      ));
    if (!key) {
      setError(t('login.configFailed'));
      setSubmitting(false);
      return;
    }
    const input: LoginInput = { email: values.email.trim(), password: encryptPassword(values.password, key) };
    if (captchaOn && captcha) {
      input.captchaId = captcha.captchaId;
      input.captchaCode = values.captchaCode?.trim();
    }
    try {
      const answer = await login(input);
      if (answer.code === Code.OK && 'role' in answer) {
        onSuccess(loginSuccessOf(answer));
        return;
      }
      if (answer.code === Code.PASSWORD_EXPIRED) {
        const { ticket } = answer.data as unknown as PasswordExpired;
        setExpired({ email: input.email, ticket, notice: answer.msg });
        return;
      }
      setError(answer.msg || t('login.failed'));
      // A captcha is single use: any refused attempt needs a new one.
      if (needsCaptcha(answer) || captchaOn) {
        setCaptchaOn(true);
        refreshCaptcha();
      }
    } catch (reason) {
      setError(errorTextOf(reason, t('login.failed')));
    } finally {
      setSubmitting(false);
    }
  };

  if (expired) {
    const relogin = (password: string) => {
      setExpired(null);
      void submit({ email: expired.email, password });
    };
    return <ExpiredPasswordForm ticket={expired.ticket} notice={expired.notice} onChanged={relogin} />;
  }

  return (
    <Form<LoginFormValues> form={form} name="login" layout="vertical" onFinish={submit} requiredMark={false}>
      <div aria-live="assertive" className="login-error">
        {error && <Alert type="error" showIcon title={error} />}
      </div>
      <Form.Item
        label={t('login.email')}
        name="email"
        rules={[
          { required: true, whitespace: true, message: t('validation.required') },
          { type: 'email', message: t('validation.email') },
        ]}
      >
        <Input autoComplete="username" inputMode="email" maxLength={254} />
      </Form.Item>
      <Form.Item
        label={t('login.password')}
        name="password"
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password autoComplete="current-password" maxLength={64} />
      </Form.Item>
      {captchaOn && <CaptchaField captcha={captcha} failed={captchaFailed} onRefresh={refreshCaptcha} />}
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting}>
          {t('login.submit')}
        </Button>
      </Form.Item>
    </Form>
  );
}
