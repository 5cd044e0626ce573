import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

export interface ModalProps {
  readonly open: boolean;
  /** Called on Escape, overlay click and the close button, unless `blocked`. */
  readonly onClose: () => void;
  readonly title: string;
  readonly children: ReactNode;
  /** A blocked dialog ignores Escape and overlay clicks and has no close button (spec §2 Global dialogs). */
  readonly blocked?: boolean;
  /** Extra class on the dialog box, e.g. "modal--wide". */
  readonly className?: string;
  /** data-testid of the dialog box. */
  readonly testId?: string;
}

/**
 * The one modal dialog of the shop: role="dialog" with aria-modal, labelled by its title; closes on
 * Escape or an overlay click unless blocked; Tab stays inside; focus returns where it was on close.
 * Renders nothing while closed (also on the server).
 */
export function Modal({ open, onClose, title, children, blocked = false, className, testId }: ModalProps) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const close = useRef(onClose);
  close.current = onClose;
  // Once mounted, the dialog is rendered into <body>: no stacking context of the page (a sticky column,
  // a card) can then hold the overlay under other content. Before that it renders in place, as on the server.
  const [host, setHost] = useState<HTMLElement | null>(null);
  useEffect(() => setHost(document.body), []);

  useEffect(() => {
    if (!open) return;
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first =
      box.current?.querySelector<HTMLElement>('[data-autofocus]') ??
      box.current?.querySelector<HTMLElement>(`.modal__body :is(${FOCUSABLE})`) ??
      box.current?.querySelector<HTMLElement>(FOCUSABLE);
    (first ?? box.current)?.focus();
    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      if (before?.isConnected) before.focus();
    };
  }, [open, host]);

  if (!open) return null;

  const onKeyDown = (event: React.KeyboardEvent) => {
    // An Escape that ends a composition (the virtual keyboard's word, an IME) is the composition's own.
    if (event.nativeEvent.isComposing) return;
    if (event.key === 'Escape') {
      event.stopPropagation();
      if (!blocked) close.current();
      return;
    }
    if (event.key !== 'Tab' || !box.current) return;
    const focusable = [...box.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    if (focusable.length === 0) {
      event.preventDefault();
      return;
    }
    const first = focusable[0]!;
    const last = focusable[focusable.length - 1]!;
    if (event.shiftKey && (document.activeElement === first || document.activeElement === box.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  const dialog = (
    <div
      className="modal-overlay"
      data-testid="modal-overlay"
      onMouseDown={(e) => {
        if (e.target !== e.currentTarget) return;
        // Keep the browser from moving focus to the page under the overlay: focus goes back where it was.
        e.preventDefault();
        if (!blocked) close.current();
      }}
    >
      <div
        ref={box}
        className={`modal${className ? ` ${className}` : ''}`}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <div className="modal__head">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          {!blocked && (
            <button type="button" className="modal__close" aria-label="Закрыть" onClick={() => close.current()}>
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 20 20" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
                <path d="M4 4l12 12M16 4L4 16" />
              </svg>
            </button>
          )}
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>
  );
  return host ? createPortal(dialog, host) : dialog;
}
