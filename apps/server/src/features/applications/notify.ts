import {
  type ApplicationData,
  type ApplicationKindKey,
  type ApplicationStatus,
  applicationKindName,
  type FormField,
  formatZonedTime,
  formOf,
  type Locale,
  statusLabelKey,
  translate,
} from '@cityip/contracts';
import type { Config } from '../../config.js';
import type { Tx } from '../../db/client.js';
import { plainTextHtml } from '../notifications/mail-html.js';
import { enqueueMail, enqueueSms, type MailAttachmentRef } from '../notifications/outbox.js';
import { uploadStorageId } from '../uploads/uploads.service.js';
import type { ApplicationRow } from './applications.tables.js';
import type { FieldUpload } from './prerequisites.js';

/**
 * Notices go out in Chinese: accounts keep no language preference, Chinese is the portal's
 * default, and staff mailboxes are the city's.
 */
const NOTICE_LOCALE: Locale = 'zh-CN';

/** A field's value as a person reads it: choice labels, industry names, file names. */
function valueText(
  field: FormField,
  value: ApplicationData[string] | undefined,
  files: FieldUpload[],
  config: Config,
): string {
  const labelOf = (choice: string) => {
    const option = field.options?.find((candidate) => candidate.value === choice);
    if (option) return option.label;
    return config.cityProfile.industries.find((industry) => industry.code === choice)?.name ?? choice;
  };
  if (field.type === 'attachments') {
    return files
      .filter((file) => file.field === field.name)
      .map((file) => file.name)
      .join('、');
  }
  if (Array.isArray(value)) return value.map(labelOf).join('、');
  if (value === null || value === undefined || value === '') return '';
  return field.type === 'select' || field.type === 'radio' ? labelOf(String(value)) : String(value);
}

/** The form as `label：value` lines, empty fields left out. */
export function dataText(
  kind: ApplicationKindKey,
  data: ApplicationData,
  files: FieldUpload[],
  config: Config,
): string {
  return formOf(kind)
    .map((field) => [field.label, valueText(field, data[field.name], files, config)] as const)
    .filter(([, text]) => text !== '')
    .map(([label, text]) => `${label}：${text}`)
    .join('\n');
}

/** Forwards a new application to its kind's mailboxes, with its attachments. */
export async function forwardApplication(
  tx: Tx,
  config: Config,
  input: { to: string[]; row: ApplicationRow; applicant: string; files: FieldUpload[] },
): Promise<void> {
  if (input.to.length === 0) return;
  const { row } = input;
  const attachments: MailAttachmentRef[] = [];
  for (const file of input.files) {
    const storageId = await uploadStorageId(tx, file.id);
    if (storageId) attachments.push({ filename: file.name, contentType: file.mime, storageId });
  }
  const params = {
    kind: applicationKindName(row.kind, NOTICE_LOCALE),
    receiptNo: row.receiptNo,
    submittedAt: formatZonedTime(row.submittedAt.toISOString(), config.cityProfile.timeZone),
    applicant: input.applicant,
    fields: dataText(row.kind, row.data, input.files, config),
    url: `${config.publicUrl}/backStackSupport`,
  };
  const text = translate(NOTICE_LOCALE, 'mail.applicationForward.text', params);
  await enqueueMail(tx, {
    event: 'applicationForward',
    to: input.to,
    subject: translate(NOTICE_LOCALE, 'mail.applicationForward.subject', params),
    text,
    // Staff mail clients show the HTML part: built from the text with every field escaped (case 18).
    html: plainTextHtml(text),
    attachments,
  });
}

/**
 * Tells the applicant the new status: a mail to the account's address, and an SMS to the phone
 * given in the form when there is one. Queued in the transaction that changes the status, so the
 * notice exists exactly when the change does.
 */
export async function notifyApplicant(
  tx: Tx,
  config: Config,
  input: { row: ApplicationRow; status: ApplicationStatus; comment: string; email: string | null; name: string },
): Promise<void> {
  const { row } = input;
  const status = translate(NOTICE_LOCALE, statusLabelKey(input.status));
  if (input.email) {
    const params = {
      name: input.name,
      kind: applicationKindName(row.kind, NOTICE_LOCALE),
      receiptNo: row.receiptNo,
      status,
      comment: input.comment
        ? translate(NOTICE_LOCALE, 'mail.applicationStatus.comment', { comment: input.comment })
        : '',
      url: `${config.publicUrl}/frontAccountInfo`,
    };
    await enqueueMail(tx, {
      event: 'applicationStatus',
      to: [input.email],
      subject: translate(NOTICE_LOCALE, 'mail.applicationStatus.subject', params),
      text: translate(NOTICE_LOCALE, 'mail.applicationStatus.text', params),
    });
  }
  const phone = row.data.contactPhone;
  if (typeof phone === 'string' && phone !== '') {
    await enqueueSms(tx, { event: 'applicationStatus', phone, params: { receiptNo: row.receiptNo, status } });
  }
}
