import { type Banner, fileUrl } from '@cityip/contracts';
import { Carousel, type CarouselRef } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { matchesMedia, REDUCED_MOTION } from '../../app/media-preference.js';
import { useSeniorMode } from '../../app/senior-mode.js';
import { LazyImage } from '../../components/lazy-image.js';
import { PortalLink } from '../content/external-link.js';

const AUTOPLAY_MS = 5000;

function Slide({ banner, active }: { banner: Banner; active: boolean }) {
  const image = (
    <>
      <LazyImage src={fileUrl(banner.image.id)} alt="" height="clamp(160px, 32vw, 360px)" />
      <span className="banner-caption">{banner.title}</span>
    </>
  );
  if (!banner.href) return <div className="banner-slide">{image}</div>;
  // Hidden slides stay in the page; their links leave the tab order so focus never lands out of sight.
  return (
    <PortalLink href={banner.href} className="banner-slide" name={banner.title} tabIndex={active ? 0 : -1}>
      {image}
    </PortalLink>
  );
}

/**
 * The home banner carousel (enabled banners in their display window, in order). It follows the
 * carousel pattern of WAI-ARIA: a pause button, previous/next buttons, labelled slides, and the
 * current slide announced only while it is not rotating; it starts paused for reduced motion, and
 * in 长辈版 it never turns by itself (no play button, the slides change only on request).
 */
export function HomeBanners({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const ref = useRef<CarouselRef>(null);
  const senior = useSeniorMode();
  const [chosenPlaying, setPlaying] = useState(() => !matchesMedia(REDUCED_MOTION));
  const [current, setCurrent] = useState(0);
  if (banners.length === 0) return null;
  const several = banners.length > 1;
  const playing = chosenPlaying && !senior;
  return (
    <section
      className="home-banners"
      aria-roledescription={t('portal.home.carousel')}
      aria-label={t('portal.home.banners')}
    >
      {several ? (
        <div className="banner-controls">
          {senior ? null : (
            <button type="button" onClick={() => setPlaying(!playing)}>
              {playing ? t('portal.home.pause') : t('portal.home.play')}
            </button>
          )}
          <button type="button" onClick={() => ref.current?.prev()}>
            {t('portal.home.previousBanner')}
          </button>
          <button type="button" onClick={() => ref.current?.next()}>
            {t('portal.home.nextBanner')}
          </button>
        </div>
      ) : null}
      <Carousel
        ref={ref}
        effect="fade"
        // 长辈版 leaves the slide dots out: too small a target, and the previous/next buttons do the same.
        dots={!senior}
        autoplay={several && playing}
        autoplaySpeed={AUTOPLAY_MS}
        pauseOnHover
        pauseOnFocus
        afterChange={setCurrent}
      >
        {banners.map((banner, index) => (
          // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is a group; a fieldset is for form controls.
          <div
            key={banner.id}
            role="group"
            aria-roledescription={t('portal.home.slide')}
            aria-label={t('portal.home.slidePosition', {
              index: index + 1,
              total: banners.length,
              title: banner.title,
            })}
          >
            <Slide banner={banner} active={index === current} />
          </div>
        ))}
      </Carousel>
      <p className="visually-hidden" aria-live={playing ? 'off' : 'polite'}>
        {banners[current]?.title}
      </p>
    </section>
  );
}
