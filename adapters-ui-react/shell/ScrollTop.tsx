import { useEffect, useRef, useState } from 'react';
import { BREAKPOINTS, SCROLL_TOP_THRESHOLDS, showsScrollTop } from '../../domain/display/layout';

/** The threshold for the window width (spec §9: default, small-plus, large-plus). */
const thresholdFor = (width: number) =>
  width >= BREAKPOINTS[3] ? SCROLL_TOP_THRESHOLDS.largePlus : width >= BREAKPOINTS[1] ? SCROLL_TOP_THRESHOLDS.smallPlus : SCROLL_TOP_THRESHOLDS.default;

/** The scroll-to-top button: shown only while scrolling up past the threshold (spec §4 Scroll-to-top). */
export function ScrollTop({ hiddenOnPhones = false }: { readonly hiddenOnPhones?: boolean }) {
  const [shown, setShown] = useState(false);
  const previous = useRef(0);
  useEffect(() => {
    const onScroll = () => {
      setShown(showsScrollTop(window.scrollY, previous.current, thresholdFor(window.innerWidth)));
      previous.current = window.scrollY;
    };
    previous.current = window.scrollY;
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  if (!shown) return null;
  return (
    <button
      type="button"
      className={hiddenOnPhones ? 'scroll-top scroll-top--not-on-phones' : 'scroll-top'}
      aria-label="Наверх"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
    >
      <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <path d="M10 16V4M4 10l6-6 6 6" />
      </svg>
    </button>
  );
}
