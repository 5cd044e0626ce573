/** Default text for unexpected failures and HTTP 400/404/500 (spec §8 Generic). */
export const GENERIC_ERROR_MESSAGE = 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже';
/** Text for an incorrect request (spec §8 Generic, incorrectRequest). */
export const INCORRECT_REQUEST_MESSAGE = 'Некорректный запрос';
/** Text for 401/403 asking to refresh the page; wording not given by the spec (spec §8 Generic). */
export const REFRESH_PAGE_MESSAGE = 'Сессия устарела. Пожалуйста, обновите страницу';

/** Alert shown when external sign-in fails: title and text (spec §4 Auth). */
export const AUTH_FAILURE_ALERT = { title: 'Ошибка', text: 'Произошла непредвиденная ошибка. Попробуйте повторить позднее.' } as const;

/** Notification texts of spec §8 Generic; only the size text is given verbatim, the others are written for this shop. */
export const NOTIFICATION_MESSAGES = {
  sizeTemporarilyAbsent: 'Планируется поступление',
  addToCartFailed: 'Не удалось добавить товар в корзину. Пожалуйста, повторите попытку позже',
  addToWishlistFailed: 'Не удалось добавить товар в избранное. Пожалуйста, повторите попытку позже',
  emailDomainBlacklisted: 'Адреса почты на этом домене не принимаются. Пожалуйста, укажите другой адрес',
  cartTooFull: 'К сожалению, превышен лимит по количеству товаров в корзине.',
} as const;

/** Alt text of an image that failed to load, and the caption of a missing image (spec §8 Other). */
export const IMAGE_TEXTS = { errorAlt: 'Ошибка!', noPhoto: 'Нет фото' } as const;

/** Text shown when an alphabet search finds nothing (spec §5 Other rules). */
export const NOTHING_FOUND_MESSAGE = 'Ничего не найдено';

/** The generic message for an HTTP status: 401/403 ask to refresh, others the default (spec §8 Generic). */
export function httpStatusMessage(status: number): string {
  return status === 401 || status === 403 ? REFRESH_PAGE_MESSAGE : GENERIC_ERROR_MESSAGE;
}
