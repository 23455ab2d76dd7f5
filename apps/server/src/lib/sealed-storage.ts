import type { FileStorage } from './file-storage.js';
import type { SecretBox } from './secret-box.js';

/**
 * The file storage for citizens' private uploads (licence images, application attachments): the
 * bytes are sealed with the data key before they reach the disk, so a copy of the file storage
 * shows no personal document (security case 14). Ids, listing and sweeping are the inner storage's.
 */
export function sealedStorage(inner: FileStorage, box: SecretBox): FileStorage {
  return {
    put: (id, bytes) => inner.put(id, box.sealBytes(bytes)),
    async get(id) {
      const sealed = await inner.get(id);
      return sealed === null ? null : box.openBytes(sealed);
    },
    remove: (id) => inner.remove(id),
    list: () => inner.list(),
    sweepTemporary: (olderThanMs, now) => inner.sweepTemporary(olderThanMs, now),
  };
}
