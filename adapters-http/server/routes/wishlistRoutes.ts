import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { AddFavouritesBody, CreateListBody, FavouritesPageQuery, isListId, RemoveFavouritesBody } from '../../contract/wishlist';
import { DEFAULT_FAVOURITES_TYPE } from '../../../domain/wishlist/wishlist';
import { decodeBody, decodeQuery } from '../decode';
import { encodeFavouritesPage, encodeList, encodeListItems } from '../encode/encodeWishlist';
import { failure } from '../failure';
import { signedInOnly } from '../signedInOnly';
import type { SessionVariables } from '../session';
import type { WishlistUseCases } from '../../../application/wishlist/wishlistUseCases';

type Ctx = Context<{ Variables: SessionVariables }>;
const customer = (c: Ctx): string | null => c.get('viewer').customerId;
const ids = (favouritesIds: readonly { productId: string; wareId: string }[]) => ({ favouritesIds: [...favouritesIds] });

/** Reads the body of a DELETE: none at all means «everything» where that is allowed. */
async function optionalWareIds(c: Ctx): Promise<E.Either<'INCORRECT_REQUEST', readonly string[] | undefined>> {
  const text = await c.req.text();
  if (text.trim() === '') return E.right(undefined);
  try {
    return E.bimap(
      () => 'INCORRECT_REQUEST' as const,
      (b: { wareIds: string[] }) => b.wareIds,
    )(RemoveFavouritesBody.decode(JSON.parse(text)));
  } catch {
    return E.left('INCORRECT_REQUEST');
  }
}

/** Favourites calls of spec §7, for signed-in customers only (spec §6); anyone may read a shared list by its link. */
export function wishlistRoutes(w: WishlistUseCases) {
  const app = new Hono<{ Variables: SessionVariables }>();
  app.use('/favourites/*', async (c, next) => {
    const shared = c.req.method === 'GET' && c.req.path.includes('/favourites/shared-custom-lists/');
    if (!shared && !customer(c)) return failure(c, 'NOT_AUTHORIZED');
    const listId = /\/custom-lists\/([^/]+)/.exec(c.req.path)?.[1];
    if (listId !== undefined && !isListId(listId)) return failure(c, 'INCORRECT_REQUEST');
    await next();
  });
  app.use('/favourites', signedInOnly);
  return (
    app
      .get('/favourites', async (c) => {
        const query = decodeQuery(c, FavouritesPageQuery);
        if (E.isLeft(query)) return failure(c, query.left);
        const page = Number(query.right.page ?? 1);
        return c.json(encodeFavouritesPage(page, await w.favouriteProducts(customer(c)!, page)));
      })
      .post('/favourites', async (c) => {
        const body = await decodeBody(c, AddFavouritesBody);
        if (E.isLeft(body)) return failure(c, body.left);
        const { type = DEFAULT_FAVOURITES_TYPE, list = [], wareIds = [], customListIds = [] } = body.right;
        const added = await w.addFavourites(customer(c)!, { type, items: list, wareIds, customListIds });
        return E.isRight(added) ? c.json(ids(added.right)) : failure(c, added.left._tag);
      })
      .delete('/favourites', async (c) => {
        const body = await decodeBody(c, RemoveFavouritesBody);
        if (E.isLeft(body)) return failure(c, body.left);
        return c.json(ids(await w.removeFavourites(customer(c)!, body.right.wareIds)));
      })
      .get('/favourites/ids', async (c) => c.json(ids(await w.favouriteIds(customer(c)!))))
      .get('/favourites/default-lists', async (c) =>
        c.json({ lists: (await w.defaultLists(customer(c)!)).map((l) => ({ ...l, favouritesIds: [...l.favouritesIds] })) }),
      )
      // Spec §7 writes this path with a trailing slash; both forms answer.
      .on('GET', ['/favourites/custom-lists', '/favourites/custom-lists/'], async (c) => c.json({ lists: (await w.customLists(customer(c)!)).map(encodeList) }))
      .on('POST', ['/favourites/custom-lists', '/favourites/custom-lists/'], async (c) => {
        const body = await decodeBody(c, CreateListBody);
        if (E.isLeft(body)) return failure(c, body.left);
        const list = await w.createCustomList(customer(c)!, body.right.name, body.right.list ?? []);
        return E.isRight(list) ? c.json(encodeList(list.right), 201) : failure(c, list.left._tag);
      })
      .get('/favourites/custom-lists/:id/items', async (c) => {
        const list = await w.customListItems(customer(c)!, c.req.param('id'));
        return E.isRight(list) ? c.json(encodeListItems(customer(c))(list.right)) : failure(c, list.left._tag);
      })
      .delete('/favourites/custom-lists/:id/items', async (c) => {
        const wareIds = await optionalWareIds(c);
        if (E.isLeft(wareIds)) return failure(c, wareIds.left);
        const list = await w.removeCustomListItems(customer(c)!, c.req.param('id'), wareIds.right);
        return E.isRight(list) ? c.json(encodeList(list.right)) : failure(c, list.left._tag);
      })
      .delete('/favourites/custom-lists/:id', async (c) => {
        const lists = await w.deleteCustomList(customer(c)!, c.req.param('id'));
        return E.isRight(lists) ? c.json({ lists: lists.right.map(encodeList) }) : failure(c, lists.left._tag);
      })
      .get('/favourites/shared-custom-lists/:id/items', async (c) => {
        const list = await w.sharedListItems(c.req.param('id'));
        return E.isRight(list) ? c.json(encodeListItems(customer(c))(list.right)) : failure(c, list.left._tag);
      })
      .post('/favourites/shared-custom-lists/:id/_save-to-profile', async (c) => {
        const list = await w.saveSharedList(customer(c)!, c.req.param('id'));
        return E.isRight(list) ? c.json(encodeList(list.right)) : failure(c, list.left._tag);
      })
  );
}
