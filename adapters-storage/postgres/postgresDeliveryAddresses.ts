import type { Kysely, Selectable } from 'kysely';
import type { DeliveryAddressRepository } from '../../application/account/DeliveryAddressRepository';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import type { Database } from './schema';

const toAddress = (r: Selectable<Database['customer_delivery_address']>): DeliveryAddress => ({
  id: r.id,
  name: r.name,
  text: r.text,
  entrance: r.entrance,
  doorphoneCode: r.doorphone_code,
  floor: r.floor,
  apartment: r.apartment,
  geoPoint: r.geo_point,
});

const columns = (a: DeliveryAddress) => ({
  name: a.name,
  text: a.text,
  entrance: a.entrance,
  doorphone_code: a.doorphoneCode,
  floor: a.floor,
  apartment: a.apartment,
  geo_point: a.geoPoint,
});

/** Saved delivery addresses in PostgreSQL (migration 0017). */
export function postgresDeliveryAddresses(db: Kysely<Database>): DeliveryAddressRepository {
  return {
    list: async (customerId) =>
      (await db.selectFrom('customer_delivery_address').selectAll().where('customer_id', '=', customerId).orderBy('created_at').orderBy('id').execute()).map(
        toAddress,
      ),
    // The customer's row is locked while counting, so two adds at once cannot both take the last place.
    add: (customerId, address, limit) =>
      db.transaction().execute(async (tx) => {
        const customer = await tx.selectFrom('customer').select('id').where('id', '=', customerId).forUpdate().executeTakeFirst();
        if (!customer) return false;
        const { count } = await tx
          .selectFrom('customer_delivery_address')
          .select((eb) => eb.fn.countAll<string>().as('count'))
          .where('customer_id', '=', customerId)
          .executeTakeFirstOrThrow();
        if (Number(count) >= limit) return false;
        await tx
          .insertInto('customer_delivery_address')
          .values({ id: address.id, customer_id: customerId, ...columns(address) })
          .execute();
        return true;
      }),
    update: async (customerId, address) => {
      const updated = await db
        .updateTable('customer_delivery_address')
        .set(columns(address))
        .where('id', '=', address.id)
        .where('customer_id', '=', customerId)
        .executeTakeFirst();
      return updated.numUpdatedRows > 0n;
    },
    remove: async (customerId, id) => {
      const deleted = await db.deleteFrom('customer_delivery_address').where('id', '=', id).where('customer_id', '=', customerId).executeTakeFirst();
      return deleted.numDeletedRows > 0n;
    },
  };
}
