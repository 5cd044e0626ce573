import { clubCardNumber, clubCardQrContent } from '../../domain/loyalty/clubCard';

/** The club card the profile shows as a QR code for the till (spec §7 GET /profiles/qr-code). */
export interface ClubCard {
  readonly cardNumber: string;
  /** What the QR code holds; the page draws it. */
  readonly qrCode: string;
}

/** The signed-in customer's club card. */
export const getClubCard =
  () =>
  (customerId: string): ClubCard => {
    const cardNumber = clubCardNumber(customerId);
    return { cardNumber, qrCode: clubCardQrContent(cardNumber) };
  };
