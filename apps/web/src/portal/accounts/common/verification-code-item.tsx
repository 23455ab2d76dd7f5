import type { CodeSent } from '@cityip/contracts';
import { Flex, Form, type FormRule, Input, type InputProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from './send-code-button.js';

/** The code input and its send button; value, id and aria props come from the Form.Item. */
function CodeInput({ onSend, ...input }: InputProps & { onSend: () => Promise<CodeSent | null> }) {
  return (
    <Flex gap={8} wrap>
      <Input
        {...input}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        style={{ flex: '1 1 140px', minWidth: 120 }}
      />
      <SendCodeButton onSend={onSend} />
    </Flex>
  );
}

interface VerificationCodeItemProps {
  name: string;
  label: string;
  rules: FormRule[];
  onSend: () => Promise<CodeSent | null>;
  /** Where the code went, said under the field once it is sent. */
  sentTo?: string | null;
}

/** The 6-digit code field with its "send code" button and resend countdown. */
export function VerificationCodeItem({ name, label, rules, onSend, sentTo }: VerificationCodeItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      required
      extra={sentTo ? <span role="status">{t('selfService.code.sentTo', { target: sentTo })}</span> : undefined}
    >
      <CodeInput onSend={onSend} />
    </Form.Item>
  );
}
