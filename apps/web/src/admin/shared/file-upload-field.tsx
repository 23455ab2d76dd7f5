import type { FileRef, UploadKind } from '@cityip/contracts';
import { fileUrl, formatFileSize } from '@cityip/contracts';
import { Button, Flex, Typography } from 'antd';
import { type ChangeEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { requestErrorText } from '../../api/error-text.js';
import { acceptOf, downloadUrl, fitsSizeLimit, sizeLimitMb, uploadFile } from './upload-file.js';

/** Props of {@link FileUploadField}; `id`, `value` and `onChange` come from antd's Form.Item. */
export interface FileUploadFieldProps {
  /** Goes on the file input, so the Form.Item label names it. */
  id?: string;
  value?: FileRef[];
  onChange?: (files: FileRef[]) => void;
  /** What the server accepts: attachments (PDF, Word, Excel; the default) or images. */
  kind?: UploadKind;
  /** Most files the field holds (the content contract allows 20 attachments). */
  max?: number;
  disabled?: boolean;
  /** Where the file goes instead of the public file store (private files such as report PDFs). */
  upload?: (file: File) => Promise<FileRef>;
  /** The file types the picker offers, when narrower than the kind's. */
  accept?: string;
  /** The hint beside the button, when the kind's does not fit. */
  hint?: string;
  /** Whether uploaded files are linked (public files are; private ones cannot be opened by address). */
  linked?: boolean;
}

/**
 * Uploads files to the file store and keeps the list of their FileRefs as the field value: a button
 * opens the file picker (filtered by `accept`), each uploaded file is listed with a link and a
 * remove button, and every refusal (too large, wrong type, server error) is announced below.
 */
export function FileUploadField({
  id,
  value,
  onChange,
  kind = 'attachment',
  max = 20,
  disabled,
  upload: uploadTo,
  accept,
  hint,
  linked = true,
}: FileUploadFieldProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[]>([]);
  const files = value ?? [];
  const size = sizeLimitMb(kind);

  const upload = async (event: ChangeEvent<HTMLInputElement>) => {
    const picked = Array.from(event.target.files ?? []);
    // Clear the input so picking the same file again after a refusal fires a change.
    event.target.value = '';
    if (picked.length === 0) return;
    setBusy(true);
    const problems: string[] = [];
    let next = files;
    for (const file of picked) {
      if (next.length >= max) {
        problems.push(t('shared.upload.full', { max }));
        break;
      }
      if (!fitsSizeLimit(file, kind)) {
        problems.push(t('shared.upload.tooLarge', { name: file.name, size }));
        continue;
      }
      try {
        next = [...next, await (uploadTo ? uploadTo(file) : uploadFile(file, kind))];
        onChange?.(next);
      } catch (error) {
        const reason = requestErrorText(error);
        if (reason) problems.push(t('shared.upload.failed', { name: file.name, reason }));
      }
    }
    setErrors(problems);
    setBusy(false);
  };

  const remove = (fileId: string) => onChange?.(files.filter((file) => file.id !== fileId));

  return (
    <Flex vertical gap={8}>
      <input
        ref={input}
        id={id}
        type="file"
        // Not the hidden attribute: a global `display` rule on inputs overrides it (seen in Chromium).
        style={{ display: 'none' }}
        accept={accept ?? acceptOf(kind)}
        multiple={max > 1}
        disabled={disabled || busy}
        onChange={upload}
      />
      <div>
        <Button onClick={() => input.current?.click()} loading={busy} disabled={disabled || files.length >= max}>
          {busy
            ? t('shared.upload.uploading')
            : t(kind === 'image' ? 'shared.upload.image' : 'shared.upload.attachment')}
        </Button>
        <Typography.Text type="secondary" style={{ marginInlineStart: 12 }}>
          {hint ?? t(kind === 'image' ? 'shared.upload.hintImage' : 'shared.upload.hintAttachment', { size, max })}
        </Typography.Text>
      </div>
      {files.length > 0 && (
        <ul aria-label={t('shared.upload.list')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {files.map((file) => (
            <li key={file.id}>
              <Flex align="center" gap={8} wrap>
                {kind === 'image' && <img src={fileUrl(file.id)} alt={file.name} style={{ height: 48 }} />}
                {linked ? (
                  <a href={kind === 'image' ? fileUrl(file.id) : downloadUrl(file)} target="_blank" rel="noreferrer">
                    {file.name}
                  </a>
                ) : (
                  <span>{file.name}</span>
                )}
                <Typography.Text type="secondary">{formatFileSize(file.size)}</Typography.Text>
                <Button
                  type="link"
                  size="small"
                  danger
                  disabled={disabled}
                  aria-label={t('shared.upload.removeLabel', { name: file.name })}
                  onClick={() => remove(file.id)}
                >
                  {t('shared.upload.remove')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      <div role="alert">
        {errors.map((error) => (
          <Typography.Text key={error} type="danger" style={{ display: 'block' }}>
            {error}
          </Typography.Text>
        ))}
      </div>
    </Flex>
  );
}
