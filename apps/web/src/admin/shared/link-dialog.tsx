import { HttpUrlSchema } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';

interface LinkDialogProps {
  /** The address of the link under the cursor, when editing one. */
  initialUrl: string;
  onSubmit: (url: string) => void;
  onCancel: () => void;
}

/** Asks for a link address; only http(s) addresses pass (the server refuses anything else too). */
export function LinkDialog({ initialUrl, onSubmit, onCancel }: LinkDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ url: string }>();

  const checkUrl = async (_rule: unknown, value: string | undefined) => {
    const parsed = HttpUrlSchema.safeParse(value ?? '');
    if (!parsed.success) throw new Error(t(parsed.error.issues[0]?.message ?? 'validation.httpUrl'));
  };

  return (
    <ReturnFocusModal
      title={t('shared.editor.linkTitle')}
      okText={t('shared.editor.ok')}
      cancelText={t('shared.editor.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form
        form={form}
        layout="vertical"
        name="rich-text-link"
        initialValues={{ url: initialUrl }}
        onFinish={({ url }) => onSubmit(url.trim())}
      >
        <Form.Item name="url" label={t('shared.editor.linkUrl')} rules={[{ validator: checkUrl }]}>
          <Input placeholder={t('shared.editor.linkPlaceholder')} inputMode="url" autoFocus />
        </Form.Item>
      </Form>
    </ReturnFocusModal>
  );
}
