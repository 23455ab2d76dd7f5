import { type SavedSearch, SavedSearchUpdateSchema, WATCH_LIMITS } from '@cityip/contracts';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { FormModal } from '../../admin/shared/form-modal.js';
import { useUpdateSearch } from './watch.api.js';

/** A new name for a saved search (its alerts stay as they are). */
export function RenameSearchModal({ saved, onClose }: { saved: SavedSearch; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  const update = useUpdateSearch();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: SavedSearchUpdateSchema,
    fields: ['name'],
    toInput: (values: { name: string }) => ({ name: values.name, frequency: saved.frequency }),
  });
  return (
    <FormModal
      form={form}
      name="rename-search"
      title={t('watch.rename.title', { name: saved.name })}
      okText={t('watch.rename.submit')}
      cancelText={t('common.cancel')}
      saving={update.isPending}
      initialValues={{ name: saved.name }}
      onFinish={submitTo(update, { id: saved.id, savedText: t('watch.rename.done'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item name="name" label={t('watch.field.name')} rules={rulesFor('name')} required>
        <Input maxLength={WATCH_LIMITS.name} showCount />
      </Form.Item>
    </FormModal>
  );
}
