import { Form, type FormInstance, type FormProps } from 'antd';
import type { ReactNode } from 'react';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';

interface FormModalProps<Values> {
  form: FormInstance<Values>;
  /** The form's name (antd prefixes field ids with it). */
  name: string;
  title: string;
  okText: string;
  cancelText: string;
  /** While true the OK button spins and the fields are locked. */
  saving: boolean;
  initialValues: FormProps<Values>['initialValues'];
  onFinish: () => void;
  onValuesChange?: FormProps<Values>['onValuesChange'];
  onClose: () => void;
  width?: number;
  children: ReactNode;
  /** Shown below the form, inside the dialog (a preview). */
  after?: ReactNode;
}

/** The back office's add/edit dialog: a vertical form whose OK button submits it. */
export function FormModal<Values>({
  form,
  name,
  title,
  okText,
  cancelText,
  saving,
  initialValues,
  onFinish,
  onValuesChange,
  onClose,
  width,
  children,
  after,
}: FormModalProps<Values>) {
  return (
    <ReturnFocusModal
      width={width}
      title={title}
      okText={okText}
      cancelText={cancelText}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<Values>
        form={form}
        name={name}
        layout="vertical"
        initialValues={initialValues}
        onFinish={onFinish}
        onValuesChange={onValuesChange}
        disabled={saving}
      >
        {children}
      </Form>
      {after}
    </ReturnFocusModal>
  );
}
