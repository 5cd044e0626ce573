import { useState } from 'react';
import type { PhotoRef } from '../../adapters-http/contract/reviewPhotos';
import { Modal } from '../components/Modal';

/**
 * The photos of a review or question: small lazy thumbnails, each a button (keyboard and screen readers
 * reach it) that opens the photo large in the shop's Modal.
 */
export function PostPhotos({ photos, label }: { readonly photos: readonly PhotoRef[]; readonly label: string }) {
  const [open, setOpen] = useState<number | null>(null);
  if (photos.length === 0) return null;
  const alt = (i: number) => `${label}, фото ${i + 1} из ${photos.length}`;
  const shown = open === null ? undefined : photos[open];
  return (
    <>
      <ul className="post-photos">
        {photos.map((photo, i) => (
          <li key={photo.id}>
            <button type="button" className="post-photos__thumb" onClick={() => setOpen(i)}>
              <img src={photo.thumbnailUrl} alt={alt(i)} width={72} height={72} loading="lazy" decoding="async" />
            </button>
          </li>
        ))}
      </ul>
      <Modal open={shown !== undefined} onClose={() => setOpen(null)} title={open === null ? label : alt(open)} className="modal--wide" testId="photo-viewer">
        {shown && <img className="photo-viewer__image" src={shown.url} alt={alt(open!)} />}
      </Modal>
    </>
  );
}
