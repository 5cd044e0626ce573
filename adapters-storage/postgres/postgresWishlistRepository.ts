import type { Kysely } from 'kysely';
import type { CustomList, WishlistRepository } from '../../application/wishlist/WishlistRepository';
import type { FavouriteId } from '../../domain/wishlist/wishlist';
import type { Database } from './schema';

const asIds = (rows: readonly { product_id: string; ware_id: string }[]): FavouriteId[] => rows.map((r) => ({ productId: r.product_id, wareId: r.ware_id }));

/** Wishlists in tables favourite, custom_wishlist and custom_wishlist_item (migration 0012). */
export function postgresWishlistRepository(db: Kysely<Database>): WishlistRepository {
  const items = async (listIds: readonly string[]) => {
    if (listIds.length === 0) return new Map<string, FavouriteId[]>();
    const rows = await db
      .selectFrom('custom_wishlist_item')
      .select(['wishlist_id', 'product_id', 'ware_id'])
      .where('wishlist_id', 'in', [...listIds])
      .orderBy('added_at', 'desc')
      .orderBy('ware_id')
      .execute();
    const byList = new Map<string, FavouriteId[]>(listIds.map((id) => [id, []]));
    for (const row of rows) byList.get(row.wishlist_id)!.push({ productId: row.product_id, wareId: row.ware_id });
    return byList;
  };
  const lists = async (rows: readonly { id: string; name: string; customer_id: string }[]): Promise<CustomList[]> => {
    const byList = await items(rows.map((r) => r.id));
    return rows.map((r) => ({ id: r.id, name: r.name, ownerId: r.customer_id, favouritesIds: byList.get(r.id) ?? [] }));
  };
  const insertInto = async (listId: string, ids: readonly FavouriteId[]) => {
    if (ids.length === 0) return;
    await db
      .insertInto('custom_wishlist_item')
      .values(ids.map((i) => ({ wishlist_id: listId, product_id: i.productId, ware_id: i.wareId })))
      .onConflict((oc) => oc.columns(['wishlist_id', 'ware_id']).doNothing())
      .execute();
  };
  return {
    favourites: async (customerId) =>
      asIds(
        await db
          .selectFrom('favourite')
          .select(['product_id', 'ware_id'])
          .where('customer_id', '=', customerId)
          .orderBy('added_at', 'desc')
          .orderBy('ware_id')
          .execute(),
      ),
    addFavourites: async (customerId, ids) => {
      if (ids.length === 0) return;
      await db
        .insertInto('favourite')
        .values(ids.map((i) => ({ customer_id: customerId, product_id: i.productId, ware_id: i.wareId })))
        .onConflict((oc) => oc.columns(['customer_id', 'ware_id']).doNothing())
        .execute();
    },
    removeFavourites: async (customerId, wareIds) => {
      if (wareIds.length === 0) return 0;
      return db.transaction().execute(async (tx) => {
        await tx
          .deleteFrom('custom_wishlist_item')
          .where('ware_id', 'in', [...wareIds])
          .where('wishlist_id', 'in', tx.selectFrom('custom_wishlist').select('id').where('customer_id', '=', customerId))
          .execute();
        const result = await tx
          .deleteFrom('favourite')
          .where('customer_id', '=', customerId)
          .where('ware_id', 'in', [...wareIds])
          .executeTakeFirst();
        return Number(result.numDeletedRows);
      });
    },
    customLists: async (customerId) =>
      lists(
        await db
          .selectFrom('custom_wishlist')
          .select(['id', 'name', 'customer_id'])
          .where('customer_id', '=', customerId)
          .orderBy('created_at')
          .orderBy('id')
          .execute(),
      ),
    customList: async (listId) =>
      (await lists(await db.selectFrom('custom_wishlist').select(['id', 'name', 'customer_id']).where('id', '=', listId).execute()))[0],
    createList: async (customerId, listId, name, ids) => {
      await db.transaction().execute(async (tx) => {
        await tx.insertInto('custom_wishlist').values({ id: listId, customer_id: customerId, name }).execute();
        if (ids.length > 0) {
          await tx
            .insertInto('custom_wishlist_item')
            .values(ids.map((i) => ({ wishlist_id: listId, product_id: i.productId, ware_id: i.wareId })))
            .onConflict((oc) => oc.columns(['wishlist_id', 'ware_id']).doNothing())
            .execute();
        }
      });
    },
    addToList: insertInto,
    removeFromList: async (listId, wareIds) => {
      if (wareIds?.length === 0) return 0;
      let query = db.deleteFrom('custom_wishlist_item').where('wishlist_id', '=', listId);
      if (wareIds) query = query.where('ware_id', 'in', [...wareIds]);
      return Number((await query.executeTakeFirst()).numDeletedRows);
    },
    deleteList: async (listId) => {
      await db.deleteFrom('custom_wishlist').where('id', '=', listId).execute();
    },
  };
}
