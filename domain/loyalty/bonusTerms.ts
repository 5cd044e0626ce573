/** Days after receipt when an order's bonuses are credited: the return window has closed (/clubpro/rules/). */
export const BONUS_CREDIT_DELAY_DAYS = 14;
/** Days credited bonuses stay valid (/clubpro/rules/). */
export const BONUS_VALIDITY_DAYS = 365;
