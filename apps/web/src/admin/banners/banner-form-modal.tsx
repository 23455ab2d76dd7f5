import { type Banner, BannerInputSchema } from '@cityip/contracts';
import { App, DatePicker, Form, Input, InputNumber, Modal, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { type FormFieldError, serverErrorsToFields, zodErrorMap, zodFieldRules } from '../shared/form-errors.js';
import { singleFileProps } from '../shared/single-file-props.js';
import {
  type BannerFormValues,
  formNameOf,
  NEW_BANNER,
  toBannerFormValues,
  toBannerInput,
} from './banner-form-values.js';
import { BannerLinkFields } from './banner-link-fields.js';
import { BannerPreview } from './banner-preview.js';
import { useSaveBanner } from './banners.api.js';

const FIELDS = ['title', 'image', 'linkType', 'linkTarget', 'sortOrder', 'window', 'enabled'] as const;

interface BannerFormModalProps {
  /** The banner to edit, or null to add one. */
  banner: Banner | null;
  onClose: () => void;
}

/** Dialog that adds or edits a home banner, with a live preview; validated with BannerInputSchema. */
export function BannerFormModal({ banner, onClose }: BannerFormModalProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<BannerFormValues>();
  const linkType = Form.useWatch('linkType', form);
  const title = Form.useWatch('title', form);
  const image = Form.useWatch('image', form);
  const save = useSaveBanner();
  const showFieldErrors = (fields: FormFieldError[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  const parse = (values: BannerFormValues) =>
    BannerInputSchema.safeParse(toBannerInput(values), { error: zodErrorMap(i18n.language) });
  const issues = () =>
    (parse(form.getFieldsValue(true)).error?.issues ?? []).map((issue) => ({ ...issue, path: formNameOf(issue.path) }));
  const rulesFor = zodFieldRules(issues, t);

  const submit = () => {
    // The whole store: onFinish's values miss the link target, which mounts after the first render.
    const parsed = parse(form.getFieldsValue(true));
    if (!parsed.success) return;
    save.mutate(
      { id: banner?.id, input: parsed.data },
      {
        onSuccess: () => {
          message.success(t('banners.saved'));
          onClose();
        },
        onError: (error) => {
          const errors = fieldErrorsOf(error).map((e) => ({ ...e, field: formNameOf(e.field.split('.')).join('.') }));
          const { fields, others } = serverErrorsToFields(errors, FIELDS);
          showFieldErrors(fields);
          const text = others[0] ?? (fields.length ? null : requestErrorText(error, t));
          if (text) message.error(text);
        },
      },
    );
  };

  return (
    <Modal
      open
      width={760}
      title={t(banner ? 'banners.form.editTitle' : 'banners.form.createTitle')}
      okText={t('banners.form.save')}
      cancelText={t('banners.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<BannerFormValues>
        form={form}
        name="banner-form"
        layout="vertical"
        initialValues={banner ? toBannerFormValues(banner) : NEW_BANNER}
        onFinish={submit}
        onValuesChange={(changed) => {
          // A route and a link id are different kinds of target: never carry one over to the other.
          if ('linkType' in changed) form.setFieldValue('linkTarget', '');
        }}
        disabled={save.isPending}
      >
        <Form.Item name="title" label={t('banners.form.title')} rules={rulesFor('title')} required>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="image"
          label={t('banners.form.image')}
          validateFirst
          rules={[{ required: true, message: t('validation.required') }, ...rulesFor('image')]}
          extra={t('banners.form.imageHint')}
          {...singleFileProps}
        >
          <FileUploadField kind="image" max={1} />
        </Form.Item>
        <BannerLinkFields linkType={linkType} rulesFor={rulesFor} />
        <Form.Item
          name="sortOrder"
          label={t('banners.form.sortOrder')}
          rules={rulesFor('sortOrder')}
          extra={t('banners.form.sortOrderHint')}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item
          name="window"
          label={t('banners.form.window')}
          rules={rulesFor('window')}
          extra={t('banners.form.windowHint')}
        >
          <DatePicker.RangePicker
            showTime={{ format: 'HH:mm' }}
            format="YYYY-MM-DD HH:mm"
            allowEmpty={[true, true]}
            placeholder={[t('banners.form.windowStart'), t('banners.form.windowEnd')]}
            style={{ width: '100%' }}
          />
        </Form.Item>
        <Form.Item name="enabled" label={t('banners.form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
      <BannerPreview image={image} title={title} />
    </Modal>
  );
}
