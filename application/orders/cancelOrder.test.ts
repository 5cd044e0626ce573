import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '../../domain/order/orderStatus';
import { cancelOrder, type CancelDetails, type OrderCancellations } from './cancelOrder';

const NOW = new Date('2030-01-01T12:00:00Z');

/** Orders in memory by number, with their customer; cancelling flips an active one and records why. */
function memoryCancellations(orders: Map<string, { customerId: string; status: OrderStatus; details?: CancelDetails }>): OrderCancellations {
  return {
    cancel: async (customerId, orderNumber, details) => {
      const order = orders.get(orderNumber);
      if (!order || order.customerId !== customerId) return null;
      const found = order.status;
      if (ACTIVE_ORDER_STATUSES.includes(found)) Object.assign(order, { status: 'CANCELLED', details });
      return found;
    },
  };
}

const request = { cancelReasonCode: 'FOUND_CHEAPER', comment: '  нашёл за 3990  ', isTroubleProduct: false };

describe('cancelOrder (spec §7 POST /orders/{n}/_cancel)', () => {
  it('cancels the customer’s active order with the reason and the trimmed comment', async () => {
    const orders = new Map([['100', { customerId: 'c1', status: 'AWAITING_PAYMENT' as OrderStatus }]]);
    const cancel = cancelOrder({ cancellations: memoryCancellations(orders), clock: { now: () => NOW } });
    expect(await cancel('c1', '100', request)).toEqual(E.right({ status: 'CANCELLED' }));
    expect(orders.get('100')).toEqual({ customerId: 'c1', status: 'CANCELLED', details: { cancelReasonCode: 'FOUND_CHEAPER', comment: 'нашёл за 3990', isTroubleProduct: false } });
    expect(await cancel('c1', '100', request)).toEqual(E.left({ _tag: 'ORDER_ALREADY_CANCELLED' }));
  });

  it('does not find another customer’s order or a missing one, and refuses an unknown reason before looking', async () => {
    const orders = new Map([['100', { customerId: 'c1', status: 'CREATED' as OrderStatus }]]);
    const cancel = cancelOrder({ cancellations: memoryCancellations(orders), clock: { now: () => NOW } });
    expect(await cancel('c2', '100', request)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await cancel('c1', '999', request)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await cancel('c1', '100', { ...request, cancelReasonCode: 'BORED' })).toEqual(E.left({ _tag: 'INCORRECT_CANCEL_REASON' }));
    expect(orders.get('100')!.status).toBe('CREATED');
  });

  it('cancels exactly the active orders; a paid one stays paid', async () => {
    await fc.assert(fc.asyncProperty(fc.constantFrom<OrderStatus>('AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED'), async (status) => {
      const orders = new Map([['1', { customerId: 'c', status }]]);
      const answer = await cancelOrder({ cancellations: memoryCancellations(orders), clock: { now: () => NOW } })('c', '1', request);
      expect(E.isRight(answer)).toBe(ACTIVE_ORDER_STATUSES.includes(status));
      expect(orders.get('1')!.status).toBe(status === 'PAID' ? 'PAID' : 'CANCELLED');
      if (status === 'PAID') expect(answer).toEqual(E.left({ _tag: 'ORDER_NOT_CANCELLABLE' }));
    }));
  });
});
