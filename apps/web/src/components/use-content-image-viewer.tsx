import '../styles/display.css';
import { type ReactNode, type RefObject, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImageViewer, type ViewerImage } from './image-viewer.js';

type Gallery = { images: ViewerImage[]; index: number };

function sourceOf(image: HTMLImageElement): string {
  return image.currentSrc || image.src;
}

/**
 * Lets every `img` inside rich HTML content (rendered from the CMS, so React does not own those
 * nodes) open the image viewer, with all of the container's images as the gallery. Returns the
 * viewer to render, or null while it is closed.
 */
export function useContentImageViewer(containerRef: RefObject<HTMLElement | null>): ReactNode {
  const { t } = useTranslation();
  const [gallery, setGallery] = useState<Gallery | null>(null);

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    // Images become keyboard-operable buttons; re-run when the HTML is replaced (new article, new language).
    const enhance = () => {
      for (const image of container.querySelectorAll('img')) {
        if (!image.hasAttribute('tabindex')) image.tabIndex = 0;
        image.classList.add('content-image-zoomable');
        image.setAttribute('role', 'button');
        image.setAttribute('aria-haspopup', 'dialog');
        image.setAttribute('aria-label', t('display.viewer.open', { name: image.alt || t('display.viewer.untitled') }));
      }
    };
    const open = (target: EventTarget | null): boolean => {
      if (!(target instanceof HTMLImageElement) || !container.contains(target)) return false;
      const images = Array.from(container.querySelectorAll('img')).filter((image) => sourceOf(image));
      const index = images.indexOf(target);
      if (index < 0) return false;
      setGallery({ images: images.map((image) => ({ src: sourceOf(image), alt: image.alt })), index });
      return true;
    };
    // One delegated listener covers images added later without rebinding.
    const handleClick = (event: MouseEvent) => {
      // An image inside a link opens the viewer instead of following the link.
      if (open(event.target)) event.preventDefault();
    };
    const handleKeyDown = (event: KeyboardEvent) => {
      if ((event.key === 'Enter' || event.key === ' ') && open(event.target)) event.preventDefault();
    };
    enhance();
    const observer = new MutationObserver(enhance);
    observer.observe(container, { childList: true, subtree: true });
    container.addEventListener('click', handleClick);
    container.addEventListener('keydown', handleKeyDown);
    return () => {
      observer.disconnect();
      container.removeEventListener('click', handleClick);
      container.removeEventListener('keydown', handleKeyDown);
    };
  }, [containerRef, t]);

  if (!gallery) return null;
  return <ImageViewer images={gallery.images} initialIndex={gallery.index} onClose={() => setGallery(null)} />;
}

/** Component form of {@link useContentImageViewer}: place it next to the rich content it enhances. */
export function ContentImageViewer({ containerRef }: { containerRef: RefObject<HTMLElement | null> }) {
  return useContentImageViewer(containerRef);
}
