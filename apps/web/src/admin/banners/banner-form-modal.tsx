import { type Banner, BannerInputSchema } from '@cityip/contracts';
import { DatePicker, Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { FormModal } from '../shared/form-modal.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { SortOrderItem } from '../shared/sort-order-item.js';
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
const WINDOW_START_ID = 'banner-window-start';
const WINDOW_END_ID = 'banner-window-end';

interface BannerFormModalProps {
  /** The banner to edit, or null to add one. */
  banner: Banner | null;
  onClose: () => void;
}

/** Dialog that adds or edits a home banner, with a live preview; validated with BannerInputSchema. */
export function BannerFormModal({ banner, onClose }: BannerFormModalProps) {
  const { t } = useTranslation();
  const [form] = Form.useForm<BannerFormValues>();
  const linkType = Form.useWatch('linkType', form);
  const title = Form.useWatch('title', form);
  const image = Form.useWatch('image', form);
  const save = useSaveBanner();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: BannerInputSchema,
    toInput: toBannerInput,
    fields: FIELDS,
    formPath: formNameOf,
    formField: (field) => formNameOf(field.split('.')).join('.'),
  });

  const submit = submitTo(save, { id: banner?.id, savedText: t('banners.saved'), onSaved: onClose });

  return (
    <FormModal<BannerFormValues>
      form={form}
      name="banner-form"
      width={760}
      title={t(banner ? 'banners.form.editTitle' : 'banners.form.createTitle')}
      okText={t('banners.form.save')}
      cancelText={t('banners.form.cancel')}
      saving={save.isPending}
      initialValues={banner ? toBannerFormValues(banner) : NEW_BANNER}
      onFinish={submit}
      onValuesChange={(changed) => {
        // A route and a link id are different kinds of target: never carry one over to the other.
        if ('linkType' in changed) form.setFieldValue('linkTarget', '');
      }}
      onClose={onClose}
      after={<BannerPreview image={image} title={title} />}
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
      <SortOrderItem
        label={t('banners.form.sortOrder')}
        hint={t('banners.form.sortOrderHint')}
        rules={rulesFor('sortOrder')}
      />
      <Form.Item
        name="window"
        label={t('banners.form.window')}
        htmlFor={WINDOW_START_ID}
        rules={rulesFor('window')}
        extra={t('banners.form.windowHint')}
      >
        <DatePicker.RangePicker
          id={{ start: WINDOW_START_ID, end: WINDOW_END_ID }}
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          allowEmpty={[true, true]}
          placeholder={[t('banners.form.windowStart'), t('banners.form.windowEnd')]}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {/* The range's second field has no label of its own: the form item names the first. */}
      <label htmlFor={WINDOW_END_ID} className="visually-hidden">
        {t('banners.form.windowEnd')}
      </label>
      <Form.Item name="enabled" label={t('banners.form.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
