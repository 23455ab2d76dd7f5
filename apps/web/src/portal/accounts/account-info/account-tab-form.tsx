import { Button, Form, type FormProps } from 'antd';
import type { ReactNode } from 'react';

interface AccountTabFormProps<Values>
  extends Pick<FormProps<Values>, 'form' | 'name' | 'className' | 'initialValues' | 'onFinish'> {
  /** While the change is being sent: the fields are locked and the button spins. */
  busy: boolean;
  submitText: string;
  children: ReactNode;
}

/** A change form of the account page: its fields, then the button that saves them. */
export function AccountTabForm<Values>({
  busy,
  submitText,
  children,
  className = 'account-form account-tab',
  ...formProps
}: AccountTabFormProps<Values>) {
  return (
    <Form<Values> {...formProps} layout="vertical" className={className} disabled={busy}>
      {children}
      <Button type="primary" htmlType="submit" loading={busy}>
        {submitText}
      </Button>
    </Form>
  );
}
