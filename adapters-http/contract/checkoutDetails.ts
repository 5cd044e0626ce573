import * as t from 'io-ts';
import { PAYMENT_METHODS } from '../../domain/payment/paymentMethods';
import { PAYMENT_TOOLS } from '../../domain/payment/paymentOptions';
import { ErrorBody } from './errors';

// Contacts, phone confirmation, payment and legal entity of checkout steps 2–3 (spec §7 Cart calls).

/** Bounded text: the form's own rules (spec §5) decide validity, this only keeps the body sane. */
const Text = t.refinement(t.string, (s) => s.length <= 256, 'Text');
const keys = <K extends string>(values: readonly K[]) => t.keyof(Object.fromEntries(values.map((v) => [v, null])) as Record<K, null>);

/** A person on the order as sent (spec §3 Cart contactUser owner/receiver). */
const ContactPersonBody = t.intersection([t.type({ firstName: Text, lastName: Text, phone: Text }), t.partial({ email: Text })]);

/** Body of PUT /web-api/v1/cart/receiver: the owner, and someone else who receives or null (body not shown by the spec; ours). */
export const ReceiverRequest = t.type({ owner: ContactPersonBody, receiver: t.union([ContactPersonBody, t.null]) });
export type ReceiverRequest = t.TypeOf<typeof ReceiverRequest>;

/** POST /web-api/v1/cart/phone/_verify: {phone, token} sends a code (spec §7); {phone, code} confirms it (ours). */
export const PhoneCodeConfirm = t.type({ phone: Text, code: Text });
const PhoneCodeAsk = t.intersection([t.type({ phone: Text }), t.partial({ token: t.string })]);
export const PhoneVerifyRequest = t.union([PhoneCodeConfirm, PhoneCodeAsk]);

/** Body of POST /web-api/v1/cart/payments {id, paymentTool} (spec §7): id is the payment method. */
export const PaymentRequest = t.intersection([t.type({ id: keys(PAYMENT_METHODS) }), t.partial({ paymentTool: t.union([keys(PAYMENT_TOOLS), t.null]) })]);
export type PaymentRequest = t.TypeOf<typeof PaymentRequest>;

/** Body of POST /web-api/v1/cart/legal-entity (spec §3 Legal entity); accountant and ceo only when present (spec §5 Cart). */
export const LegalEntityRequest = t.intersection([
  t.type({ name: Text, tin: Text, bic: Text, iec: Text, paymentAccount: Text, correspondentAccount: Text, ogrn: Text }),
  t.partial({ accountant: Text, ceo: Text }),
]);
export type LegalEntityRequest = t.TypeOf<typeof LegalEntityRequest>;

/**
 * A 400 for fields that broke the form's rules: reason INCORRECT_REQUEST, the first field's message,
 * and `fields` — the message of each field, by path ("tin", "owner.phone") (ours; spec §5 messages).
 */
export const FieldErrorBody = t.intersection([ErrorBody, t.type({ fields: t.record(t.string, t.string) })]);
export type FieldErrorBody = t.TypeOf<typeof FieldErrorBody>;

/** spec §3 Cart contactUser: who orders and who receives; verifiedPhones are those confirmed by SMS for this cart. */
const ContactPerson = t.intersection([t.type({ firstName: t.string, lastName: t.string, phone: t.string }), t.partial({ email: t.string })]);
export const ContactUser = t.type({
  contactUserType: t.keyof({ OWNER: null, RECEIVER: null }),
  owner: t.union([ContactPerson, t.null]),
  receiver: t.union([ContactPerson, t.null]),
  verifiedPhones: t.array(t.string),
});
export type ContactUser = t.TypeOf<typeof ContactUser>;

/** spec §3 Cart legalEntityInfo: the company as entered, with accountant and ceo. */
export const LegalEntityInfo = t.union([
  t.intersection([
    t.type({ name: t.string, tin: t.string, bic: t.string, iec: t.string, paymentAccount: t.string, correspondentAccount: t.string, ogrn: t.string }),
    t.partial({ accountant: t.string, ceo: t.string }),
  ]),
  t.null,
]);
export type LegalEntityInfo = t.TypeOf<typeof LegalEntityInfo>;

/** spec §3 Payment option. */
export const PaymentOption = t.type({
  paymentMethod: t.string,
  paymentTool: t.union([t.string, t.null]),
  isSelected: t.boolean,
});
export type PaymentOption = t.TypeOf<typeof PaymentOption>;
