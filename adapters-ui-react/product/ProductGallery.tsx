import { useState } from 'react';
import { productImageUrl } from '../../adapters-http/contract/mediaUrl';
import { ZoomGallery } from './ZoomGallery';

const ZOOM_SIDE = 1280;
const THUMB_SIDE = 96;

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
              <img src={src} alt={alt} width={640} height={640} loading={i === 0 ? 'eager' : 'lazy'} />
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
