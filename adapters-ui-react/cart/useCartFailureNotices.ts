import { useEffect } from 'react';
import { cartFailureNotice } from '../../application/cart/cartFailureNotice';
import type { CommandFailure } from '../../application/cart/cartViewModel';
import { useServices } from '../shopContext';

/** Shows each failed cart command once as a notification (spec §8 Cart and checkout). */
export function useCartFailureNotices(): void {
  const { cart, shell } = useServices();
  useEffect(() => {
    let shown: CommandFailure | null = cart.current().failure;
    const subscription = cart.state$.subscribe(({ failure, cart: current }) => {
      if (!failure || failure === shown) return;
      shown = failure;
      const wareId = failure.command.kind === 'setQuantity' ? failure.command.change.wareId : null;
      const line = current?.items.find((i) => i.product.wareId === wareId);
      const notice = cartFailureNotice(failure, line && !line.deleted ? line.quantity : 0);
      if (notice) shell.notifications.notify('error', notice.text, undefined, { persistent: notice.persistent });
    });
    return () => subscription.unsubscribe();
  }, [cart, shell]);
}
