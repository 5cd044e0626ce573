import { useEffect, useState } from 'react';

/** Scrolled further than this before the header hides (px). */
const HIDE_AFTER = 160;

/** The sticky header hides while scrolling down and comes back on scrolling up (spec §2 Header). */
export function useHidingHeader(): boolean {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let previous = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - previous) < 8) return;
      setHidden(y > previous && y > HIDE_AFTER);
      previous = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return hidden;
}
