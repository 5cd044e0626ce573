import { describe, expect, it } from 'vitest';
import { partnerCodeMail, partnerPromoCode } from './partnerPromoCodes';

describe('partner promo codes (spec §7 GET /partners/promocodes/dnkom)', () => {
  it("makes a code of the partner's prefix and eight characters of a fresh id", () => {
    expect(partnerPromoCode('dnkom', '3f9a0c12-7d4e-4b1a-9c2d-0a1b2c3d4e5f')).toBe('DNKOM-3F9A0C12');
  });

  it('writes the letter with the code in text and escaped HTML', () => {
    const letter = partnerCodeMail('dnkom', 'me@example.ru', 'DNKOM-3F9A0C12');
    expect(letter).toMatchObject({ to: 'me@example.ru', subject: 'Промокод ДНКОМ от Спорт·Маркета' });
    expect(letter.text).toContain('DNKOM-3F9A0C12');
    expect(letter.html).toContain('<p>Ваш промокод партнёра ДНКОМ: DNKOM-3F9A0C12.</p>');
  });
});
