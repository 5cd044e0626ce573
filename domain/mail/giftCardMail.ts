import { formatMoney } from '../money/formatMoney';
import { escapeHtml } from './escapeHtml';

/** One e-mail as the shop hands it to a mail gateway. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html: string;
}

/** What the recipient of one issued e-gift card is told. */
export interface IssuedCardMail {
  readonly recipientEmail: string;
  readonly cardNumber: string;
  readonly pin: string;
  readonly nominal: number;
  readonly expiresAt: Date;
  readonly designName: string;
  /** Absolute address of the design picture. */
  readonly imageUrl: string;
  readonly shopName: string;
}

const validUntil = (d: Date) => new Intl.DateTimeFormat('ru-RU', { timeZone: 'Europe/Moscow', day: '2-digit', month: '2-digit', year: 'numeric' }).format(d);

const HOW_TO_USE = [
  'Оплатить покупку картой можно на сайте: в корзине введите номер карты и PIN-код в поле «Подарочная карта».',
  'В магазине назовите кассиру номер карты и PIN-код или покажите это письмо.',
  'Картой можно платить несколько раз, пока на ней остаются деньги.',
];

/**
 * The letter that brings an issued e-gift card to its recipient (spec §3 Gift card: number, PIN, nominal, validity;
 * §7 Gift cards): the same facts as plain text and as HTML, where every value is escaped.
 */
export function giftCardMail(card: IssuedCardMail): MailMessage {
  const nominal = formatMoney(card.nominal);
  const until = validUntil(card.expiresAt);
  const subject = `Электронная подарочная карта ${card.shopName} на ${nominal}`;
  const facts: readonly (readonly [string, string])[] = [
    ['Номинал', nominal],
    ['Номер карты', card.cardNumber],
    ['PIN-код', card.pin],
    ['Действует до', until],
    ['Дизайн', card.designName],
  ];
  const text = [
    `Вам подарили электронную подарочную карту ${card.shopName}.`,
    '',
    ...facts.map(([k, v]) => `${k}: ${v}`),
    `Картинка карты: ${card.imageUrl}`,
    '',
    'Как воспользоваться картой:',
    ...HOW_TO_USE.map((line) => `— ${line}`),
    '',
    'Никому не сообщайте PIN-код, кроме кассира при оплате.',
  ].join('\n');
  const e = escapeHtml;
  const html = `<!doctype html><html lang="ru"><head><meta charset="utf-8"><title>${e(subject)}</title></head><body>
<p>Вам подарили электронную подарочную карту ${e(card.shopName)}.</p>
<p><img src="${e(card.imageUrl)}" alt="${e(card.designName)}" width="320"></p>
<table>${facts.map(([k, v]) => `<tr><th align="left">${e(k)}</th><td>${e(v)}</td></tr>`).join('')}</table>
<p>Как воспользоваться картой:</p>
<ul>${HOW_TO_USE.map((line) => `<li>${e(line)}</li>`).join('')}</ul>
<p>Никому не сообщайте PIN-код, кроме кассира при оплате.</p>
</body></html>`;
  return { to: card.recipientEmail, subject, text, html };
}
