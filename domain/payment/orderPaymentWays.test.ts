import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { wayTakesAmount } from './orderPaymentWays';

describe('the sums each way of paying an order takes', () => {
  it('lenders finance their ranges, bounds included; Yandex Pay and FPS take any sum', () => {
    expect(wayTakesAmount('CREDIT', new Decimal(2999.99))).toBe(false);
    expect(wayTakesAmount('CREDIT', new Decimal(3000))).toBe(true);
    expect(wayTakesAmount('BNPL_TINKOFF', new Decimal(30000))).toBe(true);
    expect(wayTakesAmount('BNPL_TINKOFF', new Decimal(30000.01))).toBe(false);
    expect(wayTakesAmount('BNPL_SOVCOMBANK', new Decimal(999))).toBe(false);
    expect(wayTakesAmount('YANDEX_SPLIT', new Decimal(150001))).toBe(false);
    expect(wayTakesAmount('YANDEX_PAY', new Decimal(2_000_000))).toBe(true);
    expect(wayTakesAmount('FASTER_PAYMENT_SYSTEM', new Decimal(1))).toBe(true);
  });
});
