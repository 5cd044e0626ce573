import { useState, type KeyboardEvent, type MouseEvent } from 'react';
import { Modal } from '../components/Modal';

/** How far one arrow key moves the zoomed picture, in percent of its side. */
const PAN_STEP = 10;
const CENTRE = { x: 50, y: 50 };

const clamp = (n: number) => Math.min(100, Math.max(0, n));

export interface ZoomGalleryProps {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly title: string;
  /** Large pictures, in the gallery's order. */
  readonly images: readonly string[];
  readonly thumbnails: readonly string[];
  readonly startIndex: number;
}

/**
 * The zoom gallery dialog (spec §2 Global dialogs): one picture large, previous/next buttons and arrow
 * keys, thumbnails, and a 2× zoom whose visible part follows the pointer (or the arrow keys while
 * zoomed). Escape, the close button and the overlay close it; Modal returns focus to the opener.
 * It starts at `startIndex` when mounted: the opener keys it by the picture it opens.
 */
export function ZoomGallery({ open, onClose, title, images, thumbnails, startIndex }: ZoomGalleryProps) {
  const [index, setIndex] = useState(startIndex);
  const [zoomed, setZoomed] = useState(false);
  const [origin, setOrigin] = useState(CENTRE);

  const count = images.length;
  const show = (next: number) => {
    setIndex(((next % count) + count) % count);
    setZoomed(false);
    setOrigin(CENTRE);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const dx = event.key === 'ArrowLeft' ? -1 : event.key === 'ArrowRight' ? 1 : 0;
    const dy = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
    if (dx === 0 && dy === 0) return;
    event.preventDefault();
    if (zoomed) setOrigin((o) => ({ x: clamp(o.x + dx * PAN_STEP), y: clamp(o.y + dy * PAN_STEP) }));
    else if (dx !== 0) show(index + dx);
  };
  const follow = (event: MouseEvent<HTMLDivElement>) => {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    setOrigin({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };

  return (
    <Modal open={open} onClose={onClose} title={title} className="modal--gallery" testId="zoom-gallery">
      <div className="zoom" onKeyDown={onKeyDown}>
        <div
          className={`zoom__stage${zoomed ? ' zoom__stage--zoomed' : ''}`}
          onPointerMove={zoomed ? follow : undefined}
          onClick={(event) => {
            if (!zoomed) follow(event);
            setZoomed(!zoomed);
          }}
        >
          <img
            src={images[index]}
            alt={`${title}, фото ${index + 1} из ${count}`}
            width={1280}
            height={1280}
            data-testid="zoom-image"
            style={{ transform: zoomed ? 'scale(2)' : undefined, transformOrigin: `${origin.x}% ${origin.y}%` }}
          />
        </div>
        <div className="zoom__controls">
          {count > 1 && (
            <button type="button" className="button" onClick={() => show(index - 1)} aria-label="Предыдущее фото">
              ←
            </button>
          )}
          <button type="button" className="button" aria-pressed={zoomed} onClick={() => setZoomed(!zoomed)} data-autofocus={count > 1 ? undefined : true}>
            {zoomed ? 'Уменьшить' : 'Увеличить ×2'}
          </button>
          {count > 1 && (
            <button type="button" className="button" onClick={() => show(index + 1)} aria-label="Следующее фото" data-autofocus>
              →
            </button>
          )}
        </div>
        <p className="zoom__position" aria-live="polite">
          Фото {index + 1} из {count}
          {zoomed ? ' · увеличено, стрелки двигают изображение' : ''}
        </p>
        {count > 1 && (
          <ul className="zoom__thumbs">
            {thumbnails.map((src, i) => (
              <li key={src}>
                <button
                  type="button"
                  className="zoom__thumb"
                  aria-label={`Фото ${i + 1}`}
                  aria-current={i === index ? 'true' : undefined}
                  onClick={() => show(i)}
                >
                  <img src={src} alt="" width={72} height={72} loading="lazy" />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </Modal>
  );
}
