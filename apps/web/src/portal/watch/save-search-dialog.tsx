import './watch.css';
import {
  SavedSearchInputSchema,
  WATCH_FREQUENCIES,
  WATCH_LIMITS,
  WATCH_TAB_PATH,
  type WatchFrequency,
} from '@cityip/contracts';
import { Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useContractForm } from '../../admin/shared/contract-form.js';
import { FormModal } from '../../admin/shared/form-modal.js';
import { showMessage } from '../../api/feedback.js';
import { type SearchToSave, useSaveSearch } from './watch.api.js';

interface SaveSearchValues {
  name: string;
  frequency: WatchFrequency;
}

const FIELDS = ['name', 'frequency'] as const;

/**
 * Names the current search and chooses its alerts; the server parses the expression again and
 * refuses a malformed one with the search's own message (shown as a notice: the dialog has no
 * expression field), or the account's fiftieth search with the limit.
 */
export function SaveSearchDialog({ search, onClose }: { search: SearchToSave; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<SaveSearchValues>();
  const save = useSaveSearch();
  const { rulesFor, parse, onSaveError } = useContractForm({
    form,
    schema: SavedSearchInputSchema,
    fields: FIELDS,
    toInput: (values: SaveSearchValues) => ({
      name: values.name,
      frequency: values.frequency,
      expression: search.expression,
      search: search.search,
      sort: search.sort,
    }),
  });
  return (
    <FormModal
      form={form}
      name="save-search"
      title={t('watch.save.title')}
      okText={t('watch.save.submit')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      initialValues={{ name: search.suggestedName.slice(0, WATCH_LIMITS.name), frequency: 'weekly' }}
      onFinish={() => {
        const parsed = parse();
        if (!parsed.success) return;
        // The page's own notice: this dialog (and antd's message holder with it) is gone once saved.
        save.mutate(
          { input: parsed.data },
          {
            onSuccess: () => {
              showMessage('success', t('watch.save.done'));
              onClose();
            },
            onError: onSaveError,
          },
        );
      }}
      onClose={onClose}
    >
      <p className="watch-save-expression">
        {t('watch.save.expression')}
        {search.expression ? <code>{search.expression}</code> : t('watch.save.everything')}
      </p>
      <Form.Item name="name" label={t('watch.field.name')} rules={rulesFor('name')} required>
        <Input maxLength={WATCH_LIMITS.name} showCount />
      </Form.Item>
      <Form.Item name="frequency" label={t('watch.field.frequency')} rules={rulesFor('frequency')}>
        <Radio.Group
          options={WATCH_FREQUENCIES.map((frequency) => ({
            value: frequency,
            label: t(`watch.frequency.${frequency}`),
          }))}
        />
      </Form.Item>
      <p className="watch-save-note">
        {t('watch.save.note')} <Link to={WATCH_TAB_PATH}>{t('watch.save.manage')}</Link>
      </p>
    </FormModal>
  );
}
