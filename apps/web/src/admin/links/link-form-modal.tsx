import {
  type FileRef,
  LINK_GROUPS,
  type Link,
  type LinkGroup,
  LinkInputSchema,
  PLATFORM_LINK_KEYS,
  type PlatformLinkKey,
} from '@cityip/contracts';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FileUploadField } from '../shared/file-upload-field.js';
import { FormModal } from '../shared/form-modal.js';
import { singleFileProps } from '../shared/single-file-props.js';
import { SortOrderItem } from '../shared/sort-order-item.js';
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
  const { t } = useTranslation();
  const [form] = Form.useForm<LinkFormValues>();
  const group = Form.useWatch('group', form);
  const save = useSaveLink();
  const { rulesFor, submitTo } = useContractForm({ form, schema: LinkInputSchema, toInput, fields: FIELDS });

  const submit = submitTo(save, { id: link?.id, savedText: t('links.saved'), onSaved: onClose });

  const initialValues: LinkFormValues = link ?? { group: defaultGroup, menuKey: null, sortOrder: 0, enabled: true };

  return (
    <FormModal<LinkFormValues>
      form={form}
      name="link-form"
      title={t(link ? 'links.form.editTitle' : 'links.form.createTitle')}
      okText={t('links.form.save')}
      cancelText={t('links.form.cancel')}
      saving={save.isPending}
      initialValues={initialValues}
      onFinish={submit}
      onClose={onClose}
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
      <SortOrderItem
        label={t('links.form.sortOrder')}
        hint={t('links.form.sortOrderHint')}
        rules={rulesFor('sortOrder')}
      />
      <Form.Item name="enabled" label={t('links.form.enabled')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
