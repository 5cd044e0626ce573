/** Club cards are EAN-13 numbers under the shop's in-store prefix 29 (GS1 «restricted circulation»), so any till scans them. */
const CLUB_CARD_PREFIX = '29';

/** The EAN-13 check digit of twelve digits, which the till checks on a scanned club card (spec §7 GET /profiles/qr-code). */
export function ean13CheckDigit(twelve: string): string {
  const sum = [...twelve].reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 1 : 3), 0);
  return String((10 - (sum % 10)) % 10);
}

/**
 * The customer's club card number (spec §7 GET /profiles/qr-code): fixed for the customer, read from the id's hex
 * digits, so it needs no counter and two customers collide only once in ten billion.
 */
export function clubCardNumber(customerId: string): string {
  const hex = customerId.replace(/[^0-9a-f]/gi, '') || '0';
  const body = CLUB_CARD_PREFIX + (BigInt(`0x${hex}`) % 10_000_000_000n).toString().padStart(10, '0');
  return body + ean13CheckDigit(body);
}

/** What the QR code on the profile's club card holds: the card number the till reads, as on a plastic card (spec §7 GET /profiles/qr-code). */
export const clubCardQrContent = (cardNumber: string): string => cardNumber;
