import * as t from 'io-ts';

// Electronic gift cards and corporate orders (spec §3 Gift card, Legal entity; §7 Gift cards; docs/giftcards.md).

const Quantity = t.refinement(t.number, (n) => Number.isInteger(n) && n >= 0 && n <= 999, 'Quantity');
const Nominal = t.refinement(t.number, (n) => Number.isInteger(n) && n > 0 && n <= 1_000_000, 'Nominal');
const Text = (max: number) => t.refinement(t.string, (s) => s.length <= max, `Text${max}`);

/** GET /egc/designs: the card pictures. */
const EgcDesign = t.type({ id: t.string, name: t.string, imageUrl: t.string });
export const EgcDesigns = t.array(EgcDesign);
export type EgcDesigns = t.TypeOf<typeof EgcDesigns>;

/** POST /egc/cart/items/_set-quantity: cards of a design and nominal for a recipient; 0 removes the line. */
export const EgcSetQuantityRequest = t.intersection([
  t.type({ designId: Text(40), nominal: Nominal, quantity: Quantity, recipientEmail: Text(254) }),
  t.partial({ invoiceNumber: t.union([Text(20), t.null]) }),
]);
export type EgcSetQuantityRequest = t.TypeOf<typeof EgcSetQuantityRequest>;

export const EgcItem = t.type({
  designId: t.string,
  designName: t.string,
  imageUrl: t.string,
  nominal: t.number,
  quantity: t.number,
  recipientEmail: t.string,
  amount: t.number,
});
export type EgcItem = t.TypeOf<typeof EgcItem>;

/** An issued card; its PIN goes to the invoice's owner only. */
export const EgcCard = t.type({
  giftCardNumber: t.string,
  pin: t.string,
  nominal: t.number,
  designId: t.string,
  recipientEmail: t.string,
  expiresAt: t.string,
});
export type EgcCard = t.TypeOf<typeof EgcCard>;

/** GET /egc/cart/{invoice}, GET /egc/invoices/{n}: the cart or invoice; invoiceNumber null for a cart not yet made. */
export const EgcInvoice = t.type({
  invoiceNumber: t.union([t.string, t.null]),
  status: t.keyof({ CART: null, AWAITING_PAYMENT: null, PAID: null }),
  items: t.array(EgcItem),
  total: t.number,
  buyerEmail: t.union([t.string, t.null]),
  buyerPhone: t.union([t.string, t.null]),
  cards: t.array(EgcCard),
});
export type EgcInvoice = t.TypeOf<typeof EgcInvoice>;

/** POST /egc/invoices/{n}/payments: the buyer's contacts; answered with the acquirer's page. */
export const EgcPayRequest = t.type({ email: Text(254), phone: Text(40) });
export type EgcPayRequest = t.TypeOf<typeof EgcPayRequest>;
export const EgcPayment = t.type({ paymentUrl: t.string });
export type EgcPayment = t.TypeOf<typeof EgcPayment>;

const Field = Text(200);
const NumberOrText = t.union([t.number, Field]);

/** POST /egc/legal-orders: a company's request (spec §3 Legal entity); field rules are the domain's (400 with fields). */
export const LegalOrderRequest = t.type({
  companyName: Field,
  tin: Field,
  bic: Field,
  iec: Field,
  paymentAccount: Field,
  correspondentAccount: Field,
  ogrn: Field,
  contactName: Field,
  phone: Field,
  email: Field,
  nominal: NumberOrText,
  quantity: NumberOrText,
});
export type LegalOrderRequest = t.TypeOf<typeof LegalOrderRequest>;
export const LegalOrderAnswer = t.type({ requestNumber: t.string });
export type LegalOrderAnswer = t.TypeOf<typeof LegalOrderAnswer>;

/** Path of POST /web-api/v1/cart/gift-cards/{number}/codes (spec §7 Cart): a card number as the gift-card field takes it. */
export const GiftCardNumberParam = t.refinement(t.string, (s) => /^[0-9A-Za-z-]{1,32}$/.test(s), 'GiftCardNumber');

/** Its answer (the shop's): the card and the masked address its letter went to again. */
export const GiftCardCodeSent = t.type({ giftCardNumber: t.string, email: t.string });
export type GiftCardCodeSent = t.TypeOf<typeof GiftCardCodeSent>;
