import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { authErrorMessage, ERROR_MESSAGES } from '../../domain/errors';
import { GENERIC_ERROR_MESSAGE, INCORRECT_REQUEST_MESSAGE, REFRESH_PAGE_MESSAGE } from '../../domain/errors/genericMessages';
import type { ErrorBody } from '../contract/errors';

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
} as const satisfies Record<string, readonly [ContentfulStatusCode, string]>;

export type FailureTag = keyof typeof FAILURES;

/** Answers with the status, reason and message of a failure tag. */
export function failure(c: Context, tag: FailureTag): Response {
  const [status, message] = FAILURES[tag];
  return c.json({ reason: tag, message } satisfies ErrorBody, status);
}
