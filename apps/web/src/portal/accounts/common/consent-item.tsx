import { Checkbox, Form, type FormRule } from 'antd';
import { type PolicyDocumentKey, PolicyDocumentLink } from './policy-document.js';

interface ConsentItemProps {
  name: string;
  /** What the box says the user agrees to. */
  text: string;
  /** The document agreed to, opened by the link beside the box. */
  document: PolicyDocumentKey;
  rules: FormRule[];
}

/** A required consent checkbox with a link to the document it refers to (not inside the label, so a click on it does not tick the box). */
export function ConsentItem({ name, text, document, rules }: ConsentItemProps) {
  return (
    <Form.Item required>
      <Form.Item name={name} valuePropName="checked" rules={rules} noStyle>
        <Checkbox>{text}</Checkbox>
      </Form.Item>
      <PolicyDocumentLink document={document} />
    </Form.Item>
  );
}
