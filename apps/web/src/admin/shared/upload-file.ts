import { type FileRef, FileRefSchema, fileUrl, UPLOAD_KINDS, type UploadKind } from '@cityip/contracts';
import { callApi } from '../../api/call-api.js';

const EXTENSIONS: Record<UploadKind, string[]> = {
  image: ['.png', '.jpg', '.jpeg', '.gif', '.webp'],
  attachment: ['.pdf', '.doc', '.docx', '.xls', '.xlsx'],
};

/** The `accept` attribute of a file input for an upload kind: extensions and MIME types. */
export function acceptOf(kind: UploadKind): string {
  return [...EXTENSIONS[kind], ...UPLOAD_KINDS[kind].mimes].join(',');
}

/** Whether the file is within the server's size limit for the kind (checked again on the server). */
export function fitsSizeLimit(file: Blob, kind: UploadKind): boolean {
  return file.size <= UPLOAD_KINDS[kind].maxBytes;
}

/** The size limit of a kind in whole megabytes, for messages. */
export function sizeLimitMb(kind: UploadKind): number {
  return Math.round(UPLOAD_KINDS[kind].maxBytes / (1024 * 1024));
}

/** Where a stored attachment downloads under its original name. */
export function downloadUrl(file: Pick<FileRef, 'id' | 'name'>): string {
  return `${fileUrl(file.id)}?${new URLSearchParams({ name: file.name, download: '1' })}`;
}

/** Uploads one file (POST /api/admin/files?kind=, multipart field "file") and resolves with its FileRef. */
export async function uploadFile(file: File, kind: UploadKind): Promise<FileRef> {
  const body = new FormData();
  body.append('file', file, file.name);
  return FileRefSchema.parse(
    await callApi<FileRef>({ url: '/admin/files', method: 'POST', params: { kind }, data: body }),
  );
}
