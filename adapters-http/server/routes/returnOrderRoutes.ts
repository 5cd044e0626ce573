import * as E from 'fp-ts/Either';
import { Hono, type Context } from 'hono';
import { RETURNS_PAGE_SIZE } from '../../../application/returns/listReturns';
import type { ReturnUseCases } from '../../../application/returns/returnUseCases';
import { ArgueReturnRequest, FileReturnRequest, ReturnsQuery } from '../../contract/returns';
import { decodeBody, decodeQuery } from '../decode';
import { encodeReturn, encodeReturnsPage } from '../encode/encodeReturns';
import { failure } from '../failure';
import type { SessionVariables } from '../session';
import { signedInOnly } from '../signedInOnly';

type Ctx = Context<{ Variables: SessionVariables }>;
const customer = (c: Ctx): string => c.get('viewer').customerId!;

/**
 * The customer's returns (spec §7: GET /orders/returns/, /orders/returns/{n}; POST /orders/returns; POST
 * returns/{n}/_cancel/; POST /orders/returns/{id}/_argue; POST /return-carts/{id}/return-orders). Mounted before
 * orderRoutes, whose /orders/{n} would take "returns". Signed-in customers only; another's return is 404.
 */
export function returnOrderRoutes(returns: ReturnUseCases) {
  const file = async (c: Ctx, cartId: string) => {
    const filed = await returns.fileReturn(customer(c), cartId);
    return E.isRight(filed) ? c.json({ id: filed.right.id, status: 'CREATED' as const }) : failure(c, filed.left._tag);
  };
  const cancel = async (c: Ctx) => {
    const id = c.req.param('id')!;
    const moved = await returns.changeReturnState(id, 'CANCEL', customer(c));
    return E.isRight(moved) ? c.json({ id, status: moved.right.status }) : failure(c, moved.left._tag);
  };
  const list = async (c: Ctx) => {
    const query = decodeQuery(c, ReturnsQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    const page = Number(query.right.page ?? 1);
    const pageSize = Number(query.right.pageSize ?? RETURNS_PAGE_SIZE.default);
    return c.json(encodeReturnsPage(page, pageSize, await returns.listReturns(customer(c), page, pageSize)));
  };
  return new Hono<{ Variables: SessionVariables }>()
    .use('/orders/returns', signedInOnly)
    .use('/orders/returns/*', signedInOnly)
    .use('/return-carts/:id/return-orders', signedInOnly)
    .get('/orders/returns', list)
    .get('/orders/returns/', list)
    .post('/orders/returns', async (c) => {
      const body = await decodeBody(c, FileReturnRequest);
      return E.isLeft(body) ? failure(c, body.left) : file(c, body.right.returnCartId);
    })
    .post('/return-carts/:id/return-orders', (c) => file(c, c.req.param('id')))
    .get('/orders/returns/:id', async (c) => {
      const found = await returns.getReturn(customer(c), c.req.param('id'));
      return found ? c.json(encodeReturn(found)) : failure(c, 'NOT_FOUND');
    })
    .post('/orders/returns/:id/_cancel', cancel)
    .post('/orders/returns/:id/_cancel/', cancel)
    .post('/orders/returns/:id/_argue', async (c) => {
      const body = await decodeBody(c, ArgueReturnRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const id = c.req.param('id');
      const moved = await returns.changeReturnState(id, 'ARGUE', customer(c), body.right.comment?.trim() || undefined);
      return E.isRight(moved) ? c.json({ id, status: moved.right.status }) : failure(c, moved.left._tag);
    });
}
