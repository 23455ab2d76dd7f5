import { Checkbox, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { ReturnFocusModal } from '../../components/return-focus-modal.js';

interface ImageAltDialogProps {
  /** The text to start from: the current description, or the uploaded file's name. */
  initialAlt: string;
  /** The description, or '' for a decorative image (screen readers then skip it). */
  onSubmit: (alt: string) => void;
  onCancel: () => void;
}

interface AltValues {
  alt?: string;
  decorative?: boolean;
}

/** The longest description kept: a sentence or two, read out in one go. */
const ALT_MAX_LENGTH = 200;

/**
 * Asks what an image of the body shows, for people who cannot see it (WCAG 1.1.1): a description
 * is required unless the image is marked decorative.
 */
export function ImageAltDialog({ initialAlt, onSubmit, onCancel }: ImageAltDialogProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<AltValues>();
  const decorative = Form.useWatch('decorative', form) === true;
  return (
    <ReturnFocusModal
      title={t('shared.editor.altTitle')}
      okText={t('shared.editor.ok')}
      cancelText={t('shared.editor.cancel')}
      onOk={() => form.submit()}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form<AltValues>
        form={form}
        layout="vertical"
        name="rich-text-image-alt"
        initialValues={{ alt: initialAlt, decorative: false }}
        onFinish={(values) => onSubmit(values.decorative ? '' : (values.alt ?? '').trim())}
      >
        <Form.Item
          name="alt"
          label={t('shared.editor.altText')}
          extra={t('shared.editor.altHelp')}
          rules={decorative ? [] : [{ required: true, whitespace: true, message: t('shared.editor.altRequired') }]}
        >
          <Input.TextArea autoSize maxLength={ALT_MAX_LENGTH} disabled={decorative} autoFocus />
        </Form.Item>
        <Form.Item name="decorative" valuePropName="checked">
          <Checkbox>{t('shared.editor.decorative')}</Checkbox>
        </Form.Item>
      </Form>
    </ReturnFocusModal>
  );
}
