import * as E from 'fp-ts/Either';
import { Hono } from 'hono';
import type { GiftCardUseCases } from '../../../application/giftcard/giftCardUseCases';
import { CartQuery } from '../../contract/cart';
import {
  EgcPayRequest,
  EgcSetQuantityRequest,
  GiftCardNumberParam,
  LegalOrderRequest,
  type EgcPayment,
  type GiftCardCodeSent,
  type LegalOrderAnswer,
} from '../../contract/giftCards';
import { decodeBody, decodeQuery } from '../decode';
import { encodeEgcDesigns, encodeEgcInvoice } from '../encode/encodeEgcInvoice';
import { failure } from '../failure';
import { fieldFailure } from '../fieldFailure';
import type { SessionVariables } from '../session';

/**
 * Electronic gift cards (spec §7 Gift cards): designs, the cart named by its invoice number, paying it online
 * (spec §9 EGC_ONLINE; POST /egc/invoices/{n}/payments is the shop's own call), the invoice with the issued
 * cards, and companies' requests. Only the owner of a cart or invoice sees it. POST /cart/gift-cards/{n}/codes sends an
 * issued card's letter with its PIN again, to the address it was issued to.
 */
export function giftCardRoutes(giftCards: GiftCardUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .post('/cart/gift-cards/:number/codes', async (c) => {
      const number = GiftCardNumberParam.decode(c.req.param('number'));
      if (E.isLeft(number) || E.isLeft(decodeQuery(c, CartQuery))) return failure(c, 'INCORRECT_REQUEST');
      const sent = await giftCards.sendCardCode(number.right);
      return E.isRight(sent) ? c.json(sent.right satisfies GiftCardCodeSent) : failure(c, sent.left);
    })
    .get('/egc/designs', async (c) => c.json(encodeEgcDesigns(await giftCards.listDesigns())))
    .get('/egc/cart/:invoice', async (c) => {
      const cart = await giftCards.getCart(c.get('ownerKey'), c.req.param('invoice'));
      return E.isRight(cart) ? c.json(encodeEgcInvoice(cart.right, await giftCards.listDesigns())) : failure(c, cart.left);
    })
    .post('/egc/cart/items/_set-quantity', async (c) => {
      const body = await decodeBody(c, EgcSetQuantityRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const signedIn = c.get('viewer').customerId !== null;
      const cart = await giftCards.setQuantity({ ownerKey: c.get('ownerKey'), signedIn }, { ...body.right, invoiceNumber: body.right.invoiceNumber ?? null });
      return E.isRight(cart) ? c.json(encodeEgcInvoice(cart.right, await giftCards.listDesigns())) : failure(c, cart.left);
    })
    .get('/egc/invoices/:invoiceNumber', async (c) => {
      const force = c.req.query('force');
      if (force !== undefined && force !== 'true' && force !== 'false') return failure(c, 'INCORRECT_REQUEST');
      const invoice = await giftCards.getInvoice(c.get('ownerKey'), c.req.param('invoiceNumber'), force === 'true');
      return E.isRight(invoice) ? c.json(encodeEgcInvoice(invoice.right, await giftCards.listDesigns())) : failure(c, invoice.left);
    })
    .post('/egc/invoices/:invoiceNumber/payments', async (c) => {
      const body = await decodeBody(c, EgcPayRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const signedIn = c.get('viewer').customerId !== null;
      const paid = await giftCards.payInvoice({ ownerKey: c.get('ownerKey'), signedIn }, c.req.param('invoiceNumber'), body.right);
      return E.isRight(paid) ? c.json({ paymentUrl: paid.right.paymentUrl } satisfies EgcPayment) : failure(c, paid.left);
    })
    .post('/egc/legal-orders', async (c) => {
      const body = await decodeBody(c, LegalOrderRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const placed = await giftCards.placeLegalOrder({ ...body.right, nominal: String(body.right.nominal), quantity: String(body.right.quantity) });
      return E.isRight(placed) ? c.json({ requestNumber: placed.right.requestNumber } satisfies LegalOrderAnswer, 201) : fieldFailure(c, placed.left);
    });
}
