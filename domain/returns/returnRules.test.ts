import Decimal from 'decimal.js';
import fc from 'fast-check';
import * as E from 'fp-ts/Either';
import { describe, expect, it } from 'vitest';
import { RETURN_REASONS, isReturnReasonCode, reasonNeedsComment } from './returnReasons';
import { checkReturnLines, isReturnable, refundAmount, returnableUnits, returnDeadline, type BoughtLine } from './returnRules';
import { RETURN_STATUS_LABELS, returnTransition, type ReturnAction, type ReturnStatus } from './returnStatus';

const RECEIVED = new Date('2030-03-01T10:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const bought: BoughtLine[] = [
  { wareId: 'w1', bought: 2, returned: 0, price: '1990.50' },
  { wareId: 'w2', bought: 3, returned: 1, price: '500' },
];
const line = (wareId: string, quantity: number, reasonCode = 'WRONG_SIZE', comment = '') => ({ wareId, quantity, reasonCode, comment });

describe('the return window (spec §3 Return order: 14 days after receipt)', () => {
  it('lets a received order go back until the end of the 14th day after receipt, Moscow time, and not after', () => {
    expect(isReturnable('RECEIVED', RECEIVED, new Date(RECEIVED.getTime() + 14 * DAY))).toBe(true);
    expect(returnDeadline(RECEIVED).toISOString()).toBe('2030-03-15T20:59:59.999Z'); // 15 March, 23:59:59 in Moscow
    expect(isReturnable('RECEIVED', RECEIVED, returnDeadline(RECEIVED))).toBe(true);
    expect(isReturnable('RECEIVED', RECEIVED, new Date(returnDeadline(RECEIVED).getTime() + 1))).toBe(false);
    // Received late in the evening in Moscow (after 21:00 UTC): the day of receipt is the Moscow one.
    expect(returnDeadline(new Date('2030-03-01T22:30:00Z')).toISOString()).toBe('2030-03-16T20:59:59.999Z');
    expect(isReturnable('PAID', RECEIVED, RECEIVED)).toBe(false);
    expect(isReturnable('RECEIVED', null, RECEIVED)).toBe(false);
  });

  it('is monotonic: once past the deadline, a later moment is past it too', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), (a, b) => {
        const [early, late] = [Math.min(a, b), Math.max(a, b)];
        const at = (ms: number) => isReturnable('RECEIVED', RECEIVED, new Date(RECEIVED.getTime() + ms));
        if (!at(early)) expect(at(late)).toBe(false);
      }),
    );
  });
});

describe('checking returned lines (spec §3 Return order)', () => {
  it('prices lines at the unit price paid and sums the refund', () => {
    const lines = checkReturnLines([line('w1', 2), line('w2', 2, 'DEFECT', ' шов разошёлся ')], bought);
    expect(E.isRight(lines)).toBe(true);
    if (E.isRight(lines)) {
      expect(lines.right.map((l) => l.comment)).toEqual(['', 'шов разошёлся']);
      expect(refundAmount(lines.right).toFixed(2)).toBe('4981.00');
    }
  });

  it('refuses more than bought minus returned, repeats, unknown sizes and an empty return', () => {
    expect(checkReturnLines([line('w2', 3)], bought)).toEqual(E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED', wareId: 'w2' }));
    expect(checkReturnLines([line('w1', 1), line('w1', 1)], bought)).toEqual(E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED', wareId: 'w1' }));
    expect(checkReturnLines([line('w9', 1)], bought)).toEqual(E.left({ _tag: 'RETURN_QUANTITY_EXCEEDED', wareId: 'w9' }));
    expect(checkReturnLines([], bought)).toEqual(E.left({ _tag: 'NOTHING_TO_RETURN' }));
  });

  it('needs a listed reason, and a comment for «Брак» and «Другое»', () => {
    expect(checkReturnLines([line('w1', 1, 'BORED')], bought)).toEqual(E.left({ _tag: 'INCORRECT_RETURN_REASON', wareId: 'w1' }));
    expect(checkReturnLines([line('w1', 1, 'OTHER', '  ')], bought)).toEqual(E.left({ _tag: 'RETURN_COMMENT_REQUIRED', wareId: 'w1' }));
    expect(RETURN_REASONS.map((r) => r.name)).toEqual(['Не подошёл размер', 'Не подошёл цвет/модель', 'Брак', 'Не соответствует описанию', 'Другое']);
    expect(RETURN_REASONS.filter((r) => reasonNeedsComment(r.code)).map((r) => r.name)).toEqual(['Брак', 'Другое']);
    fc.assert(
      fc.property(fc.string(), (code) => {
        expect(isReturnReasonCode(code)).toBe(RETURN_REASONS.some((r) => r.code === code));
      }),
    );
  });

  it('never accepts more units than are free, and the refund is the sum of units times price', () => {
    const arbLine = fc.record({
      bought: fc.integer({ min: 1, max: 9 }),
      returned: fc.integer({ min: 0, max: 9 }),
      price: fc.integer({ min: 0, max: 100_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(arbLine, { minLength: 1, maxLength: 5 }),
        fc.array(fc.integer({ min: 0, max: 10 }), { minLength: 5, maxLength: 5 }),
        (lines, wants) => {
          const order = lines.map((l, i) => ({ wareId: `w${i}`, ...l, price: new Decimal(l.price).div(100) }));
          const requests = order.map((l, i) => line(l.wareId, wants[i]!));
          const checked = checkReturnLines(requests, order);
          const fits = requests.every((r, i) => r.quantity >= 1 && r.quantity <= returnableUnits(order[i]!));
          expect(E.isRight(checked)).toBe(fits);
          if (E.isRight(checked)) {
            const expected = order.reduce((sum, l, i) => sum.plus(l.price.times(wants[i]!)), new Decimal(0));
            expect(refundAmount(checked.right).equals(expected)).toBe(true);
          }
          for (const l of order) expect(returnableUnits(l)).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});

describe('return states (spec §7 returns _cancel, _argue)', () => {
  const STATUSES = Object.keys(RETURN_STATUS_LABELS) as ReturnStatus[];
  const ACTIONS: ReturnAction[] = ['CANCEL', 'ACCEPT', 'REFUND', 'REFUSE', 'ARGUE'];

  it('cancels only a CREATED return and argues a refusal once', () => {
    expect(returnTransition('CREATED', 'CANCEL')).toBe('CANCELLED');
    expect(returnTransition('ACCEPTED', 'CANCEL')).toBeNull();
    expect(returnTransition('REFUSED', 'ARGUE')).toBe('DISPUTED');
    expect(returnTransition('DISPUTED', 'ARGUE')).toBeNull();
    expect(RETURN_STATUS_LABELS.CREATED).toBe('Оформлен');
  });

  it('never leaves a final state and never stays put', () => {
    fc.assert(
      fc.property(fc.constantFrom(...STATUSES), fc.constantFrom(...ACTIONS), (status, action) => {
        const to = returnTransition(status, action);
        if (status === 'CANCELLED' || status === 'REFUNDED' || status === 'DISPUTED') expect(to).toBeNull();
        if (to !== null) expect(to).not.toBe(status);
      }),
    );
  });
});

describe('the return form’s frame (spec §2 Profile routes: small header, no nav bar)', () => {
  it('uses the reduced header on /profile/order_return/{n} only', async () => {
    const { showsReducedHeader } = await import('../display/reducedHeader');
    expect(showsReducedHeader('/profile/order_return/1000123')).toBe(true);
    expect(showsReducedHeader('/profile/returns/')).toBe(false);
    expect(showsReducedHeader('/profile/order_history/1000123')).toBe(false);
  });
});
