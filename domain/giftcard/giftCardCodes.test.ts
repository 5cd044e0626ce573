import { describe, expect, it } from 'vitest';
import { codeLetterReference, maskEmail } from './giftCardCodes';

describe("sending an e-gift card's PIN again", () => {
  it('is one letter per card and hour', () => {
    const at = (iso: string) => codeLetterReference('5000001', new Date(iso));
    expect(at('2026-11-28T10:00:00Z')).toBe(at('2026-11-28T10:59:59Z'));
    expect(at('2026-11-28T10:59:59Z')).not.toBe(at('2026-11-28T11:00:00Z'));
    expect(codeLetterReference('5000002', new Date('2026-11-28T10:00:00Z'))).not.toBe(at('2026-11-28T10:00:00Z'));
  });

  it('shows the address by its first letter and domain', () => {
    expect(maskEmail('friend@example.ru')).toBe('f***@example.ru');
    expect(maskEmail('@example.ru')).toBe('***');
    expect(maskEmail('i@mail.ru')).toBe('i***@mail.ru');
  });
});
