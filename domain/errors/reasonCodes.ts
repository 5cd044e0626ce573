/** Reason codes of sign-in calls (spec §8 Auth reasons). */
export const AUTH_REASONS = [
  'ALREADY_AUTHORIZED',
  'NEED_CAPTCHA',
  'TIME_LIMIT',
  'ALREADY_SENT',
  'TEMPORARILY_BLOCKED',
  'INCORRECT_PHONE',
  'INCORRECT_CODE',
  'INCORRECT_FLOW',
  'INTERNAL_SERVER_ERROR',
  'SERVER_ERROR',
  'NOT_AUTHORIZED',
  'INCORRECT_COMMUNICATION_CHANNEL',
  'VK_ID_NOT_FOUND',
  'SBER_ID_NOT_FOUND',
  'YANDEX_ID_NOT_FOUND',
  'CONSENT_REQUIRED',
] as const;
/** Reason codes of cart and checkout calls (spec §8 Cart and checkout). */
export const CART_REASONS = [
  'INVALID_GIFTCARD',
  'WRONG_CART_STATE',
  'PHONE_VERIFICATION_CODE_REQUIRED',
  'INCORRECT_PHONE',
  'ORDER_COST_IS_EXCEEDED',
  'ORDER_WEIGHT_EXCEEDED',
  'EXCEED_LIMIT_ON_ACTIVE_ORDERS',
  'INVALID_EMAIL',
  'TOO_MANY_LINES_IN_BASKET',
] as const;
/** Reason codes of location calls (spec §8 Geo). */
export const GEO_REASONS = ['MISSING_GEOFENCES', 'UNAVAILABLE_LOCALITY'] as const;
/** Other reason codes named by the spec (spec §8 Other, §8 Generic). */
const OTHER_REASONS = ['SEND_EMAIL_ERROR', 'INCORRECT_REQUEST', 'UNEXPECTED_ERROR'] as const;

/** A sign-in reason code (spec §8 Auth reasons). */
export type AuthReason = (typeof AUTH_REASONS)[number];
/** A cart or checkout reason code (spec §8 Cart and checkout). */
type CartReason = (typeof CART_REASONS)[number];
/** A location reason code (spec §8 Geo). */
type GeoReason = (typeof GEO_REASONS)[number];
/** Any reason code of the catalogue (spec §8). */
export type ReasonCode = AuthReason | CartReason | GeoReason | (typeof OTHER_REASONS)[number];

/** Every reason code of spec §8, each once. */
export const REASON_CODES: readonly ReasonCode[] = [...new Set<ReasonCode>([...AUTH_REASONS, ...CART_REASONS, ...GEO_REASONS, ...OTHER_REASONS])];

/** Whether a string from the wire is a known reason code (spec §8). */
export function isReasonCode(value: unknown): value is ReasonCode {
  return typeof value === 'string' && (REASON_CODES as readonly string[]).includes(value);
}
