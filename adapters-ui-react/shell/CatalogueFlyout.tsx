import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router';
import { CATALOGUE_FLYOUT, createCatalogueMenu } from '../../application/shell/catalogueMenu';
import { ALL_BRANDS_URL, ALL_SPORTS_URL } from '../../adapters-http/contract/directory';
import { useObservable } from '../useObservable';
import { BRANDS, SPORTS } from './flyoutItems';
import { useMenuVisibility } from './useMenuVisibility';
import { FLYOUT_PANEL, useHeaderMenu } from './useHeaderMenu';

/**
 * The catalogue button and its desktop flyout (spec §2 Header): left the top sections plus sports and
 * brands, right the chosen one's panel. Hover opens after 300 ms and switches sections after 100 ms;
 * Enter/Space toggle, arrows move between sections and into the panel, Escape closes. The menu itself, and
 * the code of its panels, are read when the shopper first reaches for the button.
 */
export function CatalogueFlyout() {
  const [vm] = useState(() => createCatalogueMenu());
  const { menu, want } = useHeaderMenu();
  /** The section to focus once the menu is there (ArrowDown on the button may come before it). */
  const focusWhenShown = useRef<number | null>(null);
  const open = useObservable(vm.flyout.state$, vm.flyout.current) === CATALOGUE_FLYOUT;
  const chosen = useObservable(vm.section.state$, vm.section.current);
  const flyoutId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const left = useRef<HTMLUListElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  const items = menu
    ? [
        ...menu.sections.map((s) => ({ id: s.id, name: s.title.name, url: s.url })),
        { id: SPORTS, name: 'Виды спорта', url: ALL_SPORTS_URL },
        { id: BRANDS, name: 'Бренды', url: ALL_BRANDS_URL },
      ]
    : [];
  const active = chosen ?? items[0]?.id ?? null;
  useMenuVisibility(open, active);
  const close = (refocus: boolean) => {
    vm.flyout.set(null);
    if (refocus) button.current?.focus();
  };
  const leftLinks = () => [...(left.current?.querySelectorAll<HTMLAnchorElement>('a') ?? [])];

  const openFlyout = () => {
    want(true);
    vm.flyout.set(CATALOGUE_FLYOUT);
  };
  const openAndFocus = (index: number) => {
    openFlyout();
    vm.section.set(items[index]?.id ?? null);
    focusWhenShown.current = index;
  };
  useEffect(() => {
    const index = focusWhenShown.current;
    if (index === null || !open || !menu) return;
    focusWhenShown.current = null;
    requestAnimationFrame(() => leftLinks()[index]?.focus());
  }, [open, menu]);

  const onButtonKey = (e: KeyboardEvent) => {
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      openAndFocus(0);
    } else if (e.key === 'Escape') close(false);
  };

  const onFlyoutKey = (e: KeyboardEvent) => {
    const links = leftLinks();
    const index = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (e.key === 'Escape') {
      e.preventDefault();
      close(true);
    } else if (index >= 0 && (e.key === 'ArrowDown' || e.key === 'ArrowUp')) {
      e.preventDefault();
      const next = (index + (e.key === 'ArrowDown' ? 1 : -1) + links.length) % links.length;
      vm.section.set(items[next]!.id);
      links[next]?.focus();
    } else if (index >= 0 && e.key === 'ArrowRight') {
      e.preventDefault();
      panel.current?.querySelector<HTMLElement>('a, input')?.focus();
    } else if (index < 0 && e.key === 'ArrowLeft' && (e.target as HTMLElement).tagName !== 'INPUT') {
      e.preventDefault();
      links[items.findIndex((i) => i.id === active)]?.focus();
    }
  };

  // Its code comes with the menu (useHeaderMenu).
  const Panel = FLYOUT_PANEL.loaded();
  return (
    <div
      className="catalogue-menu"
      onMouseEnter={() => {
        want(false);
        vm.flyout.enter(CATALOGUE_FLYOUT);
      }}
      onMouseLeave={() => vm.flyout.leave()}
      onFocus={() => want(false)}
    >
      <button
        ref={button}
        type="button"
        className="header__catalog button button--primary"
        aria-expanded={open}
        aria-controls={flyoutId}
        onClick={() => (open ? close(false) : openFlyout())}
        onKeyDown={onButtonKey}
      >
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M2 4h14M2 9h14M2 14h14" />
        </svg>
        Каталог
      </button>
      <div id={flyoutId} className="flyout" hidden={!open} onKeyDown={onFlyoutKey} data-testid="catalogue-flyout">
        {!menu && (
          <p className="flyout__loading" role="status">
            Загружаем каталог…
          </p>
        )}
        {menu && (
          <nav className="flyout__inner" aria-label="Каталог">
            <ul ref={left} className="flyout__left">
              {items.map((item) => (
                <li key={item.id}>
                  <Link
                    to={item.url}
                    className={item.id === active ? 'flyout__item flyout__item--active' : 'flyout__item'}
                    aria-current={item.id === active ? 'true' : undefined}
                    onMouseEnter={() => vm.section.enter(item.id)}
                    onFocus={() => vm.section.set(item.id)}
                    onClick={() => close(false)}
                  >
                    {item.name}
                  </Link>
                </li>
              ))}
            </ul>
            <div ref={panel} className="flyout__panel" data-testid="flyout-panel">
              {Panel && <Panel menu={menu} active={active} onNavigate={() => close(false)} />}
            </div>
          </nav>
        )}
      </div>
    </div>
  );
}
