import { useEffect, useState, type ComponentType } from 'react';

/** A dialog's code, fetched once and kept; a failed download is tried again at the next call. */
export interface DialogCode {
  readonly loaded: () => ComponentType | null;
  readonly fetch: () => Promise<void>;
}

export function dialogCode(load: () => Promise<ComponentType>): DialogCode {
  let component: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  return {
    loaded: () => component,
    fetch: () =>
      (loading ??= load().then(
        (loadedComponent) => {
          component = loadedComponent;
        },
        (error: unknown) => {
          loading = null;
          throw error;
        },
      )),
  };
}

/**
 * A dialog whose code is not in the pages' shared script. The server renders it closed (nothing); the
 * browser fetches its code when next idle after the page came alive, so that the first opening does not
 * wait for the network (opened sooner, it shows once the code is there), and draws it only while `open`.
 * No Suspense: React holds a revealed boundary back up to 300 ms, and the dialog would open late, its
 * contents already loaded, focus then going elsewhere than when it opens at once. The dialog itself (a
 * `Modal`) keeps focus and the keyboard as before: it mounts open, takes focus, gives it back on closing.
 */
export function LazyDialog({ code, open }: { readonly code: DialogCode; readonly open: boolean }) {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    const idle = requestIdleCallback(() => void code.fetch().catch(() => undefined));
    return () => cancelIdleCallback(idle);
  }, [code]);
  useEffect(() => {
    if (open && !code.loaded())
      void code.fetch().then(
        () => setLoaded(true),
        () => undefined,
      );
  }, [code, open]);
  const Dialog = open ? code.loaded() : null;
  return Dialog && <Dialog />;
}
