import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import type { ProductBlock } from '../../adapters-http/contract/mainBlocks';
import type { ProductCard as Card } from '../../adapters-http/contract/product';
import { ProductCard } from '../components/ProductCard';

/**
 * A row of product cards that scrolls sideways: swiped on a touch screen (scroll snapping to a card),
 * moved a screen at a time by its arrow buttons, and from card to card by the arrow keys; every card is
 * a link, so Tab reaches each and the browser scrolls it into view. The buttons stay focusable at the
 * ends (aria-disabled), so pressing one never loses the focus.
 */
export function ProductCarousel({ block }: { readonly block: Omit<ProductBlock, 'products'> & { readonly products: readonly Card[] } }) {
  const track = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });
  const measure = () => {
    const el = track.current;
    if (el) setEdges({ atStart: el.scrollLeft <= 1, atEnd: el.scrollLeft + el.clientWidth >= el.scrollWidth - 1 });
  };
  useEffect(measure, []);
  // Where the last press is taking the row: a second press while it still glides counts from there, not from
  // wherever the animation has got to, so two quick presses move two screens.
  const target = useRef<number | null>(null);
  const page = (direction: -1 | 1) => {
    const el = track.current;
    if (!el) return;
    const from = target.current ?? el.scrollLeft;
    target.current = Math.max(0, Math.min(el.scrollWidth - el.clientWidth, from + direction * el.clientWidth * 0.9));
    el.scrollTo({ left: target.current, behavior: 'smooth' });
  };
  const settled = () => {
    target.current = null;
    measure();
  };
  const onKeyDown = (e: KeyboardEvent<HTMLUListElement>) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    const items = [...(track.current?.children ?? [])];
    const current = items.findIndex((li) => li.contains(document.activeElement));
    const next = items[current + (e.key === 'ArrowRight' ? 1 : -1)];
    if (current < 0 || !next) return;
    e.preventDefault();
    next.querySelector<HTMLElement>('a')?.focus();
  };
  const button = (direction: -1 | 1, disabled: boolean) => (
    <button
      type="button"
      className={`carousel__arrow carousel__arrow--${direction < 0 ? 'back' : 'next'}`}
      aria-label={`${direction < 0 ? 'Назад' : 'Вперёд'}: ${block.title}`}
      aria-controls={`${headingId}-track`}
      aria-disabled={disabled}
      onClick={() => !disabled && page(direction)}
    >
      <svg
        aria-hidden="true"
        width="20"
        height="20"
        viewBox="0 0 20 20"
        fill="none"
        stroke="currentColor"
        strokeWidth="2.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={direction < 0 ? 'M12.5 4 6.5 10l6 6' : 'M7.5 4l6 6-6 6'} />
      </svg>
    </button>
  );
  return (
    <section className="carousel" aria-labelledby={headingId} data-testid={`carousel-${block.code}`}>
      <div className="carousel__head">
        <h2 id={headingId}>{block.title}</h2>
        {block.url && (
          <Link className="carousel__all" to={block.url}>
            Смотреть все
          </Link>
        )}
        <div className="carousel__arrows">
          {button(-1, edges.atStart)}
          {button(1, edges.atEnd)}
        </div>
      </div>
      <ul
        id={`${headingId}-track`}
        ref={track}
        className="carousel__track"
        aria-label={block.title}
        onScroll={measure}
        onScrollEnd={settled}
        onKeyDown={onKeyDown}
      >
        {block.products.map((product) => (
          <li key={product.productId} className="carousel__item">
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
