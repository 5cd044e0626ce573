import * as E from 'fp-ts/Either';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds } from '../../test-fixtures/testDatabases';
import { generateCatalogue } from '../demo/catalogue/generateCatalogue';
import { addFavourites, favouriteIds, favouriteProducts, removeFavourites } from '../../application/wishlist/favourites';
import {
  createCustomList,
  customListItems,
  deleteCustomList,
  removeCustomListItems,
  saveSharedList,
  sharedListItems,
} from '../../application/wishlist/customLists';
import { postgresCatalogueRepository } from './postgresCatalogueRepository';
import { postgresWishlistRepository } from './postgresWishlistRepository';
import type { Database } from './schema';

const kinds = await testDatabaseKinds();
const products = [...generateCatalogue({ productCount: 20 }).products()];
// Products with more than one size: a size page adds the size it shows, not the first.
const [p1, p2, p3] = products.filter((p) => p.sizes.length > 1);
const ANN = '00000000-0000-4000-8000-000000000001';
const BOB = '00000000-0000-4000-8000-000000000002';

describe.each(kinds)('wishlists on $name', (kind) => {
  let db: Kysely<Database>;
  let drop: () => Promise<void>;
  let n = 0;
  const deps = () => ({
    wishlists: postgresWishlistRepository(db),
    catalogue: postgresCatalogueRepository(db),
    ids: { uuid: () => `00000000-0000-4000-9000-${String(++n).padStart(12, '0')}` },
  });
  beforeAll(async () => {
    ({ db, drop } = await kind.create(20));
    await db
      .insertInto('customer')
      .values([
        { id: ANN, phone: '+79000000001' },
        { id: BOB, phone: '+79000000002' },
      ])
      .execute();
  });
  afterAll(() => drop());

  it('keeps the default list: a card adds the first size, a size page adds that size, adding twice keeps one', async () => {
    const add = addFavourites(deps());
    const first = await add(ANN, { type: 'WISHLIST', items: [{ productId: p1!.productId }], wareIds: [], customListIds: [] });
    expect(first).toEqual(E.right([{ productId: p1!.productId, wareId: p1!.sizes[0]!.wareId }]));
    await add(ANN, {
      type: 'WISHLIST',
      items: [{ productId: p2!.productId, wareId: p2!.sizes[1]!.wareId }],
      wareIds: [p1!.sizes[0]!.wareId],
      customListIds: [],
    });
    const ids = await favouriteIds(deps())(ANN);
    expect(ids).toHaveLength(2);
    expect(new Set(ids.map((i) => i.wareId))).toEqual(new Set([p1!.sizes[0]!.wareId, p2!.sizes[1]!.wareId]));
    expect(await favouriteIds(deps())(BOB)).toEqual([]);
    const page = await favouriteProducts(deps())(ANN, 1);
    expect(page.total).toBe(2);
    expect(page.products.map((p) => p.productId).sort()).toEqual([p1!.productId, p2!.productId].sort());
    expect((await favouriteProducts(deps())(ANN, 2)).products).toEqual([]);
  });

  it('refuses a size of another product, an unknown product, another type and an empty request', async () => {
    const add = addFavourites(deps());
    expect(await add(ANN, { type: 'WISHLIST', items: [{ productId: p1!.productId, wareId: p2!.sizes[0]!.wareId }], wareIds: [], customListIds: [] })).toEqual(
      E.left({ _tag: 'PRODUCT_NOT_FOUND' }),
    );
    expect(await add(ANN, { type: 'WISHLIST', items: [{ productId: 'nope' }], wareIds: [], customListIds: [] })).toEqual(E.left({ _tag: 'PRODUCT_NOT_FOUND' }));
    expect(await add(ANN, { type: 'OTHER', items: [{ productId: p1!.productId }], wareIds: [], customListIds: [] })).toEqual(
      E.left({ _tag: 'INCORRECT_REQUEST' }),
    );
    expect(await add(ANN, { type: 'WISHLIST', items: [], wareIds: [], customListIds: [] })).toEqual(E.left({ _tag: 'INCORRECT_REQUEST' }));
  });

  it('keeps custom lists per customer; removing from favourites removes from them too; a shared list is saved as a copy', async () => {
    const created = await createCustomList(deps())(ANN, '  Лето  ', [{ productId: p3!.productId, wareId: p3!.sizes[0]!.wareId }]);
    if (E.isLeft(created)) throw new Error('not created');
    expect(created.right).toMatchObject({ name: 'Лето', ownerId: ANN, favouritesIds: [{ productId: p3!.productId, wareId: p3!.sizes[0]!.wareId }] });
    expect(await createCustomList(deps())(ANN, ' ', [])).toEqual(E.left({ _tag: 'INCORRECT_REQUEST' }));
    const listId = created.right.id;
    await addFavourites(deps())(ANN, { type: 'WISHLIST', items: [{ productId: p1!.productId }], wareIds: [], customListIds: [listId] });
    expect(await addFavourites(deps())(BOB, { type: 'WISHLIST', items: [{ productId: p1!.productId }], wareIds: [], customListIds: [listId] })).toEqual(
      E.left({ _tag: 'NOT_FOUND' }),
    );

    const items = await customListItems(deps())(ANN, listId);
    expect(E.isRight(items) && items.right.products.map((p) => p.productId).sort()).toEqual([p1!.productId, p3!.productId].sort());
    expect(await customListItems(deps())(BOB, listId)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(E.isRight(await sharedListItems(deps())(listId))).toBe(true);

    const saved = await saveSharedList(deps())(BOB, listId);
    expect(E.isRight(saved) && saved.right).toMatchObject({ name: 'Лето', ownerId: BOB });
    expect(E.isRight(saved) && saved.right.favouritesIds).toHaveLength(2);

    await removeFavourites(deps())(ANN, [p3!.sizes[0]!.wareId]);
    const after = await customListItems(deps())(ANN, listId);
    expect(E.isRight(after) && after.right.list.favouritesIds.map((i) => i.productId)).toEqual([p1!.productId]);
    const emptied = await removeCustomListItems(deps())(ANN, listId, undefined);
    expect(E.isRight(emptied) && emptied.right.favouritesIds).toEqual([]);
    expect(await deleteCustomList(deps())(BOB, listId)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
    expect(await deleteCustomList(deps())(ANN, listId)).toEqual(E.right([]));
    expect(await sharedListItems(deps())(listId)).toEqual(E.left({ _tag: 'NOT_FOUND' }));
  });
});
