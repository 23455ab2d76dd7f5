import {
  type ApplicationData,
  type ApplicationKindKey,
  type ApplicationValue,
  type FormField,
  formOf,
  type UploadRef,
  UploadRefSchema,
} from '@cityip/contracts';

/** What the antd form holds: the contract's values, with attachment fields as the uploaded files. */
export type FormValues = Record<string, ApplicationValue | UploadRef[] | undefined>;

/**
 * A draft keeps the form's data, whose attachment fields hold upload ids only. The files' names
 * and sizes ride along under this key (a draft is stored as given and checked only on submit), so
 * a restored draft lists its files by name; a submission never carries it.
 */
export const DRAFT_UPLOADS_KEY = '$uploads';

const isUploadList = (value: unknown): value is UploadRef[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'object' && item !== null);

function contractValueOf(field: FormField, value: FormValues[string]): ApplicationValue {
  if (field.type === 'attachments') return isUploadList(value) ? value.map((file) => file.id) : [];
  if (field.type === 'number') return typeof value === 'number' ? value : null;
  if (field.type === 'select' && field.multiple) return Array.isArray(value) ? (value as string[]) : [];
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : String(value);
}

/** The contract's data of a kind from the form's values (attachments as upload ids). */
export function toApplicationData(kind: ApplicationKindKey, values: FormValues): ApplicationData {
  return Object.fromEntries(formOf(kind).map((field) => [field.name, contractValueOf(field, values[field.name])]));
}

/** Every uploaded file the form's attachment fields hold. */
function uploadsOf(kind: ApplicationKindKey, values: FormValues): UploadRef[] {
  return formOf(kind).flatMap((field) => {
    const value = field.type === 'attachments' ? values[field.name] : undefined;
    return isUploadList(value) ? value : [];
  });
}

/** The form's values as a draft: the data plus the attached files' descriptions. */
export function toDraftData(kind: ApplicationKindKey, values: FormValues): ApplicationData {
  return { ...toApplicationData(kind, values), [DRAFT_UPLOADS_KEY]: JSON.stringify(uploadsOf(kind, values)) };
}

function parseUploads(text: ApplicationValue | undefined): UploadRef[] {
  if (typeof text !== 'string') return [];
  try {
    const parsed = UploadRefSchema.array().safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

/**
 * The form's values from stored data (a draft, or a returned application): attachment ids become
 * the files `uploads` describes; ids it does not describe are dropped, as the form cannot show them.
 */
export function toFormValues(
  kind: ApplicationKindKey,
  data: ApplicationData,
  uploads: readonly UploadRef[],
): FormValues {
  const known = new Map(uploads.map((file) => [file.id, file]));
  const values: FormValues = {};
  for (const field of formOf(kind)) {
    const value = data[field.name];
    if (value === undefined) continue;
    values[field.name] =
      field.type === 'attachments' ? (Array.isArray(value) ? value : []).flatMap((id) => known.get(id) ?? []) : value;
  }
  return values;
}

/** The form's values of a saved draft. */
export function draftToFormValues(kind: ApplicationKindKey, data: ApplicationData): FormValues {
  return toFormValues(kind, data, parseUploads(data[DRAFT_UPLOADS_KEY]));
}

/** The names of the form's fields, the ones that take the server's field errors. */
export function fieldNamesOf(kind: ApplicationKindKey): string[] {
  return formOf(kind).map((field) => field.name);
}
