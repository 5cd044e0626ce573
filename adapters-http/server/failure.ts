import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authErrorMessage, ERROR_MESSAGES } from '../../domain/errors';
import { GENERIC_ERROR_MESSAGE, INCORRECT_REQUEST_MESSAGE, REFRESH_PAGE_MESSAGE } from '../../domain/errors/genericMessages';
import type { ErrorBody } from '../contract/errors';
import { ORDER_REASON_MESSAGES } from '../../domain/order/orderReasons';
import { CANCEL_MESSAGES } from '../../domain/order/orderCancellation';
import { EDIT_REASON_MESSAGES } from '../../domain/order/orderEditReasons';
import { PROLONG_MESSAGES } from '../../domain/order/orderKeeping';
import { SHIPMENT_MESSAGES } from '../../domain/shipment/shipmentMessages';
import { PAYMENT_REASON_MESSAGES } from '../../domain/payment/paymentReasons';
import { AMOUNT_NOT_FINANCED_MESSAGE } from '../../domain/payment/orderPaymentWays';
import { CHECKOUT_REASON_MESSAGES } from '../../domain/checkout/checkoutReasons';
import { PROMO_CODE_MESSAGES } from '../../domain/checkout/promoCodes';
import { GIFT_CARD_MESSAGES } from '../../domain/checkout/giftCardAllocation';
import { RUSSIA_ONLY_MESSAGES } from '../../domain/market/russiaOnly';
import { PHOTO_MESSAGES } from '../../domain/reviews/reviewPhotos';
import { CONTACT_CHANGE_MESSAGES } from '../../domain/profile/contactChange';
import { DELIVERY_ADDRESS_LIMIT_MESSAGE } from '../../domain/profile/deliveryAddress';
import { EMAIL_REQUIRED_MESSAGE } from '../../domain/profile/subscriptions';
import { RETURN_FAILURES } from './returnFailures';
import { PRO_FAILURES } from './proFailures';
import { PAYMENT_IN_PROGRESS_MESSAGE } from '../../domain/payment/paymentSupersession';
import { EGC_REASON_MESSAGES } from '../../domain/giftcard/egcReasons';
import { APPEAL_MESSAGES } from '../../domain/appeals/appeals';
import { APPEAL_FILE_MESSAGES } from '../../domain/appeals/appealFiles';
import { SEND_EMAIL_ERROR_MESSAGE } from '../../domain/profile/partnerPromoCodes';

