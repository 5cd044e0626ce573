import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type { AppealUseCases } from '../../../application/appeals/appealUseCases';
import { AppealBody } from '../../contract/appeals';
import { ListPageQuery } from '../../contract/notifications';
import { decodeBody, decodeQuery } from '../decode';
import { encodeAppealOrders, encodeAppealsPage, encodeAppealStores, encodeAppealTypes } from '../encode/encodeAppeals';
import { failure } from '../failure';
import { fieldFailure } from '../fieldFailure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';

/**
 * Appeals (spec §7 Feedback, GET /profiles/current/appeals): types and stores are public, the customer's
 * orders, sending and the list are for the signed-in customer or an operator acting for one.
 */
export function appealRoutes(useCases: AppealUseCases) {
  const stores = async (c: Context) => c.json(encodeAppealStores(await useCases.appealStores()));
  return (
    new Hono<{ Variables: SessionVariables }>()
      .get('/feedback/types', (c) => c.json(encodeAppealTypes()))
      // The spec writes it with the slash; routes here are strict, so both spellings answer.
      .get('/feedback/stores/', stores)
      .get('/feedback/stores', stores)
      .get('/feedback/orders', signedInOnly, async (c) => c.json(encodeAppealOrders(await useCases.appealOrders(c.get('viewer').customerId!))))
      .post('/feedback/appeals', signedInOnly, async (c) => {
        const body = await decodeBody(c, AppealBody);
        if (E.isLeft(body)) return failure(c, body.left);
        const { type, text, orderNumber, storeNumber, email, fileIds = [] } = body.right;
        const draft = { type, text, orderNumber: orderNumber ?? '', storeNumber: storeNumber ?? '', email: email ?? '' };
        const posted = await useCases.postAppeal(c.get('viewer').customerId!, draft, fileIds);
        if (E.isRight(posted)) return c.json(posted.right, 201);
        return posted.left._tag === 'INVALID' ? fieldFailure(c, posted.left.errors) : failure(c, posted.left._tag);
      })
      .get('/profiles/current/appeals', signedInOnly, async (c) => {
        const query = decodeQuery(c, ListPageQuery);
        if (E.isLeft(query)) return failure(c, query.left);
        return c.json(encodeAppealsPage(await useCases.listAppeals(c.get('viewer').customerId!, Number(query.right.page ?? 1))));
      })
  );
}
