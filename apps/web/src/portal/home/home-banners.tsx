import { type Banner, fileUrl } from '@cityip/contracts';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { REDUCED_MOTION, useMediaPreference } from '../../app/media-preference.js';
import { useSeniorMode } from '../../app/senior-mode.js';
import { LazyImage } from '../../components/lazy-image.js';
import { PortalLink } from '../content/external-link.js';

const AUTOPLAY_MS = 5000;

/** A banner; the first is on the first screen, so its picture is requested at once. */
function Slide({ banner, first }: { banner: Banner; first: boolean }) {
  const image = (
    <>
      <LazyImage src={fileUrl(banner.image.id)} alt="" height="clamp(160px, 32vw, 360px)" eager={first} />
      <span className="banner-caption">{banner.title}</span>
    </>
  );
  if (!banner.href) return <div className="banner-slide">{image}</div>;
  return (
    <PortalLink href={banner.href} className="banner-slide" name={banner.title}>
      {image}
    </PortalLink>
  );
}

/**
 * The home banner carousel (enabled banners in their display window, in order). It follows the
 * carousel pattern of WAI-ARIA: a pause button, previous/next buttons, labelled slides, and the
 * current slide announced only while it is not rotating; it starts paused for reduced motion, and
 * in 长辈版 it never turns by itself (no play button, the slides change only on request). It rests
 * while the pointer or the focus is on it. Plain markup, no carousel library: it is on the
 * portal's first screen. Slides cross-fade; hidden ones are invisible, so their links are out of
 * the tab order and out of the accessibility tree.
 */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const senior = useSeniorMode();
  const reducedMotion = useMediaPreference(REDUCED_MOTION);
  // Null until the visitor presses play or pause: it then follows the motion preference, which a
  // page rendered on the server learns only once the app takes it over.
  const [chosenPlaying, setPlaying] = useState<boolean | null>(null);
  const [held, setHeld] = useState({ pointer: false, focus: false });
  const [current, setCurrent] = useState(0);
  const count = banners.length;
  const several = count > 1;
  const playing = (chosenPlaying ?? !reducedMotion) && !senior;
  const turning = several && playing && !held.pointer && !held.focus;

  // biome-ignore lint/correctness/useExhaustiveDependencies: `current` restarts the 5 s after every move, a manual one too.
  useEffect(() => {
    if (!turning) return;
    const timer = setTimeout(() => setCurrent((index) => (index + 1) % count), AUTOPLAY_MS);
    return () => clearTimeout(timer);
  }, [turning, current, count]);

  if (count === 0) return null;
  const shown = current % count;
  const go = (delta: number) => setCurrent((shown + delta + count) % count);
  const position = (index: number) =>
    t('portal.home.slidePosition', { index: index + 1, total: count, title: banners[index]?.title });

  return (
    <section
      className="home-banners"
      aria-roledescription={t('portal.home.carousel')}
      aria-label={t('portal.home.banners')}
      onMouseEnter={() => setHeld((state) => ({ ...state, pointer: true }))}
      onMouseLeave={() => setHeld((state) => ({ ...state, pointer: false }))}
      onFocus={() => setHeld((state) => ({ ...state, focus: true }))}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) {
          setHeld((state) => ({ ...state, focus: false }));
        }
      }}
    >
      {several ? (
        <div className="banner-controls">
          {senior ? null : (
            <button type="button" onClick={() => setPlaying(!playing)}>
              {playing ? t('portal.home.pause') : t('portal.home.play')}
            </button>
          )}
          <button type="button" onClick={() => go(-1)}>
            {t('portal.home.previousBanner')}
          </button>
          <button type="button" onClick={() => go(1)}>
            {t('portal.home.nextBanner')}
          </button>
        </div>
      ) : null}
      <div className="banner-track">
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls.
          <div
            key={banner.id}
            role="group"
            className={index === shown ? 'banner-item is-active' : 'banner-item'}
            aria-roledescription={t('portal.home.slide')}
            aria-label={position(index)}
          >
            <Slide banner={banner} first={index === 0} />
          </div>
        ))}
      </div>
      {/* 长辈版 leaves the slide dots out: too small a target, and the previous/next buttons do the same. */}
      {several && !senior ? (
        <ul className="banner-dots">
          {banners.map((banner, index) => (
            <li key={banner.id}>
              <button
                type="button"
                aria-label={position(index)}
                aria-current={index === shown ? 'true' : undefined}
                onClick={() => setCurrent(index)}
              />
            </li>
          ))}
        </ul>
      ) : null}
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'}>
        {banners[shown]?.title}
      </p>
    </section>
  );
}
