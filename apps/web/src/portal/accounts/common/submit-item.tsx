import { Button, Form } from 'antd';
import type { ReactNode } from 'react';

/** The full-width submit button that ends the registration and authentication forms. */
export function SubmitItem({ busy, children }: { busy: boolean; children: ReactNode }) {
  return (
    <Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {children}
      </Button>
    </Form.Item>
  );
}
