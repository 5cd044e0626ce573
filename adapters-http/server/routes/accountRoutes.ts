import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { BonusHistoryQuery, DeliveryAddressBody, type ActivatedDiscount } from '../../contract/profileAccount';
import type { AccountUseCases } from '../../../application/account/accountUseCases';
import { decodeBody, decodeQuery } from '../decode';
import { encodeAddresses, encodeBonuses, encodeBonusHistory, encodeFutureBonuses, encodePromoCodes } from '../encode/encodeAccount';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

type Ctx = Context<{ Variables: SessionVariables }>;
const customer = (c: Ctx): string => c.get('viewer').customerId!;
const ADDRESS_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The profile's delivery addresses, bonuses and promo codes (spec §7 Profile), for signed-in customers
 * only; an operator acting for a customer acts as that customer (the session's customerId).
 */
export function accountRoutes(account: AccountUseCases) {
  const app = new Hono<{ Variables: SessionVariables }>();
  for (const path of [
    '/profiles/current/delivery-addresses',
    '/profiles/current/delivery-addresses/*',
    '/profiles/current/bonuses',
    '/profiles/current/future-bonuses',
    '/profiles/current/bonus-history',
    '/profiles/current/promocodes',
    '/profiles/current/_activate-discount',
  ]) {
    app.use(path, signedInOnly);
  }
  app.use('/profiles/current/delivery-addresses/:id', async (c, next) => (ADDRESS_ID.test(c.req.param('id')) ? next() : failure(c, 'NOT_FOUND')));
  return app
    .get('/profiles/current/delivery-addresses', async (c) => c.json(encodeAddresses(await account.listDeliveryAddresses(customer(c)))))
    .post('/profiles/current/delivery-addresses', async (c) => {
      const body = await decodeBody(c, DeliveryAddressBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const added = await account.addDeliveryAddress(customer(c), body.right);
      return E.isRight(added) ? c.json({ ...added.right }, 201) : failure(c, added.left._tag);
    })
    .put('/profiles/current/delivery-addresses/:id', async (c) => {
      const body = await decodeBody(c, DeliveryAddressBody);
      if (E.isLeft(body)) return failure(c, body.left);
      const updated = await account.updateDeliveryAddress(customer(c), c.req.param('id'), body.right);
      return E.isRight(updated) ? c.json({ ...updated.right }) : failure(c, updated.left._tag);
    })
    .delete('/profiles/current/delivery-addresses/:id', async (c) => {
      const left = await account.deleteDeliveryAddress(customer(c), c.req.param('id'));
      return E.isRight(left) ? c.json(encodeAddresses(left.right)) : failure(c, left.left._tag);
    })
    .get('/profiles/current/bonuses', async (c) => c.json(encodeBonuses(await account.getBonuses(customer(c)))))
    .get('/profiles/current/future-bonuses', async (c) => c.json(encodeFutureBonuses(await account.getFutureBonuses(customer(c)))))
    .get('/profiles/current/bonus-history', async (c) => {
      const query = decodeQuery(c, BonusHistoryQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json(encodeBonusHistory(await account.getBonusHistory(customer(c), query.right)));
    })
    .get('/profiles/current/promocodes', async (c) => c.json(encodePromoCodes(await account.listPromoCodeOffers(customer(c)))))
    .post('/profiles/current/_activate-discount', async (c) => {
      const { code, description, activeTo, usable } = await account.activateDiscount(customer(c));
      return c.json({ code, description, activeTo: activeTo?.toISOString() ?? null, usable } satisfies ActivatedDiscount);
    });
}
