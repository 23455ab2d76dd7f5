import { UPLOAD_KINDS, type UploadRef } from '@cityip/contracts';
import { Button, Typography, Upload, type UploadFile, type UploadProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../../api/error-text.js';
import { uploadPrivateFile } from '../common/accounts.api.js';

/** What the licence may be: a photo or scan (PNG, JPEG) or a PDF. */
const ACCEPT = '.png,.jpg,.jpeg,.pdf,image/png,image/jpeg,application/pdf';
const ACCEPTED_TYPES = ['image/png', 'image/jpeg', 'application/pdf'];

/** The server's size limit for the file's upload kind (PDFs are attachments, photos images). */
function sizeLimitOf(file: File): number {
  return (file.type === 'application/pdf' ? UPLOAD_KINDS.attachment : UPLOAD_KINDS.image).maxBytes;
}

interface LicenceUploadProps {
  /** From the Form.Item: the hidden file input's id (the label points at it), value and onChange. */
  id?: string;
  value?: UploadRef | null;
  onChange?: (value: UploadRef | null) => void;
  disabled?: boolean;
}

/**
 * The business licence: one image or PDF uploaded at once to the user's private files (the
 * server checks the content again), its name shown with a remove button; refusals are announced.
 */
export function LicenceUpload({ id, value, onChange, disabled }: LicenceUploadProps) {
  const { t } = useTranslation();
  const [uploading, setUploading] = useState<UploadFile | null>(null);
  const [problem, setProblem] = useState('');

  const beforeUpload: UploadProps['beforeUpload'] = (file) => {
    setProblem('');
    if (!ACCEPTED_TYPES.includes(file.type)) {
      setProblem(t('validation.licenseFile'));
      return Upload.LIST_IGNORE;
    }
    if (file.size > sizeLimitOf(file)) {
      setProblem(t('selfService.company.licenseTooLarge', { size: Math.round(sizeLimitOf(file) / 1024 / 1024) }));
      return Upload.LIST_IGNORE;
    }
    return true;
  };

  const customRequest: UploadProps['customRequest'] = ({ file, onSuccess, onError }) => {
    const picked = file as File;
    setUploading({ uid: 'uploading', name: picked.name, status: 'uploading' });
    uploadPrivateFile(picked).then(
      (ref) => {
        setUploading(null);
        onSuccess?.(ref);
        onChange?.(ref);
      },
      (error: unknown) => {
        setUploading(null);
        setProblem(t('selfService.company.licenseFailed', { reason: requestErrorText(error, t) ?? '' }));
        onError?.(error instanceof Error ? error : new Error(String(error)));
      },
    );
  };

  const fileList: UploadFile[] = uploading
    ? [uploading]
    : value
      ? [{ uid: value.id, name: value.name, status: 'done' }]
      : [];

  return (
    <>
      <Upload
        id={id}
        accept={ACCEPT}
        maxCount={1}
        fileList={fileList}
        beforeUpload={beforeUpload}
        customRequest={customRequest}
        onRemove={() => {
          onChange?.(null);
          return true;
        }}
        disabled={disabled}
        showUploadList={{ showPreviewIcon: false, showDownloadIcon: false }}
      >
        <Button disabled={disabled}>
          {t(value ? 'selfService.company.licenseReplace' : 'selfService.company.licensePick')}
        </Button>
      </Upload>
      <div role="alert">{problem && <Typography.Text type="danger">{problem}</Typography.Text>}</div>
    </>
  );
}
