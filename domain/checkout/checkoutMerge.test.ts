import { describe, expect, it } from 'vitest';
import { mergeCheckout, mergeDropNotice } from './checkoutMerge';
import { EMPTY_CHECKOUT, type CheckoutState, type ContactPerson, type LegalEntityDetails, type PaymentChoice } from './checkoutState';
import { COMPANY_IDS } from '../../test-fixtures/companyIds';

const person = (firstName: string): ContactPerson => ({ firstName, lastName: 'Петрова', phone: '+79161110801', email: `${firstName}@example.ru` });
const card = (giftCardNumber: string, amount: string) => ({ promisedPaymentId: `pp-${giftCardNumber}-${amount}`, giftCardNumber, amount });
const delivery = { type: 'DELIVERY' as const, address: { text: 'Москва, ул. Тверская, д. 1' }, geoPoint: 'ucfv0n5q0vhj', variant: null };
const pickup = { type: 'PICKUP' as const, pointId: 'shop-1', inStock: true };
const cashPayment: PaymentChoice = { paymentMethod: 'CASH_TO_COURIER', paymentTool: null };
const company: LegalEntityDetails = {
  name: 'ООО «Ромашка»',
  ...COMPANY_IDS,
};

const customer: CheckoutState = {
  ...EMPTY_CHECKOUT,
  promoCodes: ['SALE', 'AUTUMN'],
  bonusApplied: true,
  giftCards: [card('1111', '500')],
  shipment: pickup,
  services: ['lifting'],
  owner: person('Анна'),
  receiver: person('Ольга'),
  verifiedPhones: ['+79161110801'],
  payment: cashPayment,
};

describe('the checkout after signing in with a visitor cart (spec §3 Cart; issue 14)', () => {
  it("keeps the customer's choices when the visitor chose nothing", () => {
    expect(mergeCheckout(customer, EMPTY_CHECKOUT)).toEqual(customer);
  });

  it("unites codes, gift cards (one per number, the customer's first) and confirmed phones", () => {
    const visitor: CheckoutState = {
      ...EMPTY_CHECKOUT,
      promoCodes: ['AUTUMN', 'WINTER'],
      giftCards: [card('1111', '900'), card('2222', '300')],
      verifiedPhones: ['+79161110801', '+79161110802'],
    };
    const merged = mergeCheckout(customer, visitor);
    expect(merged.promoCodes).toEqual(['SALE', 'AUTUMN', 'WINTER']);
    expect(merged.giftCards).toEqual([card('1111', '500'), card('2222', '300')]);
    expect(merged.verifiedPhones).toEqual(['+79161110801', '+79161110802']);
  });

  it("takes what the visitor chose in this visit over the customer's, but not the bonuses", () => {
    const visitor: CheckoutState = {
      ...EMPTY_CHECKOUT,
      shipment: delivery,
      services: [],
      owner: person('Ирина'),
      receiver: null,
      payment: { paymentMethod: 'IN_STORE', paymentTool: null },
      isLegalEntity: true,
      legalEntity: company,
    };
    const merged = mergeCheckout(customer, visitor);
    expect(merged.shipment).toBe(delivery);
    expect(merged.services).toEqual([]);
    expect(merged.owner).toEqual(person('Ирина'));
    expect(merged.receiver).toBeNull();
    expect(merged.payment).toBe(visitor.payment);
    expect([merged.isLegalEntity, merged.legalEntity]).toEqual([true, company]);
    expect(merged.bonusApplied).toBe(true);
  });
});

describe('mergeDropNotice', () => {
  it('says what was not carried over and why', () => {
    expect(mergeDropNotice({ kind: 'LINES', count: 3 })).toBe(
      'Не все товары перенесены в корзину после входа: в ней уже слишком много товаров (не поместилось: 3).',
    );
    expect(mergeDropNotice({ kind: 'PROMO_CODE', code: 'SALE', reason: 'PROMO_CODE_EXPIRED' })).toBe(
      'Промокод SALE не перенесён в корзину после входа: срок его действия истёк.',
    );
    expect(mergeDropNotice({ kind: 'PROMO_CODE', code: 'SALE', reason: 'PROMO_CODE_NOT_FOUND' })).toContain('такого промокода больше нет');
    expect(mergeDropNotice({ kind: 'PROMO_CODE', code: 'SALE', reason: 'PROMO_CODE_EXHAUSTED' })).toContain('он уже использован');
  });
});
