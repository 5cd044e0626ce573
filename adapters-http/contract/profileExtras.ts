import * as t from 'io-ts';

const Sport = t.type({ id: t.string, name: t.string });

/** GET /favorite-sports: the sports a customer can choose, best sellers first. */
export const FavoriteSports = t.type({ sports: t.array(Sport) });
export type FavoriteSports = t.TypeOf<typeof FavoriteSports>;

/** GET and POST /profiles/current/favorite-sport. */
export const FavoriteSport = t.type({ favoriteSport: t.union([Sport, t.null]) });
export type FavoriteSport = t.TypeOf<typeof FavoriteSport>;

/** Body of POST /profiles/current/favorite-sport. */
export const FavoriteSportBody = t.type({ id: t.refinement(t.string, (s) => /^[\w-]{1,40}$/.test(s), 'SportId') });

/** GET /profiles/qr-code: the club card and what its QR code holds. */
export const ClubCardQr = t.type({ cardNumber: t.string, qrCode: t.string });
export type ClubCardQr = t.TypeOf<typeof ClubCardQr>;

/** GET /shoppilot/jwt-tokens: the review widget's token and when it expires. */
export const ReviewWidgetToken = t.type({ token: t.string, expiresAt: t.string });
export type ReviewWidgetToken = t.TypeOf<typeof ReviewWidgetToken>;

/** Query of GET /partners/promocodes/dnkom. */
export const PartnerPromoCodeQuery = t.type({ email: t.refinement(t.string, (s) => s.length >= 1 && s.length <= 254, 'Email') });

/** GET /partners/promocodes/dnkom: the partner's code, also sent to the address. */
export const PartnerPromoCodeAnswer = t.type({ promocode: t.string });
export type PartnerPromoCodeAnswer = t.TypeOf<typeof PartnerPromoCodeAnswer>;
