import { CORRECTABLE_FIELD_KINDS, type CorrectableField, type PatentFieldValue } from '@cityip/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type PatentFormat, usePatentFormat } from '../../portal/patent-search/use-patent-format.js';

/**
 * A field's value as staff read it: a list joined, a date in the page's format, a status,
 * district or industry by its name, nothing as "(none)".
 */
export function fieldValueText(
  t: TFunction,
  format: PatentFormat,
  field: CorrectableField,
  value: PatentFieldValue,
): string {
  if (value === null || value === '' || (Array.isArray(value) && value.length === 0)) return t('patentData.value.none');
  if (Array.isArray(value)) return value.join(format.english ? '; ' : '；');
  if (field === 'legalStatus') return format.legalStatus(value);
  if (field === 'district') return format.district(value);
  if (field === 'industry') return format.industry(value);
  if (CORRECTABLE_FIELD_KINDS[field] === 'date') return format.date(value);
  return value;
}

/** {@link fieldValueText} as an element (long texts keep their line breaks). */
export function FieldValueText({ field, value }: { field: CorrectableField; value: PatentFieldValue }) {
  const { t } = useTranslation();
  const format = usePatentFormat();
  return <span className="patent-field-value">{fieldValueText(t, format, field, value)}</span>;
}
