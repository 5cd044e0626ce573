import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { REFUND_CLAIM_MS } from '../../domain/order/orderCancellation';
import { ACTIVE_ORDER_STATUSES, type OrderStatus } from '../../domain/order/orderStatus';
import type { PaymentStatus } from '../../domain/payment/paymentTransition';
import type { PaymentGateway } from '../payment/PaymentGateway';
import { cancelOrder } from './cancelOrder';
import type { CancelDetails, OrderCancellations } from './OrderCancellations';
import { resumeRefunds } from './resumeRefunds';

let now = new Date('2030-01-01T12:00:00Z');
const clock = { now: () => now };
type Stored = { customerId: string; status: OrderStatus; details?: CancelDetails; given?: number; refund?: { details: CancelDetails; until: number } };

/** Orders in memory, kept as the storage adapter keeps them: active ones cancel at once, a paid one's refund is claimed first. */
function memoryCancellations(orders: Map<string, Stored>): OrderCancellations {
  const finish = (order: Stored, details: CancelDetails) => Object.assign(order, { status: 'CANCELLED', details, given: (order.given ?? 0) + 1 });
  return {
    cancel: async (customerId, orderNumber, details) => {
      const order = orders.get(orderNumber);
      if (!order || order.customerId !== customerId) return null;
      const found = order.status;
      if (found === 'PAID') {
        if (order.refund && order.refund.until > now.getTime()) return { status: found, refund: 'IN_PROGRESS' };
        order.refund = { details, until: now.getTime() + REFUND_CLAIM_MS };
        return { status: found, refund: { orderNumber, provider: 'bank', providerPaymentId: `p-${orderNumber}` } };
      }
      if (ACTIVE_ORDER_STATUSES.includes(found)) finish(order, details);
      return { status: found };
    },
    refunded: async (orderNumber) => {
      const order = orders.get(orderNumber)!;
      if (order.refund && order.status === 'PAID') finish(order, order.refund.details);
      delete order.refund;
    },
    refundRefused: async (orderNumber) => void delete orders.get(orderNumber)!.refund,
    claimStaleRefunds: async () =>
      [...orders.entries()]
        .filter(([, o]) => o.refund && o.refund.until <= now.getTime())
        .map(([n, o]) => {
          o.refund!.until = now.getTime() + REFUND_CLAIM_MS;
          return { orderNumber: n, provider: 'bank', providerPaymentId: `p-${n}` };
        }),
  };
}

/** An acquirer holding paid payments: Cancel refunds one still paid (answered, refused, or done with the answer lost). */
function acquirer(behaviour: 'answers' | 'refuses' | 'loses answer' = 'answers') {
  const state = new Map<string, PaymentStatus>();
  let cancels = 0;
  const gateway: Pick<PaymentGateway, 'provider' | 'paymentStatus' | 'cancelPayment'> = {
    provider: 'bank',
    paymentStatus: async (id) => E.right({ status: state.get(id) ?? 'SUCCEEDED', amount: 0 as never }),
    cancelPayment: async (id) => {
      cancels++;
      if (behaviour === 'refuses' || state.get(id) === 'CANCELLED') return E.left({ _tag: 'PAYMENT_REFUSED', detail: '7' });
      state.set(id, 'CANCELLED');
      return behaviour === 'loses answer' ? E.left({ _tag: 'PAYMENT_UNAVAILABLE', detail: 'timeout' }) : E.right({ status: 'CANCELLED' });
    },
  };
  return { gateway, cancels: () => cancels };
}

const request = { cancelReasonCode: 'FOUND_CHEAPER', comment: '  нашёл за 3990  ', isTroubleProduct: false };
const trimmed = { cancelReasonCode: 'FOUND_CHEAPER', comment: 'нашёл за 3990', isTroubleProduct: false };
const deps = (orders: Map<string, Stored>, bank = acquirer()) => ({ cancellations: memoryCancellations(orders), gateway: bank.gateway, clock });

