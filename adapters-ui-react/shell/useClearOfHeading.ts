import { useLayoutEffect, useRef, useState } from 'react';
import { type Band, type MessageEdge, messageEdge } from '../../domain/display/bottomMessages';

/** The room between the sticky header (or the screen's top) and a message moved there (px), as at the bottom. */
const TOP_GAP = 12;

/** Where a message moved to the top starts: under the sticky header while it shows, as the header lies above it (spec §9 layers). */
const topStart = () => Math.max(0, document.querySelector('header.header')?.getBoundingClientRect().bottom ?? 0) + TOP_GAP;

const band = (rect: DOMRect): Band => ({ top: rect.top, bottom: rect.bottom });

/**
 * Keeps the shown bottom message clear of the page's heading (domain `messageEdge`): measured before it is first
 * painted and again as the page scrolls or the screen turns. The returned `ref` goes on the messages' wrapper, which
 * carries `edge` as `data-edge` and `top` as `--message-top`; each new message starts at the bottom, where its stylesheet puts it, and is
 * measured there.
 */
export function useClearOfHeading(shown: string | null) {
  const ref = useRef<HTMLDivElement>(null);
  const [placed, setPlaced] = useState<{ readonly shown: string | null; readonly edge: MessageEdge; readonly top: number }>({ shown, edge: 'bottom', top: 0 });
  useLayoutEffect(() => {
    if (shown === null) return;
    // How far above the screen's bottom the message sits there (the navigation bar and a gap), read while it is.
    let bottomOffset = 0;
    let frame = 0;
    const place = () => {
      frame = 0;
      const wrapper = ref.current;
      const box = wrapper?.firstElementChild?.getBoundingClientRect();
      if (!wrapper || !box) return;
      const current: MessageEdge = wrapper.dataset.edge === 'top' ? 'top' : 'bottom';
      if (current === 'bottom') bottomOffset = window.innerHeight - box.bottom;
      const height = box.bottom - box.top;
      const bottom = window.innerHeight - bottomOffset;
      const heading = document.querySelector('h1')?.getBoundingClientRect();
      const top = topStart();
      const places = { bottom: { top: bottom - height, bottom }, top: { top, bottom: top + height } };
      setPlaced({ shown, edge: messageEdge(heading ? band(heading) : null, places, current), top });
    };
    const later = () => {
      if (!frame) frame = requestAnimationFrame(place);
    };
    place();
    window.addEventListener('scroll', later, { passive: true });
    window.addEventListener('resize', later);
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', later);
      window.removeEventListener('resize', later);
    };
  }, [shown]);
  return { ref, edge: placed.shown === shown ? placed.edge : 'bottom', top: placed.top };
}
