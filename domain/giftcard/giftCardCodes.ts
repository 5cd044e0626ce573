/**
 * Sending an e-gift card's PIN again (spec §7 POST /cart/gift-cards/{number}/codes; the rules are the shop's):
 * the letter goes only to the address the card was issued to, at most once an hour per card, so anyone who
 * knows a number can neither read the PIN nor flood the recipient. A plastic card's PIN is under its strip.
 */
const CODE_RESEND_WINDOW_MS = 60 * 60 * 1000;

/** One letter per card and hour: a repeat within the hour is the same fact (spec §7 Cart gift-card codes). */
export function codeLetterReference(cardNumber: string, now: Date): string {
  return `egc-card-code:${cardNumber}:${Math.floor(now.getTime() / CODE_RESEND_WINDOW_MS)}`;
}

/** The address as the shopper is shown it: «i***@mail.ru», first letter and domain (spec §7 Cart gift-card codes). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  return at < 1 ? '***' : `${email[0]}***${email.slice(at)}`;
}
