import Decimal from 'decimal.js';
import * as E from 'fp-ts/Either';
import { isEgcNominal } from './egcNominal';
import { emailKey } from '../validation/email';
import { sumMoney } from '../money/money';

/** One line of the e-gift-card cart: a design, a nominal and where the cards go (spec §7 POST /egc/cart/items/_set-quantity). */
export interface EgcLine {
  readonly designId: string;
  readonly nominal: number;
  readonly recipientEmail: string;
  readonly quantity: number;
}

/** At most this many cards of one line, and this many lines: a bigger purchase is a corporate order (our limits). */
export const MAX_EGC_QUANTITY = 10;
export const MAX_EGC_LINES = 10;

export type EgcCartError = 'INVALID_NOMINAL' | 'TOO_MANY_LINES_IN_BASKET';

const sameLine = (a: Omit<EgcLine, 'quantity'>, b: Omit<EgcLine, 'quantity'>) =>
  a.designId === b.designId && a.nominal === b.nominal && emailKey(a.recipientEmail) === emailKey(b.recipientEmail);

/**
 * Sets a line's quantity (spec §4 Cart item: quantity never below 0; 0 removes the line): clamped to
 * 0..MAX_EGC_QUANTITY, lines keyed by design, nominal and recipient, the nominal within the bounds (spec §3 Gift card).
 */
export function setEgcLineQuantity(lines: readonly EgcLine[], line: EgcLine): E.Either<EgcCartError, readonly EgcLine[]> {
  if (!isEgcNominal(line.nominal)) return E.left('INVALID_NOMINAL');
  const quantity = Math.min(MAX_EGC_QUANTITY, Math.max(0, Math.trunc(line.quantity)));
  const exists = lines.some((l) => sameLine(l, line));
  if (!exists && quantity > 0 && lines.length >= MAX_EGC_LINES) return E.left('TOO_MANY_LINES_IN_BASKET');
  const next = exists
    ? lines.map((l) => (sameLine(l, line) ? { ...l, quantity } : l))
    : [...lines, { ...line, recipientEmail: emailKey(line.recipientEmail), quantity }];
  return E.right(next.filter((l) => l.quantity > 0));
}

/** The cart's total: nominal × quantity summed (spec §3 Cart total; an e-gift card costs its nominal). */
export function egcTotal(lines: readonly Pick<EgcLine, 'nominal' | 'quantity'>[]): Decimal {
  return sumMoney(lines.map((l) => new Decimal(l.nominal).times(l.quantity)));
}
