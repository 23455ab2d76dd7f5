import { type FileRef, fileUrl } from '@cityip/contracts';
import { Typography } from 'antd';
import { useTranslation } from 'react-i18next';

const FRAME_STYLE = {
  position: 'relative',
  width: '100%',
  maxWidth: 720,
  height: 240,
  overflow: 'hidden',
  borderRadius: 4,
  background: '#f0f2f5',
} as const;

const CAPTION_STYLE = {
  position: 'absolute',
  insetInline: 0,
  bottom: 0,
  padding: '12px 16px',
  color: '#fff',
  fontSize: 18,
  background: 'linear-gradient(transparent, rgba(0, 0, 0, 0.6))',
} as const;

/**
 * A banner as the home carousel shows it: the image filling the slide with the title over its
 * lower edge. The image is decorative there (the title is the slide's text), so it is here too.
 */
export function BannerPreview({ image, title }: { image: FileRef | null | undefined; title: string | undefined }) {
  const { t } = useTranslation();
  return (
    <figure style={{ margin: 0 }}>
      <Typography.Text type="secondary" style={{ display: 'block', marginBottom: 8 }}>
        <figcaption>{t('banners.preview.label')}</figcaption>
      </Typography.Text>
      <div style={FRAME_STYLE}>
        {image ? (
          <img src={fileUrl(image.id)} alt="" style={{ width: '100%', height: '100%', objectFit: 'cover' }} />
        ) : (
          <Typography.Text type="secondary" style={{ display: 'block', padding: 24 }}>
            {t('banners.preview.noImage')}
          </Typography.Text>
        )}
        {title?.trim() && <span style={CAPTION_STYLE}>{title}</span>}
      </div>
    </figure>
  );
}
