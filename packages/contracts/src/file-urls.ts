// Apart from files.ts and its schemas, so the portal's first screen can link files without zod.

/** Where a stored file is served. */
export function fileUrl(id: string): string {
  return `/api/files/${id}`;
}

const FILE_URL = /^\/api\/files\/[0-9a-f]{64}$/;

/**
 * Whether `url` is a file the portal serves itself ({@link fileUrl}). The only images rich content
 * may show: any other address would make every reader's browser call a foreign server.
 */
export function isPortalFileUrl(url: string): boolean {
  return FILE_URL.test(url);
}

/** Where a citizen's own upload is read back. */
export function uploadUrl(id: string): string {
  return `/api/uploads/${id}`;
}
