/** E-gift cards' letters with their PINs. */
export interface GiftCardCodes {
  /** Writes the issued card's letter again under `reference` (once per reference); the address, or undefined for no e-gift card. */
  readonly resend: (cardNumber: string, reference: string, now: Date) => Promise<string | undefined>;
}
