import { type FormField, UPLOAD_KINDS, type UploadRef } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';
import { FileUploadField } from '../../admin/shared/file-upload-field.js';
import { sizeLimitMb } from '../../admin/shared/upload-file.js';
import { uploadPrivateFile } from './applications.api.js';

/** File name endings of the MIME types the forms accept, so the picker filters by name too. */
const EXTENSIONS: Record<string, string[]> = {
  'application/pdf': ['.pdf'],
  'application/msword': ['.doc'],
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ['.docx'],
  'application/vnd.ms-excel': ['.xls'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'image/png': ['.png'],
  'image/jpeg': ['.jpg', '.jpeg'],
};

const isImage = (mime: string) => mime.startsWith('image/');

/** The `accept` attribute of a field: its MIME types and their file name endings. */
export function acceptOfField(field: FormField): string {
  const mimes = field.accept ?? [...UPLOAD_KINDS.attachment.mimes];
  return [...mimes.flatMap((mime) => EXTENSIONS[mime] ?? []), ...mimes].join(',');
}

/** The limits of a field in words: which types, how large, how many. */
function useLimitsText(field: FormField): string {
  const { t } = useTranslation();
  const mimes = field.accept ?? [...UPLOAD_KINDS.attachment.mimes];
  const pdfOnly = mimes.every((mime) => mime === 'application/pdf');
  const images = mimes.some(isImage);
  const params = { max: field.max, size: sizeLimitMb('attachment'), imageSize: sizeLimitMb('image') };
  if (pdfOnly) return t('applications.upload.limitsPdf', params);
  return t(images ? 'applications.upload.limitsWithImages' : 'applications.upload.limits', params);
}

interface AttachmentsFieldProps {
  id?: string;
  value?: UploadRef[];
  onChange?: (files: UploadRef[]) => void;
  field: FormField;
  disabled?: boolean;
}

/**
 * An application's attachment field: files go to the applicant's private uploads (never public,
 * so they are listed by name, not linked), with the field's types, size limits and file count shown.
 */
export function AttachmentsField({ id, value, onChange, field, disabled }: AttachmentsFieldProps) {
  const hint = useLimitsText(field);
  return (
    <FileUploadField
      id={id}
      value={value}
      onChange={onChange}
      // The largest per-file limit; an image over its own (smaller) limit is refused by the server.
      kind="attachment"
      max={field.max}
      disabled={disabled}
      upload={uploadPrivateFile}
      accept={acceptOfField(field)}
      hint={hint}
      linked={false}
    />
  );
}
