import { type FileRef, fileUrl, formatFileSize } from '@cityip/contracts';
import { useTranslation } from 'react-i18next';

/** The download address of a stored file under its original name. */
export function downloadUrl(file: Pick<FileRef, 'id' | 'name'>): string {
  return `${fileUrl(file.id)}?name=${encodeURIComponent(file.name)}&download=1`;
}

/** An article's attachments as download links (PDF, Word, Excel). */
export function AttachmentList({ files }: { files: FileRef[] }) {
  const { t } = useTranslation();
  if (files.length === 0) return null;
  return (
    <section className="article-attachments" aria-label={t('portal.content.attachments')}>
      <h3>{t('portal.content.attachments')}</h3>
      <ul>
        {files.map((file) => (
          <li key={file.id}>
            <a href={downloadUrl(file)} download={file.name}>
              {file.name}
            </a>
            <span className="article-attachment-size">{formatFileSize(file.size)}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
