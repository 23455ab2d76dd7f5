import { type ApplicationAttachment, type ApplicationDetail, formatFileSize, formOf } from '@cityip/contracts';
import { Button, Descriptions, type DescriptionsProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRuntimeConfig } from '../../config/runtime-config.js';
import { useShowFailure } from '../shared/use-show-failure.js';
import { useEnglish } from './application-labels.js';
import { downloadAttachment } from './applications.api.js';
import { fieldValueText } from './field-value.js';

/** The files given for one attachment field, each downloaded on click. */
function AttachmentList({ applicationId, files }: { applicationId: string; files: readonly ApplicationAttachment[] }) {
  const { t } = useTranslation();
  const showFailure = useShowFailure();
  const [loading, setLoading] = useState<string | null>(null);
  const fetchFile = async (file: ApplicationAttachment) => {
    setLoading(file.id);
    try {
      await downloadAttachment(applicationId, file);
    } catch (error) {
      showFailure(error);
    } finally {
      setLoading(null);
    }
  };
  return (
    <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {files.map((file) => (
        <li key={file.id}>
          <Button
            type="link"
            size="small"
            style={{ paddingInline: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
            loading={loading === file.id}
            aria-label={t('applicationAdmin.detail.downloadLabel', { name: file.name })}
            onClick={() => fetchFile(file)}
          >
            {file.name}
          </Button>{' '}
          <Typography.Text type="secondary">({formatFileSize(file.size)})</Typography.Text>
        </li>
      ))}
    </ul>
  );
}

/** Every field of the kind's form, read-only with its label; attachment fields list their files. */
export function ApplicationFields({ application }: { application: ApplicationDetail }) {
  const { t } = useTranslation();
  const english = useEnglish();
  const industries = useRuntimeConfig()?.industries ?? [];
  const context = { english, industries, separator: t('applicationAdmin.detail.separator') };
  const notGiven = <Typography.Text type="secondary">{t('applicationAdmin.detail.notGiven')}</Typography.Text>;

  const items: DescriptionsProps['items'] = formOf(application.kind).map((field) => {
    const label = english ? field.labelEn : field.label;
    if (field.type === 'attachments') {
      const files = application.attachments.filter((file) => file.field === field.name);
      return {
        key: field.name,
        label,
        children: files.length > 0 ? <AttachmentList applicationId={application.id} files={files} /> : notGiven,
      };
    }
    const text = fieldValueText(field, application.data[field.name], context);
    return {
      key: field.name,
      label,
      // Long answers keep the applicant's line breaks.
      children: text ? <span style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{text}</span> : notGiven,
    };
  });
  return <Descriptions size="small" bordered column={1} items={items} />;
}
