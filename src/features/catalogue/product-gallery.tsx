import { ActionIcon, Box, Group } from '@mantine/core';
import { useState, type PointerEvent } from 'react';
import type { Product } from '../../api/queries/product';
import { useT } from '../../i18n';
import classes from './catalogue.module.css';
import { ZoomInIcon, ZoomOutIcon } from '../../ui/icons';
import { ProductImage } from '../../ui/product-image';

export interface GalleryImage {
  display: string;
  zoom: string;
  thumb: string;
}

/** The pictures to show: the chosen option's own first, then the product's. */
export function galleryImages(product: Pick<Product, 'images'>, optionImage: string | null): GalleryImage[] {
  const images = product.images.map((i) => ({ display: i.imageLowMedium, zoom: i.imageHigh, thumb: i.imageLowSmall }));
  return optionImage ? [{ display: optionImage, zoom: optionImage, thumb: optionImage }, ...images] : images;
}

/** How far a zoomed picture is magnified. */
export const ZOOM = 2.2;

/**
 * Product gallery [catalogue 30]: the main picture, thumbnails to switch it, and zoom (a button, or a
 * click on the picture; the magnified picture follows the pointer). A product without pictures shows
 * the placeholder in the same frame, named for the product, with nothing to zoom.
 */
export function ProductGallery({ name, images, eager = false }: { name: string; images: readonly GalleryImage[]; eager?: boolean }) {
  const t = useT('shop');
  const [index, setIndex] = useState(0);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState('50% 50%');
  const current = images[Math.min(index, images.length - 1)];
  const missingAlt = t('gallery.noImage', { name });
  if (!current) {
    return (
      <Box className={classes.gallery} role="group" aria-label={t('gallery.label')}>
        <div className={classes.galleryFrame}>
          <ProductImage src={null} alt={missingAlt} eager={eager} width={600} height={600} />
        </div>
      </Box>
    );
  }

  const follow = (event: PointerEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    const x = ((event.clientX - box.left) / box.width) * 100;
    const y = ((event.clientY - box.top) / box.height) * 100;
    setOrigin(`${Math.round(x)}% ${Math.round(y)}%`);
  };

  return (
    <Box className={classes.gallery} role="group" aria-label={t('gallery.label')}>
      <Box pos="relative">
        <div
          className={`${classes.galleryFrame} ${classes.zoomFrame}`}
          data-zoomed={zoomed || undefined}
          onPointerMove={zoomed ? follow : undefined}
          onClick={() => setZoomed((z) => !z)}
        >
          <ProductImage
            src={zoomed ? current.zoom : current.display}
            alt={t('gallery.image', { name, index: index + 1, count: images.length })}
            missingAlt={missingAlt}
            eager={eager}
            width={600}
            height={600}
            style={{ transform: zoomed ? `scale(${ZOOM})` : undefined, transformOrigin: origin, background: 'white' }}
          />
        </div>
        <ActionIcon
          pos="absolute"
          top={8}
          right={8}
          variant="white"
          color="dark"
          radius="xl"
          size="lg"
          aria-pressed={zoomed}
          aria-label={t(zoomed ? 'gallery.zoomOut' : 'gallery.zoomIn')}
          onClick={() => setZoomed((z) => !z)}
        >
          {zoomed ? <ZoomOutIcon /> : <ZoomInIcon />}
        </ActionIcon>
      </Box>
      {images.length > 1 ? (
        <Group gap="xs">
          {images.map((image, i) => (
            <button
              key={`${i}-${image.thumb}`}
              type="button"
              className={classes.thumb}
              aria-pressed={i === index}
              aria-label={t('gallery.show', { index: i + 1 })}
              onClick={() => {
                setIndex(i);
                setZoomed(false);
              }}
            >
              <ProductImage src={image.thumb} alt="" width={64} height={64} />
            </button>
          ))}
        </Group>
      ) : null}
    </Box>
  );
}
