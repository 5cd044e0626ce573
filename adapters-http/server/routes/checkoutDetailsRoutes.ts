import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type { CheckoutDetailsUseCases } from '../../../application/checkout/checkoutDetailsUseCases';
import type { CheckoutPhoneUseCases } from '../../../application/checkout/verifyCheckoutPhone';
import { CartQuery } from '../../contract/cart';
import { LegalEntityRequest, PaymentRequest, PhoneCodeConfirm, PhoneVerifyRequest, ReceiverRequest } from '../../contract/checkoutDetails';
import { clientAddress } from '../clientAddress';
import { decodeBody, decodeQuery } from '../decode';
import { encodeCart } from '../encode/encodeCart';
import { failure } from '../failure';
import { requestCountry } from '../marketScope';
import { fieldFailure } from '../fieldFailure';
import type { SessionVariables } from '../session';

type Ctx = Context<{ Variables: SessionVariables }>;

/** Every cart call takes the cartType query (spec §7); a bad one is INCORRECT_REQUEST. */
const cartCall = (handler: (c: Ctx) => Promise<Response>) => async (c: Ctx) =>
  E.isLeft(decodeQuery(c, CartQuery)) ? failure(c, 'INCORRECT_REQUEST') : handler(c);

/** Checkout steps 2–3 (spec §7 Cart): contacts, phone confirmation, payment and legal entity; each change answers with the whole cart. */
export function checkoutDetailsRoutes(useCases: CheckoutDetailsUseCases, phone: CheckoutPhoneUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .put(
      '/cart/receiver',
      cartCall(async (c) => {
        const body = await decodeBody(c, ReceiverRequest);
        if (E.isLeft(body)) return failure(c, body.left);
        const saved = await useCases.saveContacts(c.get('ownerKey'), body.right);
        if (E.isRight(saved)) return c.json(encodeCart(saved.right));
        return saved.left._tag === 'INVALID_FIELDS' ? fieldFailure(c, saved.left.fields) : failure(c, saved.left._tag);
      }),
    )
    .post(
      '/cart/phone/_verify',
      cartCall(async (c) => {
        const body = await decodeBody(c, PhoneVerifyRequest);
        if (E.isLeft(body)) return failure(c, body.left);
        const request = { ownerKey: c.get('ownerKey'), clientAddress: clientAddress(c), country: await requestCountry(), ...body.right };
        if (PhoneCodeConfirm.is(body.right)) {
          const confirmed = await phone.confirm({ ...request, code: body.right.code });
          return E.isRight(confirmed) ? c.json(encodeCart(confirmed.right)) : failure(c, confirmed.left._tag);
        }
        const sent = await phone.request(request);
        return E.isRight(sent) ? c.json(sent.right) : failure(c, sent.left._tag);
      }),
    )
    .post(
      '/cart/payments',
      cartCall(async (c) => {
        const body = await decodeBody(c, PaymentRequest);
        if (E.isLeft(body)) return failure(c, body.left);
        const chosen = await useCases.choosePayment(c.get('ownerKey'), { paymentMethod: body.right.id, paymentTool: body.right.paymentTool ?? null });
        return E.isRight(chosen) ? c.json(encodeCart(chosen.right)) : failure(c, chosen.left._tag);
      }),
    )
    .post(
      '/cart/legal-entity',
      cartCall(async (c) => {
        const body = await decodeBody(c, LegalEntityRequest);
        if (E.isLeft(body)) return failure(c, body.left);
        const saved = await useCases.setLegalEntity(c.get('ownerKey'), body.right);
        if (E.isRight(saved)) return c.json(encodeCart(saved.right));
        return saved.left._tag === 'INVALID_FIELDS' ? fieldFailure(c, saved.left.fields) : failure(c, saved.left._tag);
      }),
    )
    .delete(
      '/cart/legal-entity',
      cartCall(async (c) => {
        const cleared = await useCases.clearLegalEntity(c.get('ownerKey'));
        return E.isRight(cleared) ? c.json(encodeCart(cleared.right)) : failure(c, cleared.left._tag);
      }),
    );
}
