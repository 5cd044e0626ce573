import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  AUTH_REASONS,
  CART_REASONS,
  ERROR_MESSAGES,
  GENERIC_ERROR_MESSAGE,
  GEO_REASONS,
  INCORRECT_REQUEST_MESSAGE,
  REASON_CODES,
  REFRESH_PAGE_MESSAGE,
  authErrorMessage,
  errorMessage,
  httpStatusMessage,
  isReasonCode,
} from './index';

describe('error catalogue (spec §8)', () => {
  it('has a non-empty Russian message for every reason code of the spec', () => {
    for (const code of [...AUTH_REASONS, ...CART_REASONS, ...GEO_REASONS]) {
      expect(isReasonCode(code)).toBe(true);
      expect(ERROR_MESSAGES[code]).toMatch(/[а-яё]/i);
    }
    expect(new Set(REASON_CODES).size).toBe(REASON_CODES.length);
  });

  it('quotes the spec verbatim where it gives the text', () => {
    expect(ERROR_MESSAGES.INVALID_GIFTCARD).toBe(
      'Невозможно использовать указанную подарочную карту. Некорректная подарочная карта будет удалена. Повторите попытку.',
    );
    expect(ERROR_MESSAGES.WRONG_CART_STATE).toBe('Ваша корзина была изменена. Повторите попытку.');
    expect(ERROR_MESSAGES.PHONE_VERIFICATION_CODE_REQUIRED).toBe('Необходимо подтвердить номер телефона через смс.');
    expect(ERROR_MESSAGES.EXCEED_LIMIT_ON_ACTIVE_ORDERS).toBe('Слишком много заказов. Выкупите или отмените 1, чтобы продолжить');
    expect(ERROR_MESSAGES.TOO_MANY_LINES_IN_BASKET).toBe('К сожалению, превышен лимит по количеству товаров в корзине.');
    expect(ERROR_MESSAGES.MISSING_GEOFENCES).toBe('В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой');
    expect(ERROR_MESSAGES.UNAVAILABLE_LOCALITY).toBe('Пожалуйста, укажите ближайший город или укажите адрес доставки');
    expect(GENERIC_ERROR_MESSAGE).toBe('Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже');
    expect(INCORRECT_REQUEST_MESSAGE).toBe('Некорректный запрос');
  });

  it('maps HTTP statuses: 401/403 ask to refresh, 400/404/500 and others the generic text', () => {
    expect(httpStatusMessage(401)).toBe(REFRESH_PAGE_MESSAGE);
    expect(httpStatusMessage(403)).toBe(REFRESH_PAGE_MESSAGE);
    for (const s of [400, 404, 500, 502]) expect(httpStatusMessage(s)).toBe(GENERIC_ERROR_MESSAGE);
  });

  it('prefers a non-blank server text (INVALID_EMAIL on saving a receiver)', () => {
    expect(errorMessage('INVALID_EMAIL', 'Почта в чёрном списке')).toBe('Почта в чёрном списке');
    expect(errorMessage('INVALID_EMAIL', '  ')).toBe(ERROR_MESSAGES.INVALID_EMAIL);
  });

  it('gives INCORRECT_PHONE its sign-in meaning for auth calls', () => {
    expect(authErrorMessage('INCORRECT_PHONE')).not.toBe(ERROR_MESSAGES.INCORRECT_PHONE);
    expect(authErrorMessage('TIME_LIMIT')).toBe(ERROR_MESSAGES.TIME_LIMIT);
  });

  it('recognises only catalogue codes', () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(isReasonCode(s)).toBe((REASON_CODES as readonly string[]).includes(s));
      }),
    );
    expect(isReasonCode(42)).toBe(false);
  });
});
