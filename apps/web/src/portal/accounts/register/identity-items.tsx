import { Form, type FormRule, Input } from 'antd';

interface IdentityItemProps {
  name: string;
  label: string;
  rules: FormRule[];
}

/** An ID-card number or unified social credit code: 18 characters typed as printed, how to write it below. */
export function IdentityCodeItem({ name, label, rules, hint }: IdentityItemProps & { hint: string }) {
  return (
    <Form.Item name={name} label={label} rules={rules} extra={hint} required>
      <Input autoComplete="off" maxLength={18} spellCheck={false} />
    </Form.Item>
  );
}

/** A mainland mobile number (the person's own, or the company contact's). */
export function MobilePhoneItem({ name, label, rules }: IdentityItemProps) {
  return (
    <Form.Item name={name} label={label} rules={rules} required>
      <Input type="tel" autoComplete="tel-national" maxLength={11} />
    </Form.Item>
  );
}
