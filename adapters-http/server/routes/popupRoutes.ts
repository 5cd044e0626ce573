import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { PopupList, PopupsQuery } from '../../contract/popups';
import { decodeQuery } from '../decode';
import { failure } from '../failure';
import type { popupsForPath } from '../../../application/shell/popupsForPath';

/** GET /popups?path=/ : the popups of a page path (spec §4 Popups); the browser asks only with FT12528 on. */
export function popupRoutes(useCases: { readonly popupsForPath: ReturnType<typeof popupsForPath> }) {
  return new Hono().get('/popups', async (c) => {
    const query = decodeQuery(c, PopupsQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    // The content file is ours, but it is checked like any answer before it leaves.
    const answer = PopupList.decode({ popups: await useCases.popupsForPath(query.right.path) });
    return E.isRight(answer) ? c.json(PopupList.encode(answer.right)) : failure(c, 'INTERNAL_SERVER_ERROR');
  });
}
