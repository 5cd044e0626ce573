/** Operator modes (spec §3 User info operatorInfo, §4 Operator modes). */
export type OperatorMode = 'ADD_PRODUCT' | 'CREATE_BASKET';

/** The user facts roles are decided from (spec §3 User info). */
export interface UserFacts {
  readonly anonymous?: boolean | null;
  readonly operatorInfo?: { readonly mode: OperatorMode; readonly login: string } | null;
  readonly profileCompleted?: boolean | null;
  readonly mobileAppInstalled?: string | null;
}

/** Anonymous unless the flag is explicitly false (spec §6 Anonymous visitor). */
export function isAnonymous(user: UserFacts): boolean {
  return user.anonymous !== false;
}

/** An operator is a user with operatorInfo (spec §6 Call-centre operator). */
export function isOperator(user: UserFacts): boolean {
  return user.operatorInfo != null;
}

/** Operator panel mode label; the spec gives them in English, Russian wording written here (spec §6). */
export function operatorModeLabel(mode: OperatorMode): string {
  return mode === 'ADD_PRODUCT' ? 'Режим редактирования заказа' : 'Режим создания заказа и консультации';
}

/** Label of the button resetting the client session in create-basket mode, verbatim (spec §6). */
export const LEAVE_CLIENT_ACCOUNT_LABEL = 'Выйти из ЛК клиента';

/** Plates shown to an operator about the client: incomplete profile, app never installed (value NEVER) (spec §3, §6). */
export function operatorClientPlates(client: UserFacts): readonly string[] {
  return [...(client.profileCompleted === false ? ['Не заполнена анкета'] : []), ...(client.mobileAppInstalled === 'NEVER' ? ['Не установлено МП'] : [])];
}

/** What the header shows: in add-product mode the user button, wishlist and cart are hidden (spec §6). */
export function headerControls(user: UserFacts): { readonly userButton: boolean; readonly wishlist: boolean; readonly cart: boolean } {
  const shown = user.operatorInfo?.mode !== 'ADD_PRODUCT';
  return { userButton: shown, wishlist: shown, cart: shown };
}

/** Cookie notice: not for operators, and only without a stored agreement on routes that allow it (spec §4 Cookie notice, §6). */
export function showsCookieNotice(user: UserFacts, agreementStored: boolean, routeAllows: boolean): boolean {
  return !isOperator(user) && !agreementStored && routeAllows;
}
