import { useEffect, useRef, useState } from 'react';
import * as E from 'fp-ts/Either';
import { createSavedAddressesViewModel, type SavedAddressesState, type SavedAddressesViewModel } from '../../application/shipment/savedAddressesViewModel';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import type { CartAddress } from '../../domain/profile/savedAddressChoice';
import { isAnonymous } from '../../domain/user/roles';
import { useServices, useServicesForActions, useShell } from '../shopContext';
import { useObservable } from '../useObservable';
import { lastUsedAddress } from './lastUsedAddress';

const NOT_READY = { message: 'Страница ещё загружается. Попробуйте через секунду.' };

/**
 * The saved addresses of a signed-in customer (or of the customer an operator acts for: the session is
 * theirs); null for an anonymous visitor, who types the address. Loaded once the delivery tab opens.
 */
export function useSavedAddresses(
  chosen: CartAddress | null,
  choose: (address: DeliveryAddress) => Promise<E.Either<{ readonly message: string }, unknown>>,
): { readonly vm: SavedAddressesViewModel; readonly state: SavedAddressesState } | null {
  const user = useShell()?.user;
  const { addressBook } = useServices();
  const actions = useServicesForActions();
  const signedIn = user !== undefined && !isAnonymous(user) && addressBook !== undefined;
  // The latest callback: it reads the cart of the current render (a fast cart may have become the regular one).
  const latest = useRef(choose);
  latest.current = choose;
  const [vm] = useState(() =>
    createSavedAddressesViewModel({
      list: () => actions.addressBook?.list() ?? Promise.resolve(E.left(NOT_READY)),
      choose: (address) => latest.current(address),
      lastUsed: lastUsedAddress,
    }),
  );
  const state = useObservable(vm.state$, vm.current);
  useEffect(() => {
    if (signedIn) void vm.load(chosen);
    // Once per opening of the tab: later cart changes come from the choices themselves.
  }, [signedIn, vm]);
  return signedIn ? { vm, state } : null;
}
