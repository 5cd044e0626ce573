import { describe, expect, it } from 'vitest';
import { acceptsEditRequests, isOrderEditReason } from './orderEditReasons';

describe('order edit requests (spec §7 Orders edit-reasons)', () => {
  it("takes the shop's reason codes only, not what an object merely has", () => {
    expect(isOrderEditReason('ADD_PRODUCTS')).toBe(true);
    expect(isOrderEditReason('CHANGE_PAYMENT')).toBe(true);
    for (const code of ['add_products', 'toString', '']) expect(isOrderEditReason(code)).toBe(false);
  });

  it('lets a change be asked for until the order is handed over or cancelled', () => {
    for (const status of ['AWAITING_PAYMENT', 'CREATED', 'PAID'] as const) expect(acceptsEditRequests(status)).toBe(true);
    for (const status of ['CANCELLED', 'RECEIVED'] as const) expect(acceptsEditRequests(status)).toBe(false);
  });
});
