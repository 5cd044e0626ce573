/** Refusals of changing the profile's contacts (spec §7 Profile; codes and texts the shop's, the spec shows none). */
export const CONTACT_CHANGE_MESSAGES = {
  PHONE_ALREADY_USED: 'Этот номер телефона уже привязан к другому профилю',
} as const;
