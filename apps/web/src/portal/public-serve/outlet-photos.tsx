import { type FileRef, fileUrl } from '@cityip/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer } from '../../components/image-viewer.js';

/** An outlet's photos as thumbnails; any opens the full-screen viewer (zoom, rotate, previous/next). */
export function OutletPhotos({ photos, name }: { photos: readonly FileRef[]; name: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = t('portal.serve.photoOf', { name });
  return (
    <>
      <ul className="outlet-photos">
        {photos.map((photo, index) => (
          <li key={photo.id}>
            <button
              type="button"
              className="outlet-photo-button"
              aria-label={t('portal.serve.photoButton', { index: index + 1, total: photos.length })}
              onClick={() => setOpen(index)}
            >
              <img src={fileUrl(photo.id)} alt={`${alt} ${index + 1}`} loading="lazy" />
            </button>
          </li>
        ))}
      </ul>
      {open !== null ? (
        <ImageViewer
          images={photos.map((photo, index) => ({ src: fileUrl(photo.id), alt: `${alt} ${index + 1}` }))}
          initialIndex={open}
          onClose={() => setOpen(null)}
        />
      ) : null}
    </>
  );
}
