import {
  CORRECTABLE_FIELDS,
  type CorrectableField,
  CorrectableFieldSchema,
  PATENT_LIMITS,
  type PatentCorrectionInput,
} from '@cityip/contracts';
import { Alert, Form, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestErrorText } from '../../api/error-text.js';
import { useContractForm } from '../shared/contract-form.js';
import { FormModal } from '../shared/form-modal.js';
import { FieldValueText } from './field-value-text.js';
import { useCorrectPatent, usePatentForCorrection } from './patent-data.api.js';
import {
  type CorrectionValues,
  correctionInput,
  correctionSchema,
  NoteItem,
  ValueItem,
  valueToText,
} from './value-editor.js';

interface DirectValues extends CorrectionValues {
  number?: string;
  field?: CorrectableField;
}

/**
 * Staff correct a field of a patent without a report: find the patent by application number,
 * choose the field (its current value is filled in), write the corrected value. Checked as the
 * server checks it; the correction is kept and logged like an accepted report's.
 */
export function DirectCorrectionModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<DirectValues>();
  const [number, setNumber] = useState('');
  const [field, setField] = useState<CorrectableField | undefined>();
  const found = usePatentForCorrection(number);
  const patent = found.data;
  const save = useCorrectPatent();
  // The value's check is the chosen field's; until a field is chosen only the patent and field are asked for.
  const schema = z.object({
    patentId: z.number({ error: t('patentErrors.direct.findFirst') }),
    field: CorrectableFieldSchema,
    ...(field ? correctionSchema(field).shape : {}),
  }) as unknown as z.ZodType<PatentCorrectionInput>;
  const { rulesFor, submitTo } = useContractForm({
    form,
    schema,
    fields: ['number', 'field', 'value', 'note'],
    toInput: (values: DirectValues) => ({
      patentId: patent?.id,
      field: values.field,
      ...(field ? correctionInput(field, values) : {}),
    }),
    formPath: (path) => (path[0] === 'patentId' ? ['number'] : path.slice(0, 1)),
  });
  const find = () => {
    setNumber((form.getFieldValue('number') ?? '').trim());
    setField(undefined);
    form.setFieldsValue({ field: undefined, value: '' });
  };
  const chooseField = (chosen: CorrectableField) => {
    setField(chosen);
    form.setFieldValue('value', valueToText(patent?.values[chosen] ?? null));
  };
  return (
    <FormModal<DirectValues>
      form={form}
      name="patent-direct-correction"
      title={t('patentErrors.direct.title')}
      okText={t('patentErrors.direct.ok')}
      cancelText={t('common.cancel')}
      saving={save.isPending}
      width={720}
      initialValues={{ number: '', value: '', note: '' }}
      onFinish={submitTo(save, { savedText: t('success.patentCorrected'), onSaved: onClose })}
      onClose={onClose}
    >
      <Form.Item
        name="number"
        label={t('patentErrors.direct.number')}
        extra={t('patentErrors.direct.numberHint')}
        rules={rulesFor('number')}
        required
      >
        <Input.Search
          maxLength={PATENT_LIMITS.code}
          enterButton={t('patentErrors.direct.find')}
          loading={found.isFetching}
          onSearch={(_value, event) => {
            // Enter in the field looks the patent up; it must not submit the dialog's form.
            event?.preventDefault();
            find();
          }}
        />
      </Form.Item>
      {found.isError ? (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={requestErrorText(found.error, t) ?? t('error.patentNotFound')}
        />
      ) : null}
      {patent ? (
        <Typography.Paragraph strong role="status">
          {t('patentErrors.direct.found', { number: patent.applicationNumber, title: patent.title })}
        </Typography.Paragraph>
      ) : null}
      <Form.Item name="field" label={t('patentErrors.direct.field')} rules={rulesFor('field')} required>
        <Select
          disabled={!patent}
          onChange={chooseField}
          options={CORRECTABLE_FIELDS.map((value) => ({ value, label: t(`patentData.field.${value}`) }))}
        />
      </Form.Item>
      {patent && field ? (
        <>
          <Typography.Paragraph type="secondary">
            {t('patentErrors.direct.current')}
            <FieldValueText field={field} value={patent.values[field] ?? null} />
          </Typography.Paragraph>
          <ValueItem field={field} label={t('patentErrors.direct.value')} rules={rulesFor('value')} />
          <NoteItem rules={rulesFor('note')} />
        </>
      ) : null}
    </FormModal>
  );
}
