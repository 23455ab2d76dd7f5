import '../styles/display.css';
import { VIEWER_ZOOM } from '@cityip/contracts';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

/** How long the closing animation plays before the viewer asks to be removed (spec: 0.5 s). */
export const VIEWER_CLOSE_DELAY_MS = 500;

/** One picture of the viewer's gallery. */
export type ViewerImage = { src: string; alt?: string };

/** Props of {@link ImageViewer}; the owner mounts it to open and unmounts it from `onClose`. */
export type ImageViewerProps = {
  images: ViewerImage[];
  initialIndex?: number;
  /** Called once the closing animation has finished. */
  onClose: () => void;
};

/** The zoom one step in `direction`, clamped to the spec's range; rounded so 0.1 steps never drift. */
export function stepZoom(zoom: number, direction: 1 | -1): number {
  const next = Math.round((zoom + direction * VIEWER_ZOOM.step) * 10) / 10;
  return Math.min(VIEWER_ZOOM.max, Math.max(VIEWER_ZOOM.min, next));
}

/** Full-screen image viewer: zoom, one-to-one, rotation, previous/next and thumbnails (spec sections 2 and 4). */
export function ImageViewer({ images, initialIndex = 0, onClose }: ImageViewerProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  const last = images.length - 1;
  const [index, setIndex] = useState(() => Math.min(Math.max(0, initialIndex), Math.max(0, last)));
  const [zoom, setZoom] = useState<number>(VIEWER_ZOOM.initial);
  const [rotation, setRotation] = useState(0);
  const [closing, setClosing] = useState(false);

  useEffect(() => {
    onCloseRef.current = onClose;
  });

  // Focus moves into the dialog and the page behind stops scrolling; both are undone on removal.
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    dialogRef.current?.focus();
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);

  // A focused button that becomes disabled (last image, zoom limit) drops focus to the page: take it back.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on purpose whenever a limit may have been reached.
  useEffect(() => {
    const dialog = dialogRef.current;
    const active = document.activeElement;
    const lost = !dialog?.contains(active) || (active instanceof HTMLButtonElement && active.disabled);
    if (dialog && lost) dialog.focus();
  }, [index, zoom]);

  // The owner removes the viewer only after the closing animation.
  useEffect(() => {
    if (!closing) return;
    const timer = window.setTimeout(() => onCloseRef.current(), VIEWER_CLOSE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [closing]);

  const image = images[index];
  if (!image) return null;

  const show = (next: number) => {
    if (next < 0 || next > last) return;
    setIndex(next);
    setZoom(VIEWER_ZOOM.initial);
    setRotation(0);
  };
  const zoomIn = () => setZoom((current) => stepZoom(current, 1));
  const zoomOut = () => setZoom((current) => stepZoom(current, -1));
  const close = () => setClosing(true);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Tab') return keepFocusInside(event);
    // Leave browser shortcuts such as Ctrl + '+' alone.
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const action = pickKeyAction(event.key, {
      close,
      previous: () => show(index - 1),
      next: () => show(index + 1),
      zoomIn,
      zoomOut,
    });
    if (!action) return;
    event.preventDefault();
    action();
  };

  const several = images.length > 1;
  const position = t('display.viewer.position', { index: index + 1, total: images.length });
  return createPortal(
    <div
      ref={dialogRef}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      className={closing ? 'image-viewer image-viewer--closing' : 'image-viewer'}
      onKeyDown={handleKeyDown}
    >
      <h2 id={titleId} className="visually-hidden">
        {t('display.viewer.title')}
      </h2>
      <p className="image-viewer-status" role="status">
        {several ? `${position} · ` : ''}
        {t('display.viewer.zoomLevel', { percent: Math.round(zoom * 100) })}
      </p>
      <ViewerButton className="image-viewer-close" label={t('display.viewer.close')} glyph="×" onClick={close} />
      <div className="image-viewer-stage">
        <img
          className="image-viewer-image"
          src={image.src}
          alt={image.alt || t('display.viewer.untitled')}
          style={{ transform: `scale(${zoom}) rotate(${rotation}deg)` }}
        />
      </div>
      {several ? (
        <>
          <ViewerButton
            className="image-viewer-prev"
            label={t('display.viewer.previous')}
            glyph="‹"
            disabled={index === 0}
            onClick={() => show(index - 1)}
          />
          <ViewerButton
            className="image-viewer-next"
            label={t('display.viewer.next')}
            glyph="›"
            disabled={index === last}
            onClick={() => show(index + 1)}
          />
        </>
      ) : null}
      <fieldset className="image-viewer-tools">
        <legend className="visually-hidden">{t('display.viewer.toolbar')}</legend>
        <ViewerButton
          label={t('display.viewer.zoomOut')}
          glyph="−"
          disabled={zoom <= VIEWER_ZOOM.min}
          onClick={zoomOut}
        />
        <ViewerButton
          label={t('display.viewer.zoomIn')}
          glyph="+"
          disabled={zoom >= VIEWER_ZOOM.max}
          onClick={zoomIn}
        />
        <ViewerButton label={t('display.viewer.oneToOne')} glyph="1:1" onClick={() => setZoom(VIEWER_ZOOM.initial)} />
        <ViewerButton label={t('display.viewer.rotateLeft')} glyph="↺" onClick={() => setRotation((r) => r - 90)} />
        <ViewerButton label={t('display.viewer.rotateRight')} glyph="↻" onClick={() => setRotation((r) => r + 90)} />
      </fieldset>
      {several ? (
        <ul className="image-viewer-thumbnails" aria-label={t('display.viewer.thumbnails')}>
          {images.map((item, itemIndex) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the gallery never reorders and may repeat a picture.
            <li key={`${itemIndex}-${item.src}`}>
              <button
                type="button"
                className="image-viewer-thumbnail"
                aria-label={t('display.viewer.thumbnail', { index: itemIndex + 1 })}
                aria-current={itemIndex === index ? 'true' : undefined}
                onClick={() => show(itemIndex)}
              >
                <img src={item.src} alt="" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>,
    document.body,
  );
}

type KeyActions = Record<'close' | 'previous' | 'next' | 'zoomIn' | 'zoomOut', () => void>;

/** The viewer's keyboard map: Esc closes, arrows page, + or = and - zoom. */
function pickKeyAction(key: string, actions: KeyActions): (() => void) | undefined {
  switch (key) {
    case 'Escape':
      return actions.close;
    case 'ArrowLeft':
      return actions.previous;
    case 'ArrowRight':
      return actions.next;
    case '+':
    case '=':
      return actions.zoomIn;
    case '-':
      return actions.zoomOut;
    default:
      return undefined;
  }
}

type ViewerButtonProps = { label: string; glyph: string; onClick: () => void; disabled?: boolean; className?: string };

/** A viewer control: the glyph is decoration, the translated label is the accessible name and tooltip. */
function ViewerButton({ label, glyph, onClick, disabled = false, className }: ViewerButtonProps) {
  return (
    <button
      type="button"
      className={['image-viewer-button', className].filter(Boolean).join(' ')}
      aria-label={label}
      title={label}
      disabled={disabled}
      onClick={onClick}
    >
      <span aria-hidden="true">{glyph}</span>
    </button>
  );
}

/** Tab and Shift+Tab cycle through the viewer's controls (aria-modal alone does not stop focus leaving). */
function keepFocusInside(event: KeyboardEvent<HTMLDivElement>): void {
  const controls = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('button:not(:disabled)'));
  const first = controls[0];
  const lastControl = controls[controls.length - 1];
  if (!first || !lastControl) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === event.currentTarget)) {
    event.preventDefault();
    lastControl.focus();
  } else if (!event.shiftKey && active === lastControl) {
    event.preventDefault();
    first.focus();
  }
}
