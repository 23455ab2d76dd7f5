import {
  WORKDAY_ENTRY_KINDS,
  WORKDAY_LIMITS,
  type WorkdayEntry,
  WorkdayEntryInputSchema,
  type WorkdayEntryKind,
} from '@cityip/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useSaveWorkdayEntry } from './workdays.api.js';

interface EntryFormValues {
  date?: string;
  kind: WorkdayEntryKind;
  name: string;
}

const FIELDS = ['date', 'kind', 'name'] as const;

const toInput = (values: EntryFormValues) => ({ date: values.date ?? '', kind: values.kind, name: values.name ?? '' });

/**
 * Dialog that adds an entry or edits one (its date then fixed: another date is another entry).
 * The server names the date `id` (it is the path); the form shows that on the date field.
 */
export function WorkdayEntryModal({ entry, onClose }: { entry: WorkdayEntry | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<EntryFormValues>();
  const save = useSaveWorkdayEntry();
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema: WorkdayEntryInputSchema,
    toInput,
    fields: FIELDS,
    formField: (field) => (field === 'id' ? 'date' : field),
  });

  return (
    <FormModal<EntryFormValues>
      form={form}
      name="workday-entry"
      title={entry ? t('workdays.form.editTitle', { date: entry.date }) : t('workdays.form.createTitle')}
      okText={t('workdays.form.save')}
      cancelText={t('workdays.form.cancel')}
      saving={save.isPending}
      initialValues={entry ?? { kind: 'holiday', name: '' }}
      onFinish={submitTo(save, { savedText: t('workdays.saved'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item name="date" label={t('workdays.form.date')} rules={rulesFor('date')} required>
        <Input type="date" disabled={Boolean(entry)} />
      </Form.Item>
      <Form.Item
        name="kind"
        label={t('workdays.form.kind')}
        rules={rulesFor('kind')}
        extra={t('workdays.form.kindHint')}
        dependencies={['date']}
      >
        <Radio.Group options={WORKDAY_ENTRY_KINDS.map((value) => ({ value, label: t(`workdays.kind.${value}`) }))} />
      </Form.Item>
      <Form.Item
        name="name"
        label={t('workdays.form.name')}
        rules={rulesFor('name')}
        extra={t('workdays.form.nameHint')}
      >
        <Input maxLength={WORKDAY_LIMITS.name} showCount />
      </Form.Item>
    </FormModal>
  );
}
