import { Form, type FormRule, Input } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { createEmailAvailability } from './email-availability.js';

interface EmailItemProps {
  /** The contract's format rules of the field. */
  rules: FormRule[];
  name?: string;
  label?: string;
}

/**
 * An email field for a new address (registration, email change): after the format, it asks the
 * server whether the address is free while the user types (debounced) and says so on the field.
 */
export function EmailItem({ rules, name = 'email', label }: EmailItemProps) {
  const { t } = useTranslation();
  const form = Form.useFormInstance();
  const check = useMemo(() => createEmailAvailability(() => form.getFieldValue(name)), [form, name]);
  const availability: FormRule = {
    validator: async (_rule, value: string | undefined) => {
      if ((await check(value)) === 'taken') throw new Error(t('error.emailTaken'));
    },
  };
  return (
    <Form.Item
      name={name}
      label={label ?? t('selfService.register.email')}
      rules={[...rules, availability]}
      validateFirst
      required
    >
      <Input autoComplete="email" inputMode="email" maxLength={254} />
    </Form.Item>
  );
}
