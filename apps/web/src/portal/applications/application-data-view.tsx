import type { ApplicationDetail, ApplicationValue, FormField } from '@cityip/contracts';
import { formatFileSize, formOf } from '@cityip/contracts';
import { Button, Descriptions, type DescriptionsProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { showMessage } from '../../api/feedback.js';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { downloadOwnUpload } from './applications.api.js';

/** A choice's label in the UI language (the city's industries for an industry field). */
function useChoiceLabel() {
  const { i18n } = useTranslation();
  const config = useRuntimeConfig();
  const english = i18n.language === 'en-US';
  return (field: FormField, value: string) => {
    const choices =
      field.optionsFrom === 'industries'
        ? (config?.industries ?? []).map((i) => ({ value: i.code, label: i.name, labelEn: i.nameEn }))
        : (field.options ?? []);
    const choice = choices.find((option) => option.value === value);
    return choice ? (english ? choice.labelEn : choice.label) : value;
  };
}

function AttachmentLinks({ detail, field }: { detail: ApplicationDetail; field: FormField }) {
  const { t } = useTranslation();
  const files = detail.attachments.filter((file) => file.field === field.name);
  if (files.length === 0) return <>—</>;
  const download = (file: (typeof files)[number]) =>
    downloadOwnUpload(file).catch((error: unknown) => showMessage('error', requestErrorText(error, t) ?? ''));
  return (
    <ul className="application-files">
      {files.map((file) => (
        <li key={file.id}>
          <Button
            type="link"
            size="small"
            onClick={() => void download(file)}
            aria-label={t('applications.detail.download', { name: file.name })}
          >
            {file.name}
          </Button>
          <span className="application-file-size">{formatFileSize(file.size)}</span>
        </li>
      ))}
    </ul>
  );
}

/** What an applicant entered, field by field with the form's labels; choices by their labels. */
export function ApplicationDataView({ detail }: { detail: ApplicationDetail }) {
  const { i18n } = useTranslation();
  const choiceLabel = useChoiceLabel();
  const english = i18n.language === 'en-US';
  const text = (field: FormField, value: ApplicationValue | undefined) => {
    if (value === null || value === undefined || value === '') return '—';
    if (Array.isArray(value)) return value.map((item) => choiceLabel(field, item)).join(english ? ', ' : '、') || '—';
    return typeof value === 'string' ? choiceLabel(field, value) : String(value);
  };
  const items: DescriptionsProps['items'] = formOf(detail.kind).map((field) => ({
    key: field.name,
    label: english ? field.labelEn : field.label,
    children:
      field.type === 'attachments' ? (
        <AttachmentLinks detail={detail} field={field} />
      ) : (
        <span className="application-value">{text(field, detail.data[field.name])}</span>
      ),
  }));
  return <Descriptions size="small" bordered column={1} items={items} />;
}
