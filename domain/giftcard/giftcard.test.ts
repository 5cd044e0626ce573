import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { egcTotal, MAX_EGC_LINES, MAX_EGC_QUANTITY, setEgcLineQuantity, type EgcLine } from './egcCart';
import { EGC_NOMINAL, isEgcNominal, validateEgcNominal } from './egcNominal';
import { egcExpiry, invoiceAsOrderStatus } from './egcInvoice';
import { legalOrderErrors, legalOrderOf, type LegalOrderInput } from './legalOrder';
import { COMPANY_IDS } from '../../test-fixtures/companyIds';

const nominal = fc.integer({ min: EGC_NOMINAL.priceFrom / 100, max: EGC_NOMINAL.priceTo / 100 }).map((n) => n * 100);
const line = fc.record({
  designId: fc.constantFrom('sport', 'birthday'),
  nominal,
  recipientEmail: fc.constantFrom('a@example.ru', 'B@example.ru'),
  quantity: fc.integer({ min: -5, max: 20 }),
});

describe('e-gift-card nominal (spec §3 Gift card)', () => {
  it('takes the bounds and whole hundreds only', () => {
    expect(isEgcNominal(500)).toBe(true);
    expect(isEgcNominal(50_000)).toBe(true);
    expect(isEgcNominal(400)).toBe(false);
    expect(isEgcNominal(50_100)).toBe(false);
    expect(isEgcNominal(1050)).toBe(false);
    expect(validateEgcNominal('3 000 ₽')).toEqual(E.right(3000));
    expect(validateEgcNominal('')).toEqual(E.left({ _tag: 'required' }));
    expect(validateEgcNominal('abc')).toEqual(E.left({ _tag: 'between', min: 500, max: 50_000 }));
  });

  it('takes digits only, not what Number would also read as a nominal', () => {
    for (const typed of ['5e3', '5000.0', '+5000', '0x1388']) {
      expect(validateEgcNominal(typed)).toEqual(E.left({ _tag: 'between', min: 500, max: 50_000 }));
    }
  });

  it('accepts exactly the numbers within the bounds in the step', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 100_000 }), (n) => {
        expect(isEgcNominal(n)).toBe(n >= 500 && n <= 50_000 && n % 100 === 0);
      }),
    );
  });
});

describe('e-gift-card cart (spec §4 Cart item, §3 Cart total)', () => {
  it('adds, changes and removes a line; the same recipient in another case is the same line', () => {
    const one = setEgcLineQuantity([], { designId: 'sport', nominal: 3000, recipientEmail: 'Me@Example.ru', quantity: 2 });
    expect(one).toEqual(E.right([{ designId: 'sport', nominal: 3000, recipientEmail: 'me@example.ru', quantity: 2 }]));
    const changed = E.flatMap(one, (lines) => setEgcLineQuantity(lines, { designId: 'sport', nominal: 3000, recipientEmail: 'me@example.ru', quantity: 5 }));
    expect(E.map(egcTotal)(changed)).toEqual(E.right(egcTotal([{ nominal: 3000, quantity: 5 }])));
    const removed = E.flatMap(changed, (lines) =>
      setEgcLineQuantity(lines, { designId: 'sport', nominal: 3000, recipientEmail: 'ME@example.ru', quantity: 0 }),
    );
    expect(removed).toEqual(E.right([]));
    expect(setEgcLineQuantity([], { designId: 'sport', nominal: 123, recipientEmail: 'a@b.ru', quantity: 1 })).toEqual(E.left('INVALID_NOMINAL'));
  });

  it('keeps quantities within 1..MAX, lines within MAX_EGC_LINES, and the total the sum of nominal × quantity', () => {
    fc.assert(
      fc.property(fc.array(line, { minLength: 20, maxLength: 40 }), (changes) => {
        let lines: readonly EgcLine[] = [];
        for (const change of changes) {
          const next = setEgcLineQuantity(lines, change);
          if (E.isRight(next)) lines = next.right;
          else expect(next.left).toBe('TOO_MANY_LINES_IN_BASKET');
        }
        expect(lines.length).toBeLessThanOrEqual(MAX_EGC_LINES);
        expect(lines.every((l) => l.quantity >= 1 && l.quantity <= MAX_EGC_QUANTITY)).toBe(true);
        const expected = lines.reduce((sum, l) => sum + l.nominal * l.quantity, 0);
        expect(egcTotal(lines).toNumber()).toBe(expected);
      }),
    );
  });

  it('sets the one line of a design, nominal and recipient, and refuses only a new line to a full cart', () => {
    // Few designs, nominals and addresses, and a minLength: fast-check's default size makes arrays of at most
    // 10 items whatever maxLength says, too few changes to fill the cart.
    const keyed = fc.record({
      designId: fc.constantFrom('sport', 'birthday'),
      nominal: fc.constantFrom(500, 1000, 3000, 50_000),
      recipientEmail: fc.constantFrom('a@example.ru', 'b@example.ru', ' B@Example.ru'),
      quantity: fc.integer({ min: -2, max: 12 }),
    });
    const key = (l: Omit<EgcLine, 'quantity'>) => `${l.designId}|${l.nominal}|${l.recipientEmail.trim().toLowerCase()}`;
    fc.assert(
      fc.property(fc.array(keyed, { minLength: 30, maxLength: 60 }), (changes) => {
        let lines: readonly EgcLine[] = [];
        for (const change of changes) {
          const quantity = Math.min(MAX_EGC_QUANTITY, Math.max(0, change.quantity));
          const exists = lines.some((l) => key(l) === key(change));
          const next = setEgcLineQuantity(lines, change);
          if (!exists && quantity > 0 && lines.length === MAX_EGC_LINES) {
            expect(next).toEqual(E.left('TOO_MANY_LINES_IN_BASKET'));
            continue;
          }
          if (E.isLeft(next)) throw new Error(`refused ${JSON.stringify(change)} to ${lines.length} lines`);
          const others = lines.filter((l) => key(l) !== key(change));
          expect(next.right.filter((l) => key(l) !== key(change))).toEqual(others);
          expect(next.right.filter((l) => key(l) === key(change)).map((l) => l.quantity)).toEqual(quantity > 0 ? [quantity] : []);
          lines = next.right;
        }
      }),
    );
  });
});

