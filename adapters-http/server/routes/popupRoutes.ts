import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { PopupAnswer, PopupList, PopupsQuery, PopupsRequest } from '../../contract/popups';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import type { popupById } from '../../../application/shell/popupById';
import type { popupsForPath } from '../../../application/shell/popupsForPath';

/** The content file is ours, but it is checked like any answer before it leaves. */
const checked = <A>(c: Context, codec: t.Type<A>, answer: unknown) => {
  const decoded = codec.decode(answer);
  return E.isRight(decoded) ? c.json(codec.encode(decoded.right)) : failure(c, 'INTERNAL_SERVER_ERROR');
};

/**
 * The popups of a page (spec §4 Popups, §7): GET /popups?path=/ and POST /popups {url}, which the browser asks only
 * with FT12528 on; GET /popups/{id}, one popup whatever its pages.
 */
export function popupRoutes(useCases: { readonly popupsForPath: ReturnType<typeof popupsForPath>; readonly popupById: ReturnType<typeof popupById> }) {
  return new Hono()
    .get('/popups', async (c) => {
      const query = decodeQuery(c, PopupsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return checked(c, PopupList, { popups: await useCases.popupsForPath(query.right.path) });
    })
    .post('/popups', async (c) => {
      const body = await decodeBody(c, PopupsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      return checked(c, PopupList, { popups: await useCases.popupsForPath(new URL(body.right.url, 'http://shop.invalid').pathname) });
    })
    .get('/popups/:id', async (c) => {
      const popup = await useCases.popupById(c.req.param('id'));
      return popup ? checked(c, PopupAnswer, { popup }) : failure(c, 'NOT_FOUND');
    });
}
