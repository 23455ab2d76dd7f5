import {
  CORRECTABLE_FIELD_KINDS,
  CORRECTION_VALUE_SCHEMAS,
  type CorrectableField,
  PATENT_DATA_LIMITS,
  PATENT_LIMITS,
  type PatentFieldValue,
} from '@cityip/contracts';
import { LEGAL_STATUSES } from '@cityip/patent-query';
import { Form, type FormItemProps, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { usePatentFormat } from '../../portal/patent-search/use-patent-format.js';

/** Fields that cannot be left empty (the others may be cleared). */
const REQUIRED: ReadonlySet<CorrectableField> = new Set([
  'title',
  'applicants',
  'applicationDate',
  'publicationDate',
  'legalStatus',
]);
/** The text fields long enough to want a text area. */
const LONG_TEXT: ReadonlySet<CorrectableField> = new Set(['abstract', 'firstClaim', 'applicantAddress']);
const MAX_LENGTH: Partial<Record<CorrectableField, number>> = {
  title: PATENT_LIMITS.title,
  abstract: PATENT_LIMITS.abstract,
  firstClaim: PATENT_LIMITS.firstClaim,
  applicantAddress: PATENT_LIMITS.applicantAddress,
};

/** A stored value as the editor holds it: a list one entry a line, nothing as ''. */
export function valueToText(value: PatentFieldValue): string {
  if (value === null) return '';
  return Array.isArray(value) ? value.join('\n') : value;
}

/** The editor's text as the value the server takes: a list from its lines. */
export function textToValue(field: CorrectableField, text: string | undefined): PatentFieldValue {
  const written = text ?? '';
  if (CORRECTABLE_FIELD_KINDS[field] === 'list') return written.split(/\r?\n/);
  return written;
}

/** The values a correction form holds: the value as text and an optional note. */
export interface CorrectionValues {
  value?: string;
  note?: string;
}

/** The contract's check of a correction of `field`, as the form's input. */
export function correctionSchema(field: CorrectableField) {
  return z.object({
    value: CORRECTION_VALUE_SCHEMAS[field],
    note: z.string().trim().max(PATENT_DATA_LIMITS.note, { error: 'validation.tooLong' }).default(''),
  });
}

/** The form's values as a correction's input. */
export function correctionInput(field: CorrectableField, values: CorrectionValues) {
  return { value: textToValue(field, values.value), note: values.note ?? '' };
}

/** Issues of a list's entry belong to the whole list field. */
export const firstPathPart = (path: readonly PropertyKey[]) => path.slice(0, 1);

/** What Form.Item hands its control: the value, its change handler, the id its label points at. */
interface ControlProps {
  id?: string;
  value?: string;
  onChange?: (value: unknown) => void;
  'aria-describedby'?: string;
  'aria-invalid'?: boolean;
}

/**
 * The control that edits a value of `field`: text, text area (a list one per line), or a choice.
 * Form.Item's props pass through to it, so the label names it and the form holds its value.
 */
function ValueControl({ field, ...props }: ControlProps & { field: CorrectableField }) {
  const { t } = useTranslation();
  const config = useRuntimeConfig();
  const format = usePatentFormat();
  const kind = CORRECTABLE_FIELD_KINDS[field];
  if (kind === 'status') {
    return (
      <Select {...props} options={LEGAL_STATUSES.map((s) => ({ value: s.code, label: format.legalStatus(s.code) }))} />
    );
  }
  if (field === 'district' || field === 'industry') {
    const entries = field === 'district' ? (config?.districts ?? []) : (config?.industries ?? []);
    return (
      <Select
        {...props}
        allowClear
        placeholder={t('patentErrors.value.none')}
        options={entries.map((entry) => ({ value: entry.code, label: format.english ? entry.nameEn : entry.name }))}
      />
    );
  }
  if (kind === 'list') return <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 12 }} />;
  if (LONG_TEXT.has(field)) {
    return <Input.TextArea {...props} autoSize={{ minRows: 3, maxRows: 16 }} maxLength={MAX_LENGTH[field]} showCount />;
  }
  return <Input {...props} maxLength={MAX_LENGTH[field] ?? PATENT_LIMITS.code} />;
}

/** What the value field says beneath it: one entry a line, the date format, a code example. */
function hintOf(field: CorrectableField): string | null {
  const kind = CORRECTABLE_FIELD_KINDS[field];
  if (kind === 'list') return 'patentErrors.value.listHint';
  if (kind === 'date') return 'patentErrors.value.dateHint';
  if (field === 'ipcMain') return 'patentErrors.value.codeHint';
  return null;
}

/** The corrected value's form item, its control chosen by the field. */
export function ValueItem({
  field,
  label,
  rules,
}: {
  field: CorrectableField;
  label: string;
  rules: FormItemProps['rules'];
}) {
  const { t } = useTranslation();
  const hint = hintOf(field);
  return (
    <Form.Item
      name="value"
      label={label}
      extra={hint ? t(hint) : undefined}
      rules={rules}
      required={REQUIRED.has(field)}
    >
      <ValueControl field={field} />
    </Form.Item>
  );
}

/** The optional note of a correction. */
export function NoteItem({ rules }: { rules: FormItemProps['rules'] }) {
  const { t } = useTranslation();
  return (
    <Form.Item name="note" label={t('patentErrors.note')} rules={rules}>
      <Input maxLength={PATENT_DATA_LIMITS.note} />
    </Form.Item>
  );
}
