import type { FieldError, FileRef, Footer, LinkGroup } from '@cityip/contracts';
import { type FormFieldError, serverErrorsToFields } from '../shared/form-errors.js';

/** What the footer form edits: the contract's fields, with QR codes possibly half filled in. */
export interface FooterFormValues {
  organiser?: string;
  undertaker?: string;
  address?: string;
  phone?: string;
  email?: string;
  icpNumber?: string;
  psbNumber?: string;
  qrCodes?: { label?: string; image?: FileRef | null }[];
  copyright?: string;
  linkGroups?: LinkGroup[];
}

/** Most QR codes the footer holds (FooterInputSchema). */
export const MAX_QR_CODES = 4;

const TEXT_FIELDS = [
  'organiser',
  'undertaker',
  'address',
  'phone',
  'email',
  'icpNumber',
  'psbNumber',
  'copyright',
] as const;

/** Form values as the contract input: blank texts are sent as empty strings. */
export function toFooterInput(values: FooterFormValues): Record<string, unknown> {
  const texts = Object.fromEntries(TEXT_FIELDS.map((field) => [field, values[field] ?? '']));
  const qrCodes = (values.qrCodes ?? []).map((code) => ({ label: code?.label ?? '', image: code?.image ?? undefined }));
  return { ...texts, qrCodes, linkGroups: values.linkGroups ?? [] };
}

/** The stored footer as form values. */
export function toFooterFormValues(footer: Footer): FooterFormValues {
  const { updatedAt: _updatedAt, ...values } = footer;
  return values;
}

const FORM_FIELDS: readonly string[] = [...TEXT_FIELDS, 'qrCodes', 'linkGroups'];

/**
 * The server's field errors split into those of fields on the form and the rest, with list indexes
 * as numbers, as antd names Form.List items (`qrCodes.1.label` → ['qrCodes', 1, 'label']).
 */
export function footerServerErrors(errors: readonly FieldError[]): { fields: FormFieldError[]; others: string[] } {
  const onForm = errors.map((e) => e.field).filter((field) => FORM_FIELDS.includes(field.split('.')[0] ?? ''));
  const { fields, others } = serverErrorsToFields(errors, onForm);
  const numeric = (part: string | number) => (typeof part === 'string' && /^\d+$/.test(part) ? Number(part) : part);
  return { fields: fields.map((field) => ({ ...field, name: field.name.map(numeric) })), others };
}
