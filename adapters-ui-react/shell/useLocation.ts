import { useEffect } from 'react';
import { useShell } from '../shopContext';
import { useObservable } from '../useObservable';
import { useShellServices } from './useShellServices';

/** The shopper's location view-model and state, started once from the shell data. */
export function useShopperLocation() {
  const { location: vm } = useShellServices();
  const state = useObservable(vm.state$, vm.current);
  const loaded = useShell()?.location ?? null;
  return { vm, state, location: state.location ?? loaded };
}

/** Starts the location flow after hydration (the popup and its timer live in the browser only). */
export function useStartLocation() {
  const { location: vm } = useShellServices();
  const initial = useShell()?.location ?? null;
  useEffect(() => {
    if (vm.current().location === null) vm.start(initial);
  }, [vm, initial]);
}
