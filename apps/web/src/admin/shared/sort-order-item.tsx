import { Form, type FormItemProps, InputNumber } from 'antd';

interface SortOrderItemProps {
  label: string;
  /** How the order is read (smaller first), under the field. */
  hint: string;
  rules: FormItemProps['rules'];
}

/** The `sortOrder` field of a back-office form: a whole number from 0 to 9999. */
export function SortOrderItem({ label, hint, rules }: SortOrderItemProps) {
  return (
    <Form.Item name="sortOrder" label={label} rules={rules} extra={hint}>
      <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
    </Form.Item>
  );
}
