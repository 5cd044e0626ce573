/** The profile's personal data page, where /profile/ leads (spec §2 Profile routes). */
export const PERSONAL_PATH = '/profile/personal/';
