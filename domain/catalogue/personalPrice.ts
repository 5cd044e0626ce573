import Decimal from 'decimal.js';

/** What a customer pays for a product: the lower of the retail price and their personal price, if any (spec §3 Product.personalPrice). */
export const payablePrice = (retail: Decimal, personal: Decimal | undefined): Decimal => (personal ? Decimal.min(retail, personal) : retail);

/** The personal price worth showing: only one below the retail price is an offer (spec §3 Product.personalPrice). */
export const shownPersonalPrice = (retail: Decimal, personal: Decimal | undefined): Decimal | null => (personal?.lessThan(retail) ? personal : null);
