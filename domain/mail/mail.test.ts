import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escapeHtml';
import { giftCardMail, type IssuedCardMail } from './giftCardMail';
import { nextMailAttempt } from './mailRetry';

const card: IssuedCardMail = {
  recipientEmail: 'friend@example.ru',
  cardNumber: '7700000000001',
  pin: '042137',
  nominal: 3000,
  expiresAt: new Date('2027-11-23T10:00:00Z'),
  designName: 'Спорт — это жизнь',
  imageUrl: 'https://sportmarket.ru/media/content/egc-sport.svg',
  shopName: 'Спорт·Маркет',
};
const count = (s: string, ch: string) => s.split(ch).length - 1;

describe('the e-gift card letter (spec §3 Gift card)', () => {
  it('tells the recipient the number, PIN, nominal, validity, picture and how to pay with it, as text and HTML', () => {
    const letter = giftCardMail(card);
    expect(letter.to).toBe('friend@example.ru');
    expect(letter.subject).toBe('Электронная подарочная карта Спорт·Маркет на 3\u00a0000\u00a0₽');
    for (const fact of [
      'Номер карты: 7700000000001',
      'PIN-код: 042137',
      'Номинал: 3\u00a0000\u00a0₽',
      'Действует до: 23.11.2027',
      'Картинка карты: https://sportmarket.ru/media/content/egc-sport.svg',
      'Как воспользоваться картой:',
    ]) {
      expect(letter.text).toContain(fact);
    }
    expect(letter.html).toContain('<td>7700000000001</td>');
    expect(letter.html).toContain('<td>042137</td>');
    expect(letter.html).toContain('<img src="https://sportmarket.ru/media/content/egc-sport.svg" alt="Спорт — это жизнь"');
  });

  it('builds the HTML from escaped values only: whatever the inputs, no tag or attribute is added or broken', () => {
    const plain = giftCardMail(card).html;
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (recipientEmail, designName, imageUrl, shopName) => {
        const html = giftCardMail({ ...card, recipientEmail, designName, imageUrl, shopName }).html;
        for (const ch of ['<', '>', '"']) expect(count(html, ch)).toBe(count(plain, ch));
        expect(html).toContain(`alt="${escapeHtml(designName)}"`);
      }),
    );
  });

  it('escapes the five HTML characters reversibly', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;&amp;&lt;/a&gt;');
    const unescaped = (s: string) => s.replace(/&(lt|gt|quot|#39|amp);/g, (_, e: string) => ({ lt: '<', gt: '>', quot: '"', '#39': "'", amp: '&' })[e]!);
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"']/);
        expect(unescaped(escapeHtml(s))).toBe(s);
      }),
    );
  });
});

describe('retrying a failed letter', () => {
  const at = new Date('2026-11-23T10:00:00Z');
  it('waits 1, 2, 4 … minutes, at most a day', () => {
    expect([1, 2, 3, 4].map((n) => (nextMailAttempt(at, n).getTime() - at.getTime()) / 60_000)).toEqual([1, 2, 4, 8]);
    expect(nextMailAttempt(at, 500).getTime() - at.getTime()).toBe(24 * 3_600_000);
  });

  it('always retries later, never earlier than the previous try, never more than a day apart', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        const wait = nextMailAttempt(at, n).getTime() - at.getTime();
        expect(wait).toBeGreaterThan(0);
        expect(wait).toBeLessThanOrEqual(24 * 3_600_000);
        expect(nextMailAttempt(at, n + 1).getTime()).toBeGreaterThanOrEqual(nextMailAttempt(at, n).getTime());
      }),
    );
  });
});
