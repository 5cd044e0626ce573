import { GENERIC_ERROR_MESSAGE, INCORRECT_REQUEST_MESSAGE, NOTIFICATION_MESSAGES } from './genericMessages';
import type { ReasonCode } from './reasonCodes';

/**
 * The message of every reason code (spec §8). Texts quoted by the spec are verbatim; where the spec
 * says "not shown" the text is written for this shop (listed in docs/spec-coverage.md).
 */
export const ERROR_MESSAGES: Readonly<Record<ReasonCode, string>> = {
  // Cart and checkout — verbatim unless noted
  INVALID_GIFTCARD: 'Невозможно использовать указанную подарочную карту. Некорректная подарочная карта будет удалена. Повторите попытку.',
  WRONG_CART_STATE: 'Ваша корзина была изменена. Повторите попытку.',
  PHONE_VERIFICATION_CODE_REQUIRED: 'Необходимо подтвердить номер телефона через смс.',
  INCORRECT_PHONE: 'В профиле не указан номер телефона. Пожалуйста, сначала заполните его', // written: not shown
  ORDER_COST_IS_EXCEEDED: 'Превышена максимально допустимая стоимость заказа', // written: not shown
  ORDER_WEIGHT_EXCEEDED: 'Превышен максимально допустимый вес заказа', // written: not shown
  EXCEED_LIMIT_ON_ACTIVE_ORDERS: 'Слишком много заказов. Выкупите или отмените 1, чтобы продолжить',
  INVALID_EMAIL: 'Этот адрес почты заблокирован. Пожалуйста, укажите другой адрес', // written: not shown
  TOO_MANY_LINES_IN_BASKET: NOTIFICATION_MESSAGES.cartTooFull,
  // Geo — verbatim
  MISSING_GEOFENCES: 'В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой',
  UNAVAILABLE_LOCALITY: 'Пожалуйста, укажите ближайший город или укажите адрес доставки',
  // Auth — wording not shown by the spec, written for this shop
  ALREADY_AUTHORIZED: 'Вы уже вошли. Страница будет обновлена',
  NEED_CAPTCHA: 'Подтвердите, что вы не робот',
  TIME_LIMIT: 'Код можно запросить повторно чуть позже',
  ALREADY_SENT: 'Код уже отправлен',
  TEMPORARILY_BLOCKED: 'Вход временно заблокирован. Пожалуйста, повторите попытку позже',
  INCORRECT_CODE: 'Неверный код',
  INCORRECT_FLOW: GENERIC_ERROR_MESSAGE,
  INTERNAL_SERVER_ERROR: GENERIC_ERROR_MESSAGE,
  SERVER_ERROR: GENERIC_ERROR_MESSAGE,
  NOT_AUTHORIZED: 'Необходимо войти в личный кабинет',
  INCORRECT_COMMUNICATION_CHANNEL: 'Не удалось отправить код выбранным способом',
  VK_ID_NOT_FOUND: 'Учётная запись VK ID не найдена',
  SBER_ID_NOT_FOUND: 'Учётная запись Сбер ID не найдена',
  YANDEX_ID_NOT_FOUND: 'Учётная запись Яндекс ID не найдена',
  CONSENT_REQUIRED: 'Необходимо согласие на обработку персональных данных',
  // Other and generic
  SEND_EMAIL_ERROR: 'Не удалось отправить письмо. Пожалуйста, повторите попытку позже', // server text preferred
  INCORRECT_REQUEST: INCORRECT_REQUEST_MESSAGE,
  UNEXPECTED_ERROR: GENERIC_ERROR_MESSAGE,
};

/** The message for a reason code, preferring a server-supplied text when given (spec §8). */
export function errorMessage(reason: ReasonCode, serverText?: string): string {
  return serverText?.trim() ? serverText : ERROR_MESSAGES[reason];
}

/** Auth meanings that differ from the cart meaning of the same code: INCORRECT_PHONE is a bad number when signing in (spec §8 Auth reasons). */
const AUTH_MESSAGE_OVERRIDES: Readonly<Partial<Record<ReasonCode, string>>> = {
  INCORRECT_PHONE: 'Неверный формат телефона',
};

/** The message for a reason returned by a sign-in call (spec §8 Auth reasons). */
export function authErrorMessage(reason: ReasonCode): string {
  return AUTH_MESSAGE_OVERRIDES[reason] ?? ERROR_MESSAGES[reason];
}
