import * as E from 'fp-ts/Either';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { APPEAL_LIMITS, APPEAL_STATUS_LABELS, APPEAL_TYPES, validateAppeal, type AppealDraft } from './appeals';

const draft = (changes: Partial<AppealDraft> = {}): AppealDraft => ({
  type: 'WEBSITE',
  orderNumber: '',
  storeNumber: '',
  text: 'Не открывается корзина',
  email: '',
  ...changes,
});
const errorsOf = (d: AppealDraft) => {
  const result = validateAppeal(d);
  return E.isLeft(result) ? Object.fromEntries(Object.entries(result.left).filter(([, e]) => e != null)) : {};
};

describe('appeal form (spec §5, §7 POST /feedback/appeals)', () => {
  it('lists the five types, and the states as the customer reads them', () => {
    expect(APPEAL_TYPES.map((t) => t.name)).toEqual(['Вопрос о заказе', 'Качество товара', 'Работа магазина', 'Сайт и приложение', 'Другое']);
    expect(Object.values(APPEAL_STATUS_LABELS)).toEqual(['Принято', 'В работе', 'Ответ получен']);
  });

  it('accepts a trimmed appeal and drops choices its type does not need', () => {
    expect(validateAppeal(draft({ text: '  Не открывается корзина  ', orderNumber: '12', storeNumber: '3', email: ' a@b.ru ' }))).toEqual(
      E.right({ type: 'WEBSITE', orderNumber: null, storeNumber: null, text: 'Не открывается корзина', email: 'a@b.ru' }),
    );
    expect(validateAppeal(draft({ type: 'ORDER', orderNumber: '12' }))).toMatchObject(E.right({ orderNumber: '12', email: null }));
  });

  it('asks for the type, the order or store the type needs, a text of 10–2000 characters and a valid e-mail', () => {
    expect(errorsOf(draft({ type: '' }))).toEqual({ type: { _tag: 'required' } });
    expect(errorsOf(draft({ type: 'COMPLAINT' }))).toEqual({ type: { _tag: 'oneOf' } });
    expect(errorsOf(draft({ type: 'ORDER' }))).toEqual({ orderNumber: { _tag: 'required' } });
    expect(errorsOf(draft({ type: 'STORE' }))).toEqual({ storeNumber: { _tag: 'required' } });
    expect(errorsOf(draft({ text: '   ' }))).toEqual({ text: { _tag: 'required' } });
    expect(errorsOf(draft({ text: 'Плохо' }))).toEqual({ text: { _tag: 'min', length: 10 } });
    expect(errorsOf(draft({ text: 'я'.repeat(2001) }))).toEqual({ text: { _tag: 'max', length: 2000 } });
    expect(errorsOf(draft({ email: 'почта' }))).toEqual({ email: { _tag: 'email' } });
  });

  it('accepts exactly the texts whose trimmed length is within the limits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 2100 }), (text) => {
        const length = Array.from(text.trim()).length;
        const ok = length >= APPEAL_LIMITS.minText && length <= APPEAL_LIMITS.maxText;
        expect(E.isRight(validateAppeal(draft({ text })))).toBe(ok);
      }),
    );
  });
});
