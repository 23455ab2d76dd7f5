import { type StationService, StationServiceInputSchema } from '@cityip/contracts';
import { Form, Input, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { SortOrderItem } from '../shared/sort-order-item.js';
import { useSaveService } from './stations.api.js';

interface ServiceFormValues {
  name?: string;
  description?: string;
  sortOrder?: number | null;
  enabled?: boolean;
}

const FIELDS = ['name', 'description', 'sortOrder', 'enabled'] as const;

const toInput = (values: ServiceFormValues) => ({
  name: values.name ?? '',
  description: values.description ?? '',
  sortOrder: values.sortOrder ?? 0,
  enabled: values.enabled ?? true,
});

/** Dialog that adds or edits a service of the catalogue, checked with StationServiceInputSchema. */
export function ServiceFormModal({ service, onClose }: { service: StationService | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<ServiceFormValues>();
  const save = useSaveService();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: StationServiceInputSchema,
    toInput,
    fields: FIELDS,
  });

  const submit = submitTo(save, { id: service?.id, savedText: t('stations.services.saved'), onSaved: onClose });

  return (
    <FormModal<ServiceFormValues>
      form={form}
      name="service-form"
      title={t(service ? 'stations.services.editTitle' : 'stations.services.createTitle')}
      okText={t('stations.form.save')}
      cancelText={t('stations.form.cancel')}
      saving={save.isPending}
      initialValues={service ?? { sortOrder: 0, enabled: true }}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('stations.services.name')} rules={rulesFor('name')} required>
        <Input maxLength={50} autoComplete="off" />
      </Form.Item>
      <Form.Item name="description" label={t('stations.services.description')} rules={rulesFor('description')}>
        <Input.TextArea maxLength={500} showCount autoSize={{ minRows: 3, maxRows: 6 }} />
      </Form.Item>
      <SortOrderItem
        label={t('stations.form.sortOrder')}
        hint={t('stations.form.sortOrderHint')}
        rules={rulesFor('sortOrder')}
      />
      <Form.Item
        name="enabled"
        label={t('stations.services.enabled')}
        valuePropName="checked"
        extra={t('stations.services.enabledHint')}
      >
        <Switch />
      </Form.Item>
    </FormModal>
  );
}
