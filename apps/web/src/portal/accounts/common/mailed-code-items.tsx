import type { FormRule } from 'antd';
import { CaptchaField } from '../../login/captcha-field.js';
import type { useCaptchaCodeSender } from './use-captcha-code-sender.js';
import { VerificationCodeItem } from './verification-code-item.js';

interface MailedCodeItemsProps {
  /** The form's code sender, which holds the captcha and where the code went. */
  sender: ReturnType<typeof useCaptchaCodeSender>;
  label: string;
  rules: FormRule[];
}

/** The captcha an anonymous form answers before a code is mailed, then the `code` field with its send button. */
export function MailedCodeItems({ sender, label, rules }: MailedCodeItemsProps) {
  return (
    <>
      <CaptchaField {...sender.captchaProps} />
      <VerificationCodeItem name="code" label={label} rules={rules} onSend={sender.send} sentTo={sender.sentTo} />
    </>
  );
}
