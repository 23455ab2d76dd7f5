import type { CodeSent } from '@cityip/contracts';
import type { FormInstance } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCaptcha } from './use-captcha.js';

interface CaptchaCodeSenderOptions {
  /** The fields checked before anything is sent (the contact, a query number). */
  fields: readonly string[];
  /** Sends the code with the captcha's answer; builds its input from the form's fields. */
  request: (captcha: { captchaId: string; captchaCode: string }) => Promise<CodeSent>;
  /** Where the code went, said under the code field (the contact, masked for a phone). */
  shownAs: () => string;
  onFailure: (error: unknown) => void;
  /** The captcha input's id where a page has two such forms (CaptchaField's default otherwise). */
  captchaFieldId?: string;
}

/**
 * Sending a code from an anonymous form (registration, a forgotten password, a visitor's
 * consultation): the named fields are checked, the `captchaCode` answer must be given, then
 * `request` sends. The captcha is single use, so it is renewed after every attempt. Returns the
 * props of the form's CaptchaField, where the last code went, and the send function for the
 * SendCodeButton (what `MailedCodeItems` takes).
 */
export function useCaptchaCodeSender(
  // Any form with the fields and `captchaCode`; antd cannot type field names of a generic form.
  form: FormInstance,
  { fields, request, shownAs, onFailure, captchaFieldId }: CaptchaCodeSenderOptions,
) {
  const { t } = useTranslation();
  const { captcha, failed, refresh } = useCaptcha();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const send = async (): Promise<CodeSent | null> => {
    try {
      await form.validateFields([...fields]);
    } catch {
      return null;
    }
    const captchaCode = String(form.getFieldValue('captchaCode') ?? '').trim();
    if (!captchaCode || !captcha) {
      const error = captcha ? t('error.captchaRequired') : t('login.captchaFailed');
      form.setFields([{ name: 'captchaCode', errors: [error] }]);
      return null;
    }
    let sent: CodeSent | null = null;
    let failure: unknown = null;
    try {
      sent = await request({ captchaId: captcha.captchaId, captchaCode });
    } catch (error) {
      failure = error;
    }
    form.setFields([{ name: 'captchaCode', value: '', errors: [] }]);
    refresh();
    if (failure) onFailure(failure);
    else setSentTo(shownAs());
    return sent;
  };

  const captchaProps = { captcha, failed, onRefresh: refresh, checkedOnSubmit: false, id: captchaFieldId };
  return { captchaProps, sentTo, send };
}
