import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import { Container } from 'inversify';
import type { Kysely } from 'kysely';
import { getCart } from '../../application/cart/getCart';
import { setCartQuantity } from '../../application/cart/setCartQuantity';
import type { CartRepository } from '../../application/cart/CartRepository';
import type { CatalogueRepository } from '../../application/catalogue/CatalogueRepository';
import { getCatalogueTree } from '../../application/catalogue/getCatalogueTree';
import { getProduct } from '../../application/catalogue/getProduct';
import { listCategory } from '../../application/catalogue/listCategory';
import type { IdGenerator } from '../../application/shared/IdGenerator';
import type { ServerUseCases } from '../../adapters-http/server/serverDeps';
import { postgresCartRepository } from '../../adapters-storage/postgres/postgresCartRepository';
import { postgresCatalogueRepository } from '../../adapters-storage/postgres/postgresCatalogueRepository';
import type { Database } from '../../adapters-storage/postgres/schema';

export const TOKENS = {
  db: Symbol('Database'),
  ids: Symbol('IdGenerator'),
  catalogue: Symbol('CatalogueRepository'),
  carts: Symbol('CartRepository'),
  useCases: Symbol('ServerUseCases'),
} as const;

/** Binds every port of the server to its adapter and every use-case to its ports. */
export function serverContainer(db: Kysely<Database>, ids: IdGenerator = { uuid: randomUUID }): Container {
  const c = new Container({ defaultScope: 'Singleton' });
  c.bind<Kysely<Database>>(TOKENS.db).toConstantValue(db);
  c.bind<IdGenerator>(TOKENS.ids).toConstantValue(ids);
  c.bind<CatalogueRepository>(TOKENS.catalogue).toDynamicValue((ctx) => postgresCatalogueRepository(ctx.get(TOKENS.db)));
  c.bind<CartRepository>(TOKENS.carts).toDynamicValue((ctx) => postgresCartRepository(ctx.get(TOKENS.db)));
  c.bind<ServerUseCases>(TOKENS.useCases).toDynamicValue((ctx) => {
    const catalogue = ctx.get<CatalogueRepository>(TOKENS.catalogue);
    const carts = ctx.get<CartRepository>(TOKENS.carts);
    const ids = ctx.get<IdGenerator>(TOKENS.ids);
    return {
      getProduct: getProduct({ catalogue }),
      listCategory: listCategory({ catalogue }),
      getCatalogueTree: getCatalogueTree({ catalogue }),
      getCart: getCart({ carts, catalogue }),
      setCartQuantity: setCartQuantity({ carts, catalogue, ids }),
    };
  });
  return c;
}