describe('cancelOrder (spec §7 POST /orders/{n}/_cancel)', () => {
  it('cancels the customer’s active order with the reason and the trimmed comment', async () => {
    const orders = new Map([['100', { customerId: 'c1', status: 'AWAITING_PAYMENT' as OrderStatus }]]);
    const cancel = cancelOrder(deps(orders));
    expect(await cancel('c1', '100', request)).toEqual(E.right({ status: 'CANCELLED' }));
    expect(orders.get('100')).toEqual({ customerId: 'c1', status: 'CANCELLED', details: trimmed, given: 1 });
    expect(await cancel('c1', '100', request)).toEqual(E.left({ _tag: 'ORDER_ALREADY_CANCELLED' }));
  });

  it('does not find another customer’s order or a missing one, and refuses an unknown reason before looking', async () => {
    const orders = new Map([['100', { customerId: 'c1', status: 'CREATED' as OrderStatus }]]);
    const cancel = cancelOrder(deps(orders));
    expect(await cancel('c2', '100', request)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await cancel('c1', '999', request)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await cancel('c1', '100', { ...request, cancelReasonCode: 'BORED' })).toEqual(E.left({ _tag: 'INCORRECT_CANCEL_REASON' }));
    expect(orders.get('100')!.status).toBe('CREATED');
  });

  // Until issue 14 a paid order stayed paid here (ORDER_NOT_CANCELLABLE); now it is refunded, and only a received one is refused.
  it('cancels every order not handed over — a paid one after its refund — and refuses a received one', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<OrderStatus>('AWAITING_PAYMENT', 'CREATED', 'PAID', 'CANCELLED', 'RECEIVED'), async (status) => {
        const orders = new Map([['1', { customerId: 'c', status }]]);
        const bank = acquirer();
        const answer = await cancelOrder(deps(orders, bank))('c', '1', request);
        expect(E.isRight(answer)).toBe(status !== 'CANCELLED' && status !== 'RECEIVED');
        expect(orders.get('1')!.status).toBe(status === 'RECEIVED' ? 'RECEIVED' : 'CANCELLED');
        expect(bank.cancels()).toBe(status === 'PAID' ? 1 : 0);
        if (status === 'RECEIVED') expect(answer).toEqual(E.left({ _tag: 'ORDER_NOT_CANCELLABLE' }));
      }),
    );
  });

  it('leaves a paid order paid when the acquirer refuses the refund, and says so; a later cancellation may try again', async () => {
    const orders = new Map([['7', { customerId: 'c', status: 'PAID' as OrderStatus }]]);
    expect(await cancelOrder(deps(orders, acquirer('refuses')))('c', '7', request)).toEqual(E.left({ _tag: 'REFUND_FAILED' }));
    expect(orders.get('7')).toEqual({ customerId: 'c', status: 'PAID' });
    expect(await cancelOrder(deps(orders))('c', '7', request)).toEqual(E.right({ status: 'CANCELLED' }));
  });

  it("refunds once when the acquirer's answer is lost: the job finds the payment refunded and only cancels the order", async () => {
    const orders = new Map([['8', { customerId: 'c', status: 'PAID' as OrderStatus }]]);
    const bank = acquirer('loses answer');
    expect(await cancelOrder(deps(orders, bank))('c', '8', request)).toEqual(E.left({ _tag: 'REFUND_PENDING' }));
    expect(await cancelOrder(deps(orders, bank))('c', '8', request)).toEqual(E.left({ _tag: 'REFUND_IN_PROGRESS' }));
    expect(await resumeRefunds(deps(orders, bank))()).toBe(0);
    now = new Date(now.getTime() + REFUND_CLAIM_MS);
    expect(await resumeRefunds(deps(orders, bank))()).toBe(1);
    expect(orders.get('8')).toEqual({ customerId: 'c', status: 'CANCELLED', details: trimmed, given: 1 });
    expect(bank.cancels()).toBe(1);
  });
});
