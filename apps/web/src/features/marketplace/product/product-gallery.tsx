import type { TProductImage } from '@sverka/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import classes from './product.module.css';

/** Spec §2: the next picture every few seconds; a visitor's hover or click holds it. */
export const GALLERY_AUTOPLAY_MS = 5000;

/**
 * Spec §2 product gallery: one slide per view, 10 px between slides, autoplay, loop, and clickable
 * thumbnails below. With one picture there is nothing to scroll, so neither thumbnails nor autoplay.
 */
export function ProductGallery({ images, name }: { images: TProductImage[]; name: string }) {
  const { t } = useTranslation();
  const several = images.length > 1;
  const plugins = useMemo(
    () => (several ? [Autoplay({ delay: GALLERY_AUTOPLAY_MS, stopOnInteraction: false, stopOnMouseEnter: true })] : []),
    [several],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: several, align: 'start', watchDrag: several }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    onSelect();
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  const show = useCallback(
    (index: number) => {
      embla?.scrollTo(index);
      setSelected(index);
    },
    [embla],
  );

  if (images.length === 0) {
    return (
      <div className={classes.galleryEmpty} data-testid="product-gallery">
        {t('marketplace.tile.noImage')}
      </div>
    );
  }

  return (
    <section
      className={classes.gallery}
      aria-roledescription="carousel"
      aria-label={t('marketplace.gallery.label', { name })}
      data-testid="product-gallery"
    >
      <div className={classes.galleryViewport} ref={viewportRef}>
        <div className={classes.galleryContainer}>
          {images.map((image, index) => (
            <div key={image.id} className={classes.gallerySlide}>
              <img
                src={image.image}
                alt={index === 0 ? name : t('marketplace.gallery.photo', { name, index: index + 1 })}
                className={classes.galleryImage}
                loading={index === 0 ? 'eager' : 'lazy'}
              />
            </div>
          ))}
        </div>
      </div>
      {several ? (
        <ul className={classes.thumbs} aria-label={t('marketplace.gallery.thumbs')}>
          {images.map((image, index) => (
            <li key={image.id}>
              <button
                type="button"
                className={classes.thumb}
                aria-current={index === selected ? 'true' : undefined}
                aria-label={t('marketplace.gallery.show', { index: index + 1 })}
                onClick={() => show(index)}
                data-testid="gallery-thumb"
              >
                <img src={image.thumbnail} alt="" className={classes.thumbImage} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
