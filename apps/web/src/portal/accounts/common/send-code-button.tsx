import { type CodeSent, VERIFICATION_CODE } from '@cityip/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCountdown } from './use-countdown.js';

interface SendCodeButtonProps {
  /** Sends the code; resolves with the server's answer, or null when nothing was sent (invalid fields). */
  onSend: () => Promise<CodeSent | null>;
  disabled?: boolean;
}

/**
 * "Send code": after a code went out it counts down the resend wait the server gave (60 s by
 * default) and then offers to send again.
 */
export function SendCodeButton({ onSend, disabled }: SendCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  const send = async () => {
    setSending(true);
    try {
      const answer = await onSend();
      if (answer) {
        setSent(true);
        start(answer.resendAfterSeconds || VERIFICATION_CODE.resendSeconds);
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Button onClick={() => void send()} loading={sending} disabled={disabled || remaining > 0}>
      {remaining > 0
        ? t('selfService.code.resendIn', { seconds: remaining })
        : t(sent ? 'selfService.code.resend' : 'selfService.code.send')}
    </Button>
  );
}
