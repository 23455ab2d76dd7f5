import '../styles/display.css';
import { LAZY_IMAGE } from '@cityip/contracts';
import { type CSSProperties, useEffect, useRef, useState } from 'react';

function svgDataUri(body: string): string {
  return `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48" viewBox="0 0 48 48">${body}</svg>`,
  )}`;
}

/** Built-in loading picture: a neutral landscape icon (data URI, so no extra request; CSP allows data:). */
export const DEFAULT_LOADING_IMAGE = svgDataUri(
  '<rect x="6" y="10" width="36" height="28" rx="3" fill="none" stroke="#c3c9d2" stroke-width="2"/>' +
    '<circle cx="30" cy="19" r="3" fill="#c3c9d2"/><path d="M10 34l9-11 7 8 4-4 8 7z" fill="#c3c9d2"/>',
);

/** Built-in fallback picture shown once the image and its retry have failed: a crossed-out frame. */
export const DEFAULT_FALLBACK_IMAGE = svgDataUri(
  '<rect x="6" y="10" width="36" height="28" rx="3" fill="none" stroke="#a3aab5" stroke-width="2"/>' +
    '<path d="M17 17l14 14M31 17L17 31" stroke="#a3aab5" stroke-width="2" stroke-linecap="round"/>',
);

/**
 * IntersectionObserver margin that starts loading once an image is within `preloadRatio` viewport
 * heights: a 1.3 ratio grows the viewport by 30 % (rounded, since 1.3 - 1 is not exactly 0.3).
 */
export const LAZY_ROOT_MARGIN = `${Math.round((LAZY_IMAGE.preloadRatio - 1) * 100)}%`;

/** Props of {@link LazyImage}. */
export type LazyImageProps = {
  src: string;
  /** Required: describe the picture, or pass '' for a purely decorative one. */
  alt: string;
  /** Frame height (default 180 px, the spec's media height). */
  height?: number | string;
  width?: number | string;
  fallbackSrc?: string;
  loadingSrc?: string;
  /** How the picture fills the frame (default cover). */
  fit?: CSSProperties['objectFit'];
  className?: string;
  /**
   * On the first screen (the home page's first banner): requested at once and first, and named
   * in the markup a pre-rendered page carries, so it shows before any script runs.
   */
  eager?: boolean;
};

type LoadState = { src: string; attempt: number; status: 'loading' | 'loaded' | 'failed' };

/** An image that loads only when it nears the viewport, with a loading picture, one retry and a fallback. */
export function LazyImage(props: LazyImageProps) {
  const { src, alt, height = LAZY_IMAGE.mediaHeight, width, fit = 'cover', eager = false } = props;
  const { fallbackSrc = DEFAULT_FALLBACK_IMAGE, loadingSrc = DEFAULT_LOADING_IMAGE } = props;
  const frameRef = useRef<HTMLSpanElement>(null);
  // The same on the server and in the browser, so a pre-rendered page's markup matches.
  const [visible, setVisible] = useState(eager);
  const [state, setState] = useState<LoadState>({ src, attempt: 0, status: 'loading' });
  if (state.src !== src) setState({ src, attempt: 0, status: 'loading' });

  useEffect(() => {
    const frame = frameRef.current;
    if (visible || !frame) return;
    // Without IntersectionObserver (old browsers, some crawlers) there is nothing to wait for.
    if (typeof IntersectionObserver === 'undefined') return setVisible(true);
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        setVisible(true);
        observer.disconnect();
      },
      { rootMargin: LAZY_ROOT_MARGIN },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [visible]);

  const status = visible ? state.status : 'waiting';
  const handleError = () =>
    setState((current) => {
      // A broken fallback must not loop; the alt text is all that is left.
      if (current.status === 'failed') return current;
      if (current.attempt < LAZY_IMAGE.retries) return { ...current, attempt: current.attempt + 1 };
      return { ...current, status: 'failed' };
    });
  const handleLoad = () =>
    setState((current) => (current.status === 'loading' ? { ...current, status: 'loaded' } : current));

  return (
    <span
      ref={frameRef}
      className={['lazy-image', props.className].filter(Boolean).join(' ')}
      style={{ height, width }}
      data-status={status}
      aria-busy={status === 'waiting' || status === 'loading'}
    >
      {status === 'waiting' || status === 'loading' ? (
        <img className="lazy-image-placeholder" src={loadingSrc} alt="" aria-hidden="true" />
      ) : null}
      <img
        // A new element per attempt makes the browser request the image again for the retry.
        key={state.attempt}
        className={status === 'failed' ? 'lazy-image-media lazy-image-media--fallback' : 'lazy-image-media'}
        src={visible ? (status === 'failed' ? fallbackSrc : src) : undefined}
        alt={alt}
        style={status === 'failed' ? undefined : { objectFit: fit }}
        decoding="async"
        fetchPriority={eager ? 'high' : undefined}
        onLoad={handleLoad}
        onError={handleError}
      />
    </span>
  );
}
