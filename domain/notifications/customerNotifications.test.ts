import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_STATUS_LABELS, type OrderStatus } from '../order/orderStatus';
import { notificationLink, notificationWords, pageCount, pageOffset } from './customerNotifications';

describe('notification words (spec §3 Profile notifications)', () => {
  it('names each order state as the customer reads it', () => {
    expect(notificationWords({ kind: 'ORDER_STATUS', orderNumber: '123', status: 'PAID' })).toEqual({
      title: 'Заказ № 123 оплачен',
      text: 'Оплата получена, спасибо! Мы начали собирать заказ.',
    });
    expect(notificationWords({ kind: 'ORDER_STATUS', orderNumber: '7', status: 'AWAITING_PAYMENT' }).title).toBe('Заказ № 7 ожидает оплаты');
    expect(notificationWords({ kind: 'ORDER_STATUS', orderNumber: '7', status: 'CANCELLED' }).title).toBe('Заказ № 7 отменён');
    expect(notificationWords({ kind: 'APPEAL_ANSWERED', appealNumber: '100001' }).title).toBe('Ответ на обращение № 100001');
  });

  it('gives every known state a title from its label and a text, and never hides an unknown one', () => {
    for (const status of Object.keys(ORDER_STATUS_LABELS) as OrderStatus[]) {
      const words = notificationWords({ kind: 'ORDER_STATUS', orderNumber: '1', status });
      expect(words.title.toLowerCase()).toBe(`заказ № 1 ${ORDER_STATUS_LABELS[status].toLowerCase()}`);
      expect(words.text.length).toBeGreaterThan(0);
    }
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.stringMatching(/^\d{1,9}$/), (status, orderNumber) => {
        const words = notificationWords({ kind: 'ORDER_STATUS', orderNumber, status });
        expect(words.title).toContain(`№ ${orderNumber}`);
        expect(words.text).not.toBe('');
      }),
    );
  });

  it('links an order notification to the order and an answer to the appeals', () => {
    expect(notificationLink({ kind: 'ORDER_STATUS', orderNumber: '55', status: 'PAID' })).toBe('/profile/order_history/55');
    expect(notificationLink({ kind: 'APPEAL_ANSWERED', appealNumber: '1' })).toBe('/profile/appeals/');
  });
});

describe('paging (spec §9 list defaults)', () => {
  it('starts page 1 at the first item', () => {
    expect(pageOffset(1, 5)).toBe(0);
    expect(pageOffset(3, 5)).toBe(10);
    expect([pageCount(0, 5), pageCount(5, 5), pageCount(6, 5)]).toEqual([1, 1, 2]);
  });

  it('puts every item on exactly one page, and every page but the last full', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.integer({ min: 1, max: 50 }), (total, size) => {
        const pages = pageCount(total, size);
        const shown = Array.from({ length: pages }, (_, i) => Math.max(0, Math.min(size, total - pageOffset(i + 1, size))));
        expect(shown.reduce((a, b) => a + b, 0)).toBe(total);
        expect(shown.slice(0, -1).every((n) => n === size)).toBe(true);
      }),
    );
  });
});
