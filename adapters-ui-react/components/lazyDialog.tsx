import { useEffect, useState, type ComponentType } from 'react';

/**
 * A dialog whose code is not in the pages' shared script. The server renders it closed (nothing); the
 * browser fetches its code when next idle after the page came alive, so that the first opening does not
 * wait for the network (opened sooner, it shows once the code is there), and draws it only while `open`.
 * No Suspense: React holds a revealed boundary back up to 300 ms, and the dialog would open late, its
 * contents already loaded, focus then going elsewhere than when it opens at once. The dialog itself (a
 * `Modal`) keeps focus and the keyboard as before: it mounts open, takes focus, gives it back on closing.
 * A failed download is tried again at the next opening.
 */
export function lazyDialog(load: () => Promise<ComponentType>): ComponentType<{ readonly open: boolean }> {
  let Dialog: ComponentType | null = null;
  let loading: Promise<void> | null = null;
  const fetchCode = () =>
    (loading ??= load().then(
      (component) => {
        Dialog = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));
  return function LazyDialog({ open }) {
    const [, setLoaded] = useState(false);
    useEffect(() => {
      const idle = requestIdleCallback(() => void fetchCode().catch(() => undefined));
      return () => cancelIdleCallback(idle);
    }, []);
    useEffect(() => {
      if (open && !Dialog)
        void fetchCode().then(
          () => setLoaded(true),
          () => undefined,
        );
    }, [open]);
    return open && Dialog ? <Dialog /> : null;
  };
}
