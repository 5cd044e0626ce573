import { escapeHtml } from '../mail/escapeHtml';
import type { MailMessage } from '../mail/giftCardMail';

/**
 * A new profile e-mail is the customer's only once confirmed (spec §7 POST /profiles/current/email, …/emails/_confirm;
 * the rules are the shop's): a six-digit code goes to the address, valid a day, a new one at most once a minute,
 * five wrong tries end it. The newest request replaces an earlier one.
 */
export const EMAIL_CODE_TTL_MS = 24 * 60 * 60 * 1000;
export const EMAIL_RESEND_AFTER_MS = 60 * 1000;
export const MAX_EMAIL_CODE_ATTEMPTS = 5;

/** The letter with the code (spec §7 Profile POST /profiles/current/email). */
export function emailConfirmationMail(email: string, code: string, shopName: string): MailMessage {
  const lines = [
    `Код подтверждения адреса почты: ${code}`,
    `Введите его в профиле на сайте ${shopName}, чтобы получать на этот адрес письма о заказах и новости. Код действует сутки.`,
    'Если вы не меняли адрес почты в профиле, просто не отвечайте на это письмо.',
  ];
  return {
    to: email,
    subject: `Подтвердите адрес почты — ${shopName}`,
    text: lines.join('\n\n'),
    html: `<!doctype html><html lang="ru"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
  };
}
