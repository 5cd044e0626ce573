/** Throw-away mail services whose addresses the shop refuses (spec §8 INVALID_EMAIL, "e-mail domain blacklisted"). */
const BLOCKED_DOMAINS = ['mailinator.com', 'yopmail.com', 'tempmail.com'];

/** Whether an address is on a blocked domain (spec §8 INVALID_EMAIL). */
export function isBlockedEmail(email: string): boolean {
  return BLOCKED_DOMAINS.includes(email.trim().toLowerCase().split('@')[1] ?? '');
}
