import { type ApplicationValue, type FormField, type Industry, maskIdNumber, maskPhone } from '@cityip/contracts';

interface FieldValueContext {
  english: boolean;
  /** The city's key industries, which name the codes of an `optionsFrom: 'industries'` field. */
  industries: readonly Industry[];
  /** Separates several chosen values. */
  separator: string;
}

/** The label of one stored choice; a value no longer among the choices is shown as stored. */
function choiceLabel(field: FormField, value: string, { english, industries }: FieldValueContext): string {
  const named = field.optionsFrom === 'industries' ? industries.find((i) => i.code === value) : undefined;
  const option = named ?? field.options?.find((o) => o.value === value);
  if (!option) return value;
  if ('label' in option) return english ? option.labelEn : option.label;
  return english ? option.nameEn : option.name;
}

/**
 * A non-attachment value of a form field as text: choices by their labels, personal numbers
 * masked (staff need to recognise them, not copy them), an empty string when nothing was given.
 */
export function fieldValueText(
  field: FormField,
  value: ApplicationValue | undefined,
  context: FieldValueContext,
): string {
  if (value === null || value === undefined || value === '') return '';
  if (Array.isArray(value)) return value.map((v) => choiceLabel(field, v, context)).join(context.separator);
  const text = String(value);
  switch (field.type) {
    case 'select':
    case 'radio':
      return choiceLabel(field, text, context);
    case 'phone':
      return maskPhone(text) ?? '';
    case 'idNumber':
      return maskIdNumber(text) ?? '';
    default:
      return text;
  }
}
