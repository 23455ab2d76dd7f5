import {
  type FileRef,
  LINK_GROUPS,
  type Link,
  type LinkGroup,
  LinkInputSchema,
  PLATFORM_LINK_KEYS,
  type PlatformLinkKey,
} from '@cityip/contracts';
import { App, Form, Input, InputNumber, Modal, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf } from '../../api/call-api.js';
import { requestErrorText } from '../../api/error-text.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { type FormFieldError, serverErrorsToFields, zodErrorMap, zodFieldRules } from '../shared/form-errors.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { useSaveLink } from './links.api.js';

interface LinkFormValues {
  name?: string;
  url?: string;
  group?: LinkGroup;
  menuKey?: PlatformLinkKey | null;
  icon?: FileRef | null;
  sortOrder?: number | null;
  enabled?: boolean;
}

const FIELDS = ['name', 'url', 'group', 'menuKey', 'icon', 'sortOrder', 'enabled'] as const;

/** Form values as the contract input; only platform links serve a menu entry. */
function toInput(values: LinkFormValues): Record<string, unknown> {
  return {
    name: values.name ?? '',
    url: values.url ?? '',
    group: values.group,
    menuKey: values.group === 'platform' ? (values.menuKey ?? null) : null,
    icon: values.icon ?? null,
    sortOrder: values.sortOrder ?? 0,
    enabled: values.enabled ?? true,
  };
}

interface LinkFormModalProps {
  /** The link to edit, or null to add one. */
  link: Link | null;
  /** Group a new link starts in (the list's current filter). */
  defaultGroup?: LinkGroup;
  onClose: () => void;
}

/** Dialog that adds or edits a jump link, validated with the contract's LinkInputSchema. */
export function LinkFormModal({ link, defaultGroup = 'friendly', onClose }: LinkFormModalProps) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<LinkFormValues>();
  const group = Form.useWatch('group', form);
  const save = useSaveLink();
  const showFieldErrors = (fields: FormFieldError[]) => form.setFields(fields as Parameters<typeof form.setFields>[0]);

  const parse = (values: LinkFormValues) =>
    LinkInputSchema.safeParse(toInput(values), { error: zodErrorMap(i18n.language) });
  const rulesFor = zodFieldRules(() => parse(form.getFieldsValue(true)).error?.issues ?? [], t);

  const submit = () => {
    // The whole store: onFinish's values can miss a conditional field that mounted after the first render.
    const parsed = parse(form.getFieldsValue(true));
    if (!parsed.success) return;
    save.mutate(
      { id: link?.id, input: parsed.data },
      {
        onSuccess: () => {
          message.success(t('links.saved'));
          onClose();
        },
        onError: (error) => {
          const { fields, others } = serverErrorsToFields(fieldErrorsOf(error), FIELDS);
          showFieldErrors(fields);
          const text = others[0] ?? (fields.length ? null : requestErrorText(error, t));
          if (text) message.error(text);
        },
      },
    );
  };

  const initialValues: LinkFormValues = link ?? { group: defaultGroup, menuKey: null, sortOrder: 0, enabled: true };

  return (
    <Modal
      open
      title={t(link ? 'links.form.editTitle' : 'links.form.createTitle')}
      okText={t('links.form.save')}
      cancelText={t('links.form.cancel')}
      confirmLoading={save.isPending}
      onOk={() => form.submit()}
      onCancel={onClose}
    >
      <Form<LinkFormValues>
        form={form}
        name="link-form"
        layout="vertical"
        initialValues={initialValues}
        onFinish={submit}
        disabled={save.isPending}
      >
        <Form.Item name="name" label={t('links.form.name')} rules={rulesFor('name')} required>
          <Input maxLength={100} autoComplete="off" />
        </Form.Item>
        <Form.Item name="url" label={t('links.form.url')} rules={rulesFor('url')} required>
          <Input type="url" inputMode="url" maxLength={2000} placeholder={t('links.form.urlPlaceholder')} />
        </Form.Item>
        <Form.Item name="group" label={t('links.form.group')} rules={rulesFor('group')} required>
          <Select options={LINK_GROUPS.map((value) => ({ value, label: t(`links.group.${value}`) }))} />
        </Form.Item>
        {group === 'platform' && (
          <Form.Item
            name="menuKey"
            label={t('links.form.menuKey')}
            rules={rulesFor('menuKey')}
            extra={t('links.form.menuKeyHint')}
          >
            <Select
              options={[
                { value: null, label: t('links.form.menuKeyNone') },
                ...PLATFORM_LINK_KEYS.map((value) => ({ value, label: t(`links.menuKey.${value}`) })),
              ]}
            />
          </Form.Item>
        )}
        <Form.Item name="icon" label={t('links.form.icon')} rules={rulesFor('icon')} {...singleFileProps}>
          <FileUploadField kind="image" max={1} />
        </Form.Item>
        <Form.Item
          name="sortOrder"
          label={t('links.form.sortOrder')}
          rules={rulesFor('sortOrder')}
          extra={t('links.form.sortOrderHint')}
        >
          <InputNumber min={0} max={9999} precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="enabled" label={t('links.form.enabled')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
