import {
  addDays,
  CLOSURE_KINDS,
  type ClosureKind,
  COLUMNS,
  type ColumnClosure,
  ColumnClosureInputSchema,
  type ColumnKey,
} from '@cityip/contracts';
import { Button, Flex, Form, Input, Radio } from 'antd';
import { useTranslation } from 'react-i18next';
import { CheckboxChoices } from '../../components/checkbox-choices.js';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { useSaveClosure } from './opening-times.api.js';

/**
 * What the form edits: a holiday by its first and last day, a closure by its start and end
 * (local city times from `datetime-local` inputs, the exact `YYYY-MM-DDTHH:mm` the API takes).
 */
interface ClosureFormValues {
  kind: ClosureKind;
  firstDay?: string;
  lastDay?: string;
  start?: string;
  end?: string;
  columns: ColumnKey[];
  message: string;
  messageEn: string;
}

const FIELDS = ['kind', 'start', 'end', 'columns', 'message', 'messageEn'] as const;

/** The API payload: a holiday runs from its first day's 00:00 to the 00:00 after its last day. */
function toInput(values: ClosureFormValues) {
  const holiday = values.kind === 'holiday';
  return {
    kind: values.kind,
    start: holiday ? (values.firstDay ? `${values.firstDay}T00:00` : '') : (values.start ?? ''),
    end: holiday ? (values.lastDay ? `${addDays(values.lastDay, 1)}T00:00` : '') : (values.end ?? ''),
    columns: values.columns ?? [],
    message: values.message ?? '',
    messageEn: values.messageEn ?? '',
  };
}

function toValues(closure: ColumnClosure | null): ClosureFormValues {
  if (!closure) return { kind: 'holiday', columns: [], message: '', messageEn: '' };
  return {
    kind: closure.kind,
    firstDay: closure.start.slice(0, 10),
    lastDay: addDays(closure.end.slice(0, 10), closure.end.endsWith('T00:00') ? -1 : 0),
    start: closure.start,
    end: closure.end,
    columns: closure.columns,
    message: closure.message,
    messageEn: closure.messageEn,
  };
}

/** Dialog that adds or edits a holiday or closure. */
export function ClosureFormModal({ closure, onClose }: { closure: ColumnClosure | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [form] = Form.useForm<ClosureFormValues>();
  const kind = Form.useWatch('kind', form) ?? closure?.kind ?? 'holiday';
  const save = useSaveClosure();
  const english = i18n.language === 'en-US';

  const { rulesFor: rules, submitTo } = useContractForm({
    form,
    schema: ColumnClosureInputSchema,
    toInput,
    fields: FIELDS,
  });
  // The holiday's day fields report what the schema says about start and end.
  const rulesFor = (field: keyof ClosureFormValues) =>
    rules(field === 'firstDay' ? 'start' : field === 'lastDay' ? 'end' : field);

  const submit = submitTo(save, { id: closure?.id, savedText: t('openingTimes.closureSaved'), onSaved: onClose });

  const columnOptions = (group: 'section' | 'business') =>
    COLUMNS.filter((c) => c.kind === group).map((c) => ({ value: c.key, label: english ? c.nameEn : c.name }));
  const pickAll = (group: 'section' | 'business') => {
    const current = new Set<ColumnKey>(form.getFieldValue('columns') ?? []);
    for (const c of COLUMNS) if (c.kind === group) current.add(c.key);
    form.setFieldValue('columns', [...current]);
    void form.validateFields(['columns']);
  };

  return (
    <FormModal<ClosureFormValues>
      form={form}
      name="closure-form"
      width={720}
      title={t(closure ? 'openingTimes.closureForm.editTitle' : 'openingTimes.closureForm.createTitle')}
      okText={t('openingTimes.form.save')}
      cancelText={t('openingTimes.form.cancel')}
      saving={save.isPending}
      initialValues={toValues(closure)}
      onFinish={submit}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('openingTimes.closureForm.kind')}>
        <Radio.Group
          options={CLOSURE_KINDS.map((value) => ({ value, label: t(`openingTimes.closureKind.${value}`) }))}
        />
      </Form.Item>
      {kind === 'holiday' ? (
        <Flex gap={16} wrap>
          <Form.Item
            name="firstDay"
            label={t('openingTimes.closureForm.firstDay')}
            rules={rulesFor('firstDay')}
            required
          >
            <Input type="date" />
          </Form.Item>
          <Form.Item name="lastDay" label={t('openingTimes.closureForm.lastDay')} rules={rulesFor('lastDay')} required>
            <Input type="date" />
          </Form.Item>
        </Flex>
      ) : (
        <Flex gap={16} wrap>
          <Form.Item name="start" label={t('openingTimes.closureForm.start')} rules={rulesFor('start')} required>
            <Input type="datetime-local" />
          </Form.Item>
          <Form.Item name="end" label={t('openingTimes.closureForm.end')} rules={rulesFor('end')} required>
            <Input type="datetime-local" />
          </Form.Item>
        </Flex>
      )}
      <Form.Item
        name="columns"
        label={t('openingTimes.closureForm.columns')}
        rules={rulesFor('columns')}
        required
        extra={
          <Flex gap={8} style={{ marginTop: 4 }}>
            <Button size="small" onClick={() => pickAll('business')}>
              {t('openingTimes.closureForm.allBusinesses')}
            </Button>
            <Button size="small" onClick={() => pickAll('section')}>
              {t('openingTimes.closureForm.allSections')}
            </Button>
          </Flex>
        }
      >
        <CheckboxChoices
          className="closure-columns"
          aria-label={t('openingTimes.closureForm.columns')}
          options={[...columnOptions('business'), ...columnOptions('section')]}
        />
      </Form.Item>
      <Form.Item name="message" label={t('openingTimes.closureForm.message')} rules={rulesFor('message')} required>
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} showCount />
      </Form.Item>
      <Form.Item name="messageEn" label={t('openingTimes.closureForm.messageEn')} rules={rulesFor('messageEn')}>
        <Input.TextArea autoSize={{ minRows: 2 }} maxLength={200} showCount />
      </Form.Item>
    </FormModal>
  );
}
