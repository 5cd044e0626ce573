import Decimal from 'decimal.js';
import type { CartItem } from './cartItem';
import { stockStatus } from '../stock/stockState';
import { sumMoney } from '../money/money';

/** Cart totals (spec §3 Cart totals). */
export interface CartTotals {
  readonly productsQuantity: number;
  readonly productsCost: Decimal;
  readonly totalCost: Decimal;
  readonly discountAmount: Decimal;
  readonly bonusAmount: Decimal;
  readonly deliveryCost: Decimal;
}

/** Order-level amounts that adjust the products cost (spec §3 Cart totals). */
export interface CartAdjustments {
  readonly discountAmount?: Decimal.Value;
  readonly bonusAmount?: Decimal.Value;
  readonly deliveryCost?: Decimal.Value;
}

const ZERO = new Decimal(0);

/** Whether a line counts towards the totals: selected, not deleted, available (spec §3 Cart totals, §4 Stock). */
export function countsTowardsTotals(item: CartItem): boolean {
  return item.selected && !item.deleted && stockStatus(item) === 'AVAILABLE';
}

/** Price × quantity of one line (spec §3 Cart totals). */
export function lineCost(item: CartItem): Decimal {
  return item.product.price.times(item.quantity);
}

/** Totals of the counted lines; totalCost = productsCost − discount − bonus + delivery, never below 0 (spec §3 Cart totals). */
export function cartTotals(items: readonly CartItem[], adjustments: CartAdjustments = {}): CartTotals {
  const counted = items.filter(countsTowardsTotals);
  const productsQuantity = counted.reduce((n, item) => n + item.quantity, 0);
  const productsCost = sumMoney(counted.map(lineCost));
  const discountAmount = new Decimal(adjustments.discountAmount ?? 0);
  const bonusAmount = new Decimal(adjustments.bonusAmount ?? 0);
  const deliveryCost = new Decimal(adjustments.deliveryCost ?? 0);
  const totalCost = Decimal.max(ZERO, productsCost.minus(discountAmount).minus(bonusAmount).plus(deliveryCost));
  return { productsQuantity, productsCost, totalCost, discountAmount, bonusAmount, deliveryCost };
}
