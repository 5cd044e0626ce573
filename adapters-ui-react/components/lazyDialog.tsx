import { useEffect, useState, type ComponentType } from 'react';
import { whenIdle } from '../whenIdle';
import type { LazyCode } from './lazyCode';

/**
 * A dialog whose code is not in the pages' shared script. The server renders it closed (nothing); the
 * browser fetches its code when next idle after the page came alive, so that the first opening does not
 * wait for the network (opened sooner, it shows once the code is there), and draws it only while `open`.
 * No Suspense: React holds a revealed boundary back up to 300 ms, and the dialog would open late, its
 * contents already loaded, focus then going elsewhere than when it opens at once. The dialog itself (a
 * `Modal`) keeps focus and the keyboard as before: it mounts open, takes focus, gives it back on closing.
 */
export function LazyDialog({ code, open }: { readonly code: LazyCode<ComponentType>; readonly open: boolean }) {
  const [, setLoaded] = useState(false);
  useEffect(() => {
    return whenIdle(() => void code.fetch().catch(() => undefined));
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
