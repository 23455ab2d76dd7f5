import { Form, type FormRule, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface SecretFormItemProps {
  name: string;
  label: string;
  /** The stored secret masked (`****abcd`), or null when none is stored. */
  masked: string | null;
  rules: FormRule[];
}

/**
 * A write-only secret (SMTP password, SMS key secret): the server never sends it back, so the
 * field starts empty with the masked value as its placeholder, and saving it blank keeps it.
 */
export function SecretFormItem({ name, label, masked, rules }: SecretFormItemProps) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name={name}
      label={label}
      rules={rules}
      extra={masked ? t('notifications.secret.keep', { masked }) : null}
    >
      <Input.Password
        maxLength={500}
        autoComplete="new-password"
        placeholder={masked ?? t('notifications.secret.none')}
        visibilityToggle={false}
      />
    </Form.Item>
  );
}