describe('e-gift-card invoice', () => {
  it('issued cards last a year; a cart is not payable as an order', () => {
    expect(egcExpiry(new Date('2026-11-23T10:00:00Z')).toISOString()).toBe('2027-11-23T10:00:00.000Z');
    expect(invoiceAsOrderStatus('CART')).toBe('CREATED');
    expect(invoiceAsOrderStatus('AWAITING_PAYMENT')).toBe('AWAITING_PAYMENT');
  });
});

describe('corporate order (spec §3 Legal entity, §5 Company ids)', () => {
  const valid: LegalOrderInput = {
    companyName: 'ООО «Ромашка»',
    ...COMPANY_IDS,
    contactName: 'Анна Петрова',
    phone: '+7 916 111-08-01',
    email: 'buh@romashka.ru',
    nominal: '5000',
    quantity: '20',
  };

  it('takes a valid request, the phone in E.164', () => {
    expect(E.map((o: { phone: string; nominal: number; quantity: number }) => [o.phone, o.nominal, o.quantity])(legalOrderOf(valid))).toEqual(
      E.right(['+79161110801', 5000, 20]),
    );
  });

  it('names each wrong field with the spec §5 rule', () => {
    const errors = legalOrderErrors({ ...valid, tin: '123', iec: '', ogrn: '12', nominal: '100', quantity: '0', email: 'x' });
    expect(errors.tin).toEqual({ _tag: 'tin' });
    expect(errors.iec).toEqual({ _tag: 'required' });
    expect(errors.ogrn).toEqual({ _tag: 'format' });
    expect(errors.nominal).toEqual({ _tag: 'between', min: 500, max: 50_000 });
    expect(errors.quantity).toEqual({ _tag: 'between', min: 1, max: 10_000 });
    expect(errors.email).toEqual({ _tag: 'email' });
    expect(errors.companyName).toBeNull();
  });

  it('asks for the company name and the e-mail', () => {
    const errors = legalOrderErrors({ ...valid, companyName: '', email: '' });
    expect(errors.companyName).toEqual({ _tag: 'required' });
    expect(errors.email).toEqual({ _tag: 'required' });
  });

  it('takes a quantity of digits, spaces around it aside', () => {
    expect(legalOrderErrors({ ...valid, quantity: '' }).quantity).toEqual({ _tag: 'required' });
    for (const typed of ['1.5', '+20', '20e1', '2 0']) expect(legalOrderErrors({ ...valid, quantity: typed }).quantity).toEqual({ _tag: 'format' });
    expect(legalOrderErrors({ ...valid, quantity: ' 20 ' }).quantity).toBeNull();
  });

  it('refuses a request with any wrong field, naming it', () => {
    expect(legalOrderOf({ ...valid, tin: '123' })).toEqual(E.left(legalOrderErrors({ ...valid, tin: '123' })));
  });

  it('keeps the fields as typed without the spaces around them', () => {
    const padded = Object.fromEntries(Object.entries(valid).map(([field, value]) => [field, ` ${value} `])) as LegalOrderInput;
    expect(legalOrderOf(padded)).toEqual(E.right({ ...valid, phone: '+79161110801', nominal: 5000, quantity: 20 }));
  });
});

describe('reduced header (spec §2 Routes /giftcard/cart)', () => {
  it('frames the gift-card cart only', async () => {
    const { showsReducedHeader } = await import('../display/reducedHeader');
    expect(showsReducedHeader('/giftcard/cart')).toBe(true);
    expect(showsReducedHeader('/giftcard/cart/')).toBe(true);
    expect(showsReducedHeader('/giftcard/')).toBe(false);
    // Call-centre operators see the full header there too (spec §2 Routes /cart/, §6).
    expect(showsReducedHeader('/giftcard/cart/', true)).toBe(false);
  });
});
