/**
 * Why a customer returns a product (spec §3 Return order; the spec names no list, these are the shop's,
 * docs/returns.md). «Брак» and «Другое» need the customer's words; «Брак» may bring photos.
 */
export const RETURN_REASONS = [
  { code: 'WRONG_SIZE', name: 'Не подошёл размер', commentRequired: false },
  { code: 'WRONG_MODEL', name: 'Не подошёл цвет/модель', commentRequired: false },
  { code: 'DEFECT', name: 'Брак', commentRequired: true },
  { code: 'NOT_AS_DESCRIBED', name: 'Не соответствует описанию', commentRequired: false },
  { code: 'OTHER', name: 'Другое', commentRequired: true },
] as const;

export type ReturnReasonCode = (typeof RETURN_REASONS)[number]['code'];

/** Photos a defective line may bring: enough to show the defect from a few sides. */
export const MAX_RETURN_PHOTOS = 5;

/** Whether the reason may bring photos (spec §3 Return order imageCode, files: «Брак»). */
export function reasonAllowsPhotos(code: string): boolean {
  return code === 'DEFECT';
}

/** The comment to a returned line: a few sentences, as a cancellation's. */
export const MAX_RETURN_COMMENT_LENGTH = 1000;

/** Whether a code is one of the return reasons offered (spec §3 Return order). */
export function isReturnReasonCode(code: string): code is ReturnReasonCode {
  return RETURN_REASONS.some((r) => r.code === code);
}

/** Whether the reason needs the customer to say what is wrong (spec §3 Return order: «Брак», «Другое»). */
export function reasonNeedsComment(code: ReturnReasonCode): boolean {
  return RETURN_REASONS.some((r) => r.code === code && r.commentRequired);
}

/** The reason's name as the customer reads it (spec §3 Return order). */
export function returnReasonName(code: ReturnReasonCode): string {
  return RETURN_REASONS.find((r) => r.code === code)!.name;
}
