import type { CodeSent, RegisterCodeInput } from '@cityip/contracts';
import type { FormInstance } from 'antd';
import { useCaptchaCodeSender } from './use-captcha-code-sender.js';

/** Sending an emailed code from a form whose `email` field names the address (registration, reset). */
export function useEmailCodeSender(
  // Any form with `email` and `captchaCode` fields; antd cannot type field names of a generic form.
  form: FormInstance,
  request: (input: RegisterCodeInput) => Promise<CodeSent>,
  onFailure: (error: unknown) => void,
) {
  const email = () => String(form.getFieldValue('email')).trim();
  return useCaptchaCodeSender(form, {
    fields: ['email'],
    request: (captcha) => request({ email: email(), ...captcha }),
    shownAs: email,
    onFailure,
  });
}
