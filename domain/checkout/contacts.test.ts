import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validationMessage } from '../validation/messages';
import { contactErrors, contactPerson, contactUserType, isPostOfficePoint } from './contacts';
import { legalEntityDetails, legalEntityErrors } from './legalEntity';
import { EMPTY_CHECKOUT } from './checkoutState';
import { checkoutPaymentOptions, paymentChoiceAllowed } from '../payment/checkoutPaymentOptions';
import { paymentOptionLabel } from '../payment/paymentLabels';

const anna = { firstName: 'Анна', lastName: 'Петрова', phone: '8 (912) 345-67-89', email: 'anna@example.ru' };
const message = (e: ReturnType<typeof contactErrors>[keyof ReturnType<typeof contactErrors>]) => (e ? validationMessage(e) : null);

describe('contacts (spec §3 contactUser, §5 names, email, phone)', () => {
  it('keeps a valid person with the phone in E.164', () => {
    expect(contactPerson(anna, 'OWNER')).toEqual(E.right({ firstName: 'Анна', lastName: 'Петрова', phone: '+79123456789', email: 'anna@example.ru' }));
  });

  it('keeps names and e-mail without the spaces around them, and no e-mail when none is given', () => {
    const padded = { ...anna, firstName: ' Анна ', lastName: ' Петрова ', email: ' anna@example.ru ' };
    expect(contactPerson(padded, 'OWNER')).toEqual(contactPerson(anna, 'OWNER'));
    expect(contactPerson({ ...anna, email: ' ' }, 'RECEIVER')).toEqual(E.right({ firstName: 'Анна', lastName: 'Петрова', phone: '+79123456789' }));
  });

  it('refuses a person with any broken field, naming it', () => {
    for (const wrong of [{ firstName: '' }, { phone: '+7 812 000' }, { email: 'anna@' }]) {
      expect(contactPerson({ ...anna, ...wrong }, 'OWNER')).toEqual(E.left(contactErrors({ ...anna, ...wrong }, 'OWNER')));
    }
  });

  it('names the broken fields with the spec’s messages; e-mail required for the owner only', () => {
    const errors = contactErrors({ firstName: 'А', lastName: '', phone: '+7 812 000', email: '' }, 'OWNER');
    expect(Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, message(v)]))).toEqual({
      firstName: 'Пожалуйста, введите не меньше 2 символов',
      lastName: 'Пожалуйста, заполните обязательное поле',
      phone: 'Неверный формат телефона',
      email: 'Пожалуйста, заполните обязательное поле',
    });
    expect(contactErrors({ ...anna, email: '' }, 'RECEIVER').email).toBeNull();
    expect(message(contactErrors({ ...anna, email: 'anna@' }, 'RECEIVER').email)).toBe('Адрес почты не соответствует формату');
  });

  it('any Russian mobile typed with 8, +7 or 7 is the same E.164 phone', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^9\d{9}$/), fc.constantFrom('8', '+7', '7', '+7 '), (digits, prefix) => {
        const person = contactPerson({ ...anna, phone: prefix + digits }, 'OWNER');
        expect(E.isRight(person) && person.right.phone).toBe(`+7${digits}`);
      }),
    );
  });

  it('the receiver type follows whether someone else receives', () => {
    expect(contactUserType(EMPTY_CHECKOUT)).toBe('OWNER');
    expect(contactUserType({ ...EMPTY_CHECKOUT, receiver: { firstName: 'Иван', lastName: 'Петров', phone: '+79123450000' } })).toBe('RECEIVER');
  });

  it('asks for the passport name at a Russian Post office only', () => {
    expect(isPostOfficePoint('Почта России, отделение 101000')).toBe(true);
    expect(isPostOfficePoint('Пункт выдачи «почта  россии»')).toBe(true);
    expect(isPostOfficePoint('Спорт·Маркет, ТЦ Европейский')).toBe(false);
  });
});

describe('legal entity (spec §3 Legal entity, §5 Company ids)', () => {
  const company = {
    name: 'ООО «Спорт»',
    tin: '7701234567',
    bic: '',
    iec: '770101001',
    paymentAccount: '40702810900000000001',
    correspondentAccount: '30101810400000000225',
    ogrn: '1027700000001',
    accountant: ' ',
    ceo: 'Сидоров',
  };
  it('checks the ids and sends accountant and ceo only when present', () => {
    const { accountant: _blank, ...sent } = company;
    expect(legalEntityDetails(company)).toEqual(E.right(sent));
    const errors = legalEntityErrors({ ...company, tin: '123', ogrn: '12', name: '' });
    expect([errors.tin, errors.ogrn, errors.name].map(message)).toEqual([
      'ИНН должен содержать 10 или 12 цифр',
      'Неверный формат',
      'Пожалуйста, заполните обязательное поле',
    ]);
  });

  it('keeps the details without the spaces around them, and refuses them with any broken field', () => {
    const padded = Object.fromEntries(Object.entries(company).map(([field, value]) => [field, ` ${value} `])) as typeof company;
    const { accountant: _blank, ...sent } = company;
    expect(legalEntityDetails(padded)).toEqual(E.right(sent));
    expect(legalEntityDetails({ ...company, accountant: 'Иванова', ceo: '' })).toMatchObject(E.right({ accountant: 'Иванова' }));
    expect(legalEntityDetails({ ...company, tin: '123' })).toEqual(E.left(legalEntityErrors({ ...company, tin: '123' })));
  });
});

describe('payment options of the checkout (spec §3 Payment option, §9)', () => {
  const pickup = { ...EMPTY_CHECKOUT, shipment: { type: 'PICKUP' as const, pointId: '1', inStock: false } };
  it('pickup adds payment on receipt; a legal entity has CASHLESS only', () => {
    expect(checkoutPaymentOptions(pickup).map((o) => paymentOptionLabel(o.paymentMethod as never, (o.paymentTool ?? null) as never))).toEqual([
      'Картой онлайн',
      'СБП',
      'SberPay',
      'При получении',
    ]);
    expect(checkoutPaymentOptions({ ...pickup, isLegalEntity: true }).map((o) => o.paymentMethod)).toEqual(['CASHLESS']);
    expect(paymentChoiceAllowed(EMPTY_CHECKOUT, { paymentMethod: 'IN_STORE', paymentTool: null })).toBe(false);
    expect(paymentChoiceAllowed(pickup, { paymentMethod: 'IN_STORE', paymentTool: null })).toBe(true);
  });
  it('before a shipment only what every hand-over allows, so an early choice stays valid', () => {
    fc.assert(
      fc.property(fc.constantFrom(...checkoutPaymentOptions(EMPTY_CHECKOUT)), (o) => {
        const choice = { paymentMethod: o.paymentMethod as 'CARD_ONLINE', paymentTool: (o.paymentTool ?? null) as null };
        expect(paymentChoiceAllowed(pickup, choice)).toBe(true);
      }),
    );
  });
});
