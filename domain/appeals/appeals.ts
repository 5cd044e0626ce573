import * as E from 'fp-ts/Either';
import { validateEmail } from '../validation/email';
import type { FieldErrors } from '../validation/formValidation';
import { firstError, maxLength, minLength, required } from '../validation/rules';
import { invalid } from '../validation/validationError';

/**
 * Appeals to the service desk (spec §3 Profile appeals, §7 Feedback). The spec names the calls only;
 * the types, what each needs, the states and the limits are this shop's (docs/notifications-and-appeals.md).
 */
type AppealTypeCode = 'ORDER' | 'PRODUCT_QUALITY' | 'STORE' | 'WEBSITE' | 'OTHER';

export interface AppealType {
  readonly code: AppealTypeCode;
  readonly name: string;
  /** An order the appeal is about must be chosen. */
  readonly needsOrder: boolean;
  /** A store the appeal is about must be chosen. */
  readonly needsStore: boolean;
}

/** The types GET /feedback/types lists, in this order (spec §7 Feedback). */
export const APPEAL_TYPES: readonly AppealType[] = [
  { code: 'ORDER', name: 'Вопрос о заказе', needsOrder: true, needsStore: false },
  { code: 'PRODUCT_QUALITY', name: 'Качество товара', needsOrder: true, needsStore: false },
  { code: 'STORE', name: 'Работа магазина', needsOrder: false, needsStore: true },
  { code: 'WEBSITE', name: 'Сайт и приложение', needsOrder: false, needsStore: false },
  { code: 'OTHER', name: 'Другое', needsOrder: false, needsStore: false },
];

/** The type of a code, or undefined for a code not in the list (spec §7 GET /feedback/types). */
export function appealTypeOf(code: string): AppealType | undefined {
  return APPEAL_TYPES.find((t) => t.code === code);
}

export type AppealStatus = 'NEW' | 'IN_PROGRESS' | 'ANSWERED';

/** How the appeals list names each state (spec §3 Profile appeals). */
export const APPEAL_STATUS_LABELS: Readonly<Record<AppealStatus, string>> = {
  NEW: 'Принято',
  IN_PROGRESS: 'В работе',
  ANSWERED: 'Ответ получен',
};

export const APPEAL_LIMITS = {
  /** Shortest text: «Плохо» says nothing the desk can act on. */
  minText: 10,
  /** Longest text, as a long letter. */
  maxText: 2000,
  /** Appeals a customer may send in an hour; more is flooding the desk. */
  perHour: 5,
} as const;

/** Spec §9: lists open at page 1 with 5 items a page; appeals follow the orders' list. */
export const APPEALS_PAGE_SIZE = 5;

export const APPEAL_MESSAGES = {
  APPEAL_LIMIT: 'Вы отправили много обращений за последний час. Попробуйте позже.',
  APPEAL_ORDER_NOT_FOUND: 'Выберите заказ из списка',
  APPEAL_STORE_NOT_FOUND: 'Выберите магазин из списка',
} as const;

/** What the form sends (spec §7 POST /feedback/appeals); blank choices are empty strings. */
export interface AppealDraft {
  readonly type: string;
  readonly orderNumber: string;
  readonly storeNumber: string;
  readonly text: string;
  readonly email: string;
}

export type AppealField = keyof AppealDraft;

/** An appeal that passed the form's rules: trimmed, choices the type does not need dropped. */
export interface AppealRequest {
  readonly type: AppealTypeCode;
  readonly orderNumber: string | null;
  readonly storeNumber: string | null;
  readonly text: string;
  readonly email: string | null;
}

/**
 * The form's rules (spec §5 required, oneOf, min/max, email): a type from the list, the order or store
 * it needs, a text of 10–2000 characters, an optional e-mail for the answer. Errors per field, or the request.
 */
export function validateAppeal(draft: AppealDraft): E.Either<FieldErrors<AppealField>, AppealRequest> {
  const type = appealTypeOf(draft.type);
  const email = validateEmail(draft.email);
  const errors: FieldErrors<AppealField> = {
    type: draft.type.trim() === '' ? invalid('required') : type ? null : invalid('oneOf'),
    orderNumber: type?.needsOrder && draft.orderNumber.trim() === '' ? invalid('required') : null,
    storeNumber: type?.needsStore && draft.storeNumber.trim() === '' ? invalid('required') : null,
    text: firstError(draft.text, [required, minLength(APPEAL_LIMITS.minText), maxLength(APPEAL_LIMITS.maxText)]),
    email: E.isLeft(email) ? email.left : null,
  };
  if (!type || Object.values(errors).some((e) => e != null)) return E.left(errors);
  return E.right({
    type: type.code,
    orderNumber: type.needsOrder ? draft.orderNumber.trim() : null,
    storeNumber: type.needsStore ? draft.storeNumber.trim() : null,
    text: draft.text.trim(),
    email: draft.email.trim() === '' ? null : draft.email.trim(),
  });
}