/** The one table from failure tags to HTTP answers: status, reason code and the shopper's message. */
const FAILURES = {
  INCORRECT_REQUEST: [400, INCORRECT_REQUEST_MESSAGE],
  FORBIDDEN: [403, REFRESH_PAGE_MESSAGE],
  NOT_FOUND: [404, GENERIC_ERROR_MESSAGE],
  PRODUCT_NOT_FOUND: [404, GENERIC_ERROR_MESSAGE],
  BAD_PAGE: [400, INCORRECT_REQUEST_MESSAGE],
  WRONG_CART_STATE: [409, ERROR_MESSAGES.WRONG_CART_STATE],
  TOO_MANY_LINES_IN_BASKET: [400, ERROR_MESSAGES.TOO_MANY_LINES_IN_BASKET],
  INTERNAL_SERVER_ERROR: [500, GENERIC_ERROR_MESSAGE],
  INVALID_EMAIL: [400, ERROR_MESSAGES.INVALID_EMAIL],
  // A partner's promo code by e-mail (spec §8 Other: the text is shown under the field)
  SEND_EMAIL_ERROR: [400, SEND_EMAIL_ERROR_MESSAGE],
  // Reviews: one per customer and product; the wording is ours (the spec gives none).
  ALREADY_REVIEWED: [400, 'Вы уже оставили отзыв на этот товар'],
  // Review and question photos (docs/reviews.md)
  PHOTO_TOO_LARGE: [400, PHOTO_MESSAGES.PHOTO_TOO_LARGE],
  UNSUPPORTED_PHOTO_FORMAT: [400, PHOTO_MESSAGES.UNSUPPORTED_PHOTO_FORMAT],
  CORRUPT_PHOTO: [400, PHOTO_MESSAGES.CORRUPT_PHOTO],
  PHOTO_UPLOAD_LIMIT: [429, PHOTO_MESSAGES.PHOTO_UPLOAD_LIMIT],
  PHOTO_NOT_FOUND: [400, PHOTO_MESSAGES.PHOTO_NOT_FOUND],
  PAYMENT_NOT_ALLOWED: [400, CHECKOUT_REASON_MESSAGES.PAYMENT_NOT_ALLOWED],
  // The cart page: promo codes and gift cards (messages written for this shop, docs/spec-coverage.md)
  INVALID_GIFTCARD: [400, ERROR_MESSAGES.INVALID_GIFTCARD],
  GIFT_CARD_ATTEMPTS_EXCEEDED: [429, GIFT_CARD_MESSAGES.GIFT_CARD_ATTEMPTS_EXCEEDED],
  GIFT_CARD_ALREADY_APPLIED: [400, GIFT_CARD_MESSAGES.GIFT_CARD_ALREADY_APPLIED],
  GIFT_CARD_EMPTY: [400, GIFT_CARD_MESSAGES.GIFT_CARD_EMPTY],
  NOTHING_TO_PAY: [400, GIFT_CARD_MESSAGES.NOTHING_TO_PAY],
  // Markets: gift cards and bonuses are Russian-only (domain/market/russiaOnly.ts)
  GIFT_CARDS_RUSSIA_ONLY: [400, RUSSIA_ONLY_MESSAGES.GIFT_CARDS_RUSSIA_ONLY],
  BONUSES_RUSSIA_ONLY: [400, RUSSIA_ONLY_MESSAGES.BONUSES_RUSSIA_ONLY],
  PROMO_CODE_NOT_FOUND: [400, PROMO_CODE_MESSAGES.PROMO_CODE_NOT_FOUND],
  PROMO_CODE_EXPIRED: [400, PROMO_CODE_MESSAGES.PROMO_CODE_EXPIRED],
  PROMO_CODE_EXHAUSTED: [400, PROMO_CODE_MESSAGES.PROMO_CODE_EXHAUSTED],
  PROMO_CODE_MIN_COST: [400, PROMO_CODE_MESSAGES.PROMO_CODE_MIN_COST],
  PROMO_CODE_ALREADY_APPLIED: [400, PROMO_CODE_MESSAGES.PROMO_CODE_ALREADY_APPLIED],
  // Checkout step 1: geo reasons verbatim (spec §8 Geo), the others written for this shop
  MISSING_GEOFENCES: [400, ERROR_MESSAGES.MISSING_GEOFENCES],
  UNAVAILABLE_LOCALITY: [400, ERROR_MESSAGES.UNAVAILABLE_LOCALITY],
  PICKUP_POINT_UNAVAILABLE: [400, SHIPMENT_MESSAGES.PICKUP_POINT_UNAVAILABLE],
  DELIVERY_VARIANT_CHANGED: [409, SHIPMENT_MESSAGES.DELIVERY_VARIANT_CHANGED],
  DELIVERY_ADDRESS_REQUIRED: [400, SHIPMENT_MESSAGES.DELIVERY_ADDRESS_REQUIRED],
  // Sign-in (spec §8 Auth reasons); messages from domain/errors
  ALREADY_AUTHORIZED: [400, authErrorMessage('ALREADY_AUTHORIZED')],
  NEED_CAPTCHA: [400, authErrorMessage('NEED_CAPTCHA')],
  TIME_LIMIT: [429, authErrorMessage('TIME_LIMIT')],
  ALREADY_SENT: [429, authErrorMessage('ALREADY_SENT')],
  TEMPORARILY_BLOCKED: [429, authErrorMessage('TEMPORARILY_BLOCKED')],
  INCORRECT_PHONE: [400, authErrorMessage('INCORRECT_PHONE')],
  INCORRECT_CODE: [400, authErrorMessage('INCORRECT_CODE')],
  INCORRECT_FLOW: [400, authErrorMessage('INCORRECT_FLOW')],
  INCORRECT_COMMUNICATION_CHANNEL: [400, authErrorMessage('INCORRECT_COMMUNICATION_CHANNEL')],
  NOT_AUTHORIZED: [401, authErrorMessage('NOT_AUTHORIZED')],
  SERVER_ERROR: [502, authErrorMessage('SERVER_ERROR')],
  VK_ID_NOT_FOUND: [400, authErrorMessage('VK_ID_NOT_FOUND')],
  SBER_ID_NOT_FOUND: [400, authErrorMessage('SBER_ID_NOT_FOUND')],
  YANDEX_ID_NOT_FOUND: [400, authErrorMessage('YANDEX_ID_NOT_FOUND')],
  // Online payment (messages written for this shop, docs/spec-coverage.md)
  ORDER_NOT_PAYABLE: [409, PAYMENT_REASON_MESSAGES.ORDER_NOT_PAYABLE],
  PAYMENT_REFUSED: [402, PAYMENT_REASON_MESSAGES.PAYMENT_REFUSED],
  PAYMENT_UNAVAILABLE: [502, PAYMENT_REASON_MESSAGES.PAYMENT_UNAVAILABLE],
  AMOUNT_NOT_FINANCED: [422, AMOUNT_NOT_FINANCED_MESSAGE],
  // Placing orders: spec §8 codes, and the shop's own where the spec names none (domain/order/orderReasons.ts)
  CONSENT_REQUIRED: [400, ERROR_MESSAGES.CONSENT_REQUIRED],
  PHONE_VERIFICATION_CODE_REQUIRED: [400, ERROR_MESSAGES.PHONE_VERIFICATION_CODE_REQUIRED],
  ORDER_COST_IS_EXCEEDED: [422, ERROR_MESSAGES.ORDER_COST_IS_EXCEEDED],
  ORDER_WEIGHT_EXCEEDED: [422, ERROR_MESSAGES.ORDER_WEIGHT_EXCEEDED],
  EXCEED_LIMIT_ON_ACTIVE_ORDERS: [422, ERROR_MESSAGES.EXCEED_LIMIT_ON_ACTIVE_ORDERS],
  CART_IS_EMPTY: [400, ORDER_REASON_MESSAGES.CART_IS_EMPTY],
  SHIPMENT_NOT_SELECTED: [400, ORDER_REASON_MESSAGES.SHIPMENT_NOT_SELECTED],
  CONTACTS_INCOMPLETE: [400, ORDER_REASON_MESSAGES.CONTACTS_INCOMPLETE],
  PAYMENT_NOT_SELECTED: [400, ORDER_REASON_MESSAGES.PAYMENT_NOT_SELECTED],
  NOT_ENOUGH_STOCK: [409, ORDER_REASON_MESSAGES.NOT_ENOUGH_STOCK],
  INVALID_PROMOCODE: [409, ORDER_REASON_MESSAGES.INVALID_PROMOCODE],
  NOT_ENOUGH_BONUSES: [409, ORDER_REASON_MESSAGES.NOT_ENOUGH_BONUSES],
  ORDER_NOT_EDITABLE: [409, ORDER_REASON_MESSAGES.ORDER_NOT_EDITABLE],
  GOODS_NOT_HANDED_OVER_THIS_WAY: [400, ORDER_REASON_MESSAGES.GOODS_NOT_HANDED_OVER_THIS_WAY],
  PAYMENT_IN_PROGRESS: [409, PAYMENT_IN_PROGRESS_MESSAGE],
  // A customer cancelling an order (docs/profile.md)
  INCORRECT_CANCEL_REASON: [400, CANCEL_MESSAGES.INCORRECT_CANCEL_REASON],
  ORDER_ALREADY_CANCELLED: [409, CANCEL_MESSAGES.ORDER_ALREADY_CANCELLED],
  ORDER_NOT_CANCELLABLE: [409, CANCEL_MESSAGES.ORDER_NOT_CANCELLABLE],
  // A paid order's refund (docs/orders.md, Cancelling a paid order): refused, not answered yet, or held by another cancellation.
  REFUND_FAILED: [409, CANCEL_MESSAGES.REFUND_FAILED],
  REFUND_PENDING: [409, CANCEL_MESSAGES.REFUND_PENDING],
  REFUND_IN_PROGRESS: [409, CANCEL_MESSAGES.REFUND_IN_PROGRESS],
  // Keeping an order longer in the shop, asking to change it (domain/order/orderKeeping.ts, orderEditReasons.ts)
  RECEIVING_DATE_NOT_PROLONGABLE: [409, PROLONG_MESSAGES.RECEIVING_DATE_NOT_PROLONGABLE],
  RECEIVING_DATE_ALREADY_PROLONGED: [409, PROLONG_MESSAGES.RECEIVING_DATE_ALREADY_PROLONGED],
  RECEIVING_DATE_PASSED: [409, PROLONG_MESSAGES.RECEIVING_DATE_PASSED],
  INCORRECT_EDIT_REASON: [400, EDIT_REASON_MESSAGES.INCORRECT_EDIT_REASON],
  ORDER_CLOSED: [409, EDIT_REASON_MESSAGES.ORDER_CLOSED],
  // Changing the profile's contacts (domain/profile/contactChange.ts)
  PHONE_ALREADY_USED: [409, CONTACT_CHANGE_MESSAGES.PHONE_ALREADY_USED],
  // Profile delivery addresses: at most MAX_DELIVERY_ADDRESSES (docs/profile.md)
  DELIVERY_ADDRESS_LIMIT: [400, DELIVERY_ADDRESS_LIMIT_MESSAGE],
  // Profile subscriptions: e-mail news need an e-mail in the profile (docs/profile.md)
  EMAIL_REQUIRED: [400, EMAIL_REQUIRED_MESSAGE],
  // Returns of received orders (docs/returns.md)
  ...RETURN_FAILURES,
  // The professional programme (docs/pro-programme.md)
  ...PRO_FAILURES,
  // Electronic gift cards (docs/giftcards.md)
  INVALID_NOMINAL: [400, EGC_REASON_MESSAGES.INVALID_NOMINAL],
  INVOICE_NOT_PAYABLE: [409, EGC_REASON_MESSAGES.INVOICE_NOT_PAYABLE],
  // Appeals: the order or store must be the customer's / the shop's; at most 5 an hour (docs/notifications-and-appeals.md)
  APPEAL_ORDER_NOT_FOUND: [400, APPEAL_MESSAGES.APPEAL_ORDER_NOT_FOUND],
  APPEAL_STORE_NOT_FOUND: [400, APPEAL_MESSAGES.APPEAL_STORE_NOT_FOUND],
  APPEAL_LIMIT: [429, APPEAL_MESSAGES.APPEAL_LIMIT],
  FILE_TOO_LARGE: [400, APPEAL_FILE_MESSAGES.FILE_TOO_LARGE],
  UNSUPPORTED_FILE_FORMAT: [400, APPEAL_FILE_MESSAGES.UNSUPPORTED_FILE_FORMAT],
  CORRUPT_FILE: [400, APPEAL_FILE_MESSAGES.CORRUPT_FILE],
  FILE_UPLOAD_LIMIT: [429, APPEAL_FILE_MESSAGES.FILE_UPLOAD_LIMIT],
  FILE_NOT_FOUND: [400, APPEAL_FILE_MESSAGES.FILE_NOT_FOUND],
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;

export type FailureTag = keyof typeof FAILURES;

/** Answers with the status, reason and message of a failure tag. */
export function failure(c: Context, tag: FailureTag): Response {
  const [status, message] = FAILURES[tag];
  return c.json({ reason: tag, message } satisfies ErrorBody, status);
}
