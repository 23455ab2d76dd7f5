import type { CodeSent, RegisterCodeInput } from '@cityip/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from './use-captcha.js';

/**
 * Sending an emailed code from an anonymous form (registration, forgotten password): the `email`
 * field is checked, the `captchaCode` answer must be given, then `request` sends. The captcha is
 * single use, so it is renewed after every attempt. Returns the props of the form's CaptchaField,
 * the address the last code went to, and the send function for the SendCodeButton.
 */
export function useEmailCodeSender(
  // Any form with `email` and `captchaCode` fields; antd cannot type field names of a generic form.
  form: FormInstance,
  request: (input: RegisterCodeInput) => Promise<CodeSent>,
  onFailure: (error: unknown) => void,
) {
  const { t } = useTranslation();
  const { captcha, failed, refresh } = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<CodeSent | null> => {
    try {
      await form.validateFields(['email']);
    } catch {
      return null;
    }
    const captchaCode = String(form.getFieldValue('captchaCode') ?? '').trim();
    if (!captchaCode || !captcha) {
      const error = captcha ? t('error.captchaRequired') : t('login.captchaFailed');
      form.setFields([{ name: 'captchaCode', errors: [error] }]);
      return null;
    }
    const email = String(form.getFieldValue('email')).trim();
    let sent: CodeSent | null = null;
    let failure: unknown = null;
    try {
      sent = await request({ email, captchaId: captcha.captchaId, captchaCode });
    } catch (error) {
      failure = error;
    }
    form.setFields([{ name: 'captchaCode', value: '', errors: [] }]);
    refresh();
    if (failure) onFailure(failure);
    else setSentTo(email);
    return sent;
  };

  return { captchaProps: { captcha, failed, onRefresh: refresh, checkedOnSubmit: false }, sentTo, send };
}
