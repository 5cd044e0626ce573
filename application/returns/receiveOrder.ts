import * as E from 'fp-ts/Either';
import type { Clock } from '../shared/Clock';
import type { OrderReceipts } from './ReturnRepository';

/**
 * The fulfilment system reports an order handed to its customer (docs/returns.md): a CREATED or PAID order becomes
 * RECEIVED, which starts the return window. A repeat of the report is answered as done.
 */
export const receiveOrder =
  (deps: { readonly receipts: OrderReceipts; readonly clock: Clock }) =>
  async (orderNumber: string): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' | 'ORDER_NOT_RECEIVABLE' }, { readonly status: 'RECEIVED' }>> => {
    const found = await deps.receipts.receive(orderNumber, deps.clock.now());
    if (found === null) return E.left({ _tag: 'NOT_FOUND' });
    return found === 'CREATED' || found === 'PAID' || found === 'RECEIVED' ? E.right({ status: 'RECEIVED' }) : E.left({ _tag: 'ORDER_NOT_RECEIVABLE' });
  };
