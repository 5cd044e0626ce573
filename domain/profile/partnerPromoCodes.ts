import { escapeHtml } from '../mail/escapeHtml';
import type { MailMessage } from '../mail/giftCardMail';

/** Partners whose promo codes the shop hands out by e-mail (spec §7 GET /partners/promocodes/dnkom). */
const PARTNERS = {
  dnkom: { name: 'ДНКОМ', offer: 'скидка 15 % на анализы в лабораториях ДНКОМ', codePrefix: 'DNKOM' },
} as const;
export type Partner = keyof typeof PARTNERS;

/** What the field shows when the code cannot be sent to the address (spec §8 Other, SEND_EMAIL_ERROR; our wording). */
export const SEND_EMAIL_ERROR_MESSAGE = 'Не удалось отправить промокод на этот адрес. Проверьте адрес электронной почты или укажите другой';

/** A new partner code: the partner's prefix and eight characters of a fresh id, e.g. DNKOM-3F9A0C12. */
export function partnerPromoCode(partner: Partner, freshId: string): string {
  return `${PARTNERS[partner].codePrefix}-${freshId
    .replace(/[^0-9a-z]/gi, '')
    .slice(0, 8)
    .toUpperCase()}`;
}

/** The letter carrying a partner's promo code (spec §7 GET /partners/promocodes/dnkom). */
export function partnerCodeMail(partner: Partner, to: string, code: string): MailMessage {
  const { name, offer } = PARTNERS[partner];
  const lines = [`Ваш промокод партнёра ${name}: ${code}.`, `Он даёт ${offer}. Назовите его при оформлении заказа у партнёра.`];
  return {
    to,
    subject: `Промокод ${name} от Спорт·Маркета`,
    text: lines.join('\n'),
    html: lines.map((l) => `<p>${escapeHtml(l)}</p>`).join(''),
  };
}
