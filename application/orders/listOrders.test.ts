import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listOrders, ORDER_PREVIEW_PRODUCTS, type OrderHistory } from './listOrders';

describe('listOrders (spec §7 GET /orders?page&pageSize, §9 page size 5)', () => {
  it('asks storage for the page’s window of the customer’s orders with a few products each', async () => {
    const asked: unknown[] = [];
    const history: OrderHistory = {
      page: async (...args) => {
        asked.push(args);
        return { orders: [], total: 0 };
      },
    };
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 1000 }), fc.integer({ min: 1, max: 50 }), async (page, pageSize) => {
        asked.length = 0;
        await listOrders({ history, claims: { claim: async () => 0 } })('c1', page, pageSize);
        expect(asked).toEqual([['c1', (page - 1) * pageSize, pageSize, ORDER_PREVIEW_PRODUCTS]]);
      }),
    );
  });

  it('hands the customer the guest orders of their verified phone before reading (issue 14)', async () => {
    const steps: string[] = [];
    const history: OrderHistory = { page: async () => (steps.push('page'), { orders: [], total: 0 }) };
    await listOrders({ history, claims: { claim: async (id) => (steps.push(`claim ${id}`), 1) } })('c1', 1, 5);
    expect(steps).toEqual(['claim c1', 'page']);
  });
});
