import { Alert, Button, type FormInstance, Space, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';

interface EditPageFrameProps {
  /** Id of the heading that names the page's section. */
  titleId: string;
  title: string;
  /** The read of the record being edited. */
  load: { isError: boolean; error: unknown };
  /** Shown when the read failed without a message of its own. */
  loadFailedText: string;
  children: ReactNode;
}

/** A back-office add/edit page: its heading, then why the record could not be read, then the form. */
export function EditPageFrame({ titleId, title, load, loadFailedText, children }: EditPageFrameProps) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby={titleId}>
      <Typography.Title level={1} id={titleId} style={{ fontSize: 20 }}>
        {title}
      </Typography.Title>
      {load.isError && (
        <Alert type="error" showIcon role="alert" title={requestErrorText(load.error, t) ?? loadFailedText} />
      )}
      {children}
    </section>
  );
}

/** Puts a record, once read, into the form as its values. */
export function useFormValuesOf<Values, Data>(
  form: FormInstance<Values>,
  data: Data | undefined,
  toFormValues: (data: Data) => Parameters<FormInstance<Values>['setFieldsValue']>[0],
): void {
  useEffect(() => {
    if (data) form.setFieldsValue(toFormValues(data));
  }, [form, data, toFormValues]);
}

interface SaveCancelButtonsProps {
  saving: boolean;
  saveText: string;
  cancelText: string;
  onCancel: () => void;
}

/** The edit page's submit and leave buttons. */
export function SaveCancelButtons({ saving, saveText, cancelText, onCancel }: SaveCancelButtonsProps) {
  return (
    <Space>
      <Button type="primary" htmlType="submit" loading={saving}>
        {saveText}
      </Button>
      {/* Leaving stays possible while the form is disabled (loading or saving). */}
      <Button onClick={onCancel} disabled={false}>
        {cancelText}
      </Button>
    </Space>
  );
}
