import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { useObservable } from '../useObservable';
import { useShellServices } from './useShellServices';

/**
 * Fetches the page's popups when enabled (FT12528) and shows the one due, bottom left (spec §4 Popups);
 * `held` while another bottom message has its turn, it waits.
 */
export function PopupHost({ enabled, held }: { readonly enabled: boolean; readonly held: boolean }) {
  const { popups } = useShellServices();
  const { pathname } = useLocation();
  const shown = useObservable(popups.vm.shown$, popups.vm.current);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    void popups.forPath(pathname).then((list) => live && popups.vm.show(list));
    return () => {
      live = false;
      popups.vm.show([]);
    };
  }, [enabled, pathname, popups]);
  if (!shown || held) return null;
  const content = shown.content[0];
  return (
    <section
      className={`site-popup site-popup--${shown.type}`}
      role="dialog"
      aria-modal="false"
      aria-label={content?.title ?? 'Предложение'}
      data-testid="site-popup"
    >
      <button type="button" className="site-popup__close" aria-label="Закрыть" onClick={popups.vm.close}>
        ×
      </button>
      {content && (
        <>
          <p className="site-popup__title">{content.title}</p>
          <p>{content.text}</p>
          {content.buttons.map((b) =>
            b.url.startsWith('#') ? (
              <a key={b.text} className="button button--primary" href={b.url} onClick={popups.vm.click}>
                {b.text}
              </a>
            ) : (
              <Link key={b.text} className="button button--primary" to={b.url} onClick={popups.vm.click}>
                {b.text}
              </Link>
            ),
          )}
        </>
      )}
    </section>
  );
}
