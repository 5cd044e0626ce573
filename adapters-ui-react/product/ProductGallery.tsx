import { useState } from 'react';
import { productImageUrl } from '../../adapters-http/contract/mediaUrl';
import { ZoomGallery } from './ZoomGallery';
import { GALLERY_SLOT, responsiveImage } from '../components/responsiveImage';

const ZOOM_SIDE = 1280;
const THUMB_SIDE = 96;

/** The first picture is the page's largest: fetched at once and first (the server preloads it too). */
function GalleryImage({ src, alt, first }: { readonly src: string; readonly alt: string; readonly first: boolean }) {
  const image = responsiveImage(src, GALLERY_SLOT);
  return (
    <img
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.sizes}
      alt={alt}
      width={640}
      height={640}
      loading={first ? 'eager' : 'lazy'}
      fetchPriority={first ? 'high' : 'auto'}
    />
  );
}

/**
 * The product's pictures. Each is a link to its large version, so without JS (or opened in a new tab)
 * it still shows; with JS a click or Enter opens the zoom gallery at that picture instead.
 */
export function ProductGallery({ productId, name, images }: { readonly productId: string; readonly name: string; readonly images: readonly string[] }) {
  const [opened, setOpened] = useState<number | null>(null);
  const large = images.map((_, i) => productImageUrl(productId, i, ZOOM_SIDE));
  return (
    <>
      <div className="product__gallery">
        {images.map((src, i) => {
          const alt = i === 0 ? name : `${name}, фото ${i + 1}`;
          return (
            <a
              key={src}
              href={large[i]}
              className="product__photo"
              aria-label={`${alt} — открыть крупно`}
              onClick={(event) => {
                if (event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
                event.preventDefault();
                setOpened(i);
              }}
            >
              <GalleryImage src={src} alt={alt} first={i === 0} />
            </a>
          );
        })}
      </div>
      <ZoomGallery
        key={opened ?? 'closed'}
        open={opened !== null}
        onClose={() => setOpened(null)}
        title={name}
        images={large}
        thumbnails={images.map((_, i) => productImageUrl(productId, i, THUMB_SIDE))}
        startIndex={opened ?? 0}
      />
    </>
  );
}
