import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { AcknowledgementQuery, TechnologiesQuery, type ProductAcknowledgements, type SizeScales, type TechnologyList } from '../../contract/productDetails';
import type { Breadcrumbs } from '../../contract/listingParts';
import { availableScales, sizeLabel } from '../../../domain/catalogue/sizeScales';
import { decodeQuery } from '../decode';
import { encodeCategoryLink } from '../encode/encodeCatalog';
import { failure } from '../failure';
import type { getProduct } from '../../../application/catalogue/getProduct';
import type { listTechnologies } from '../../../application/catalogue/listTechnologies';
import type { productAcknowledgements } from '../../../application/catalogue/productAcknowledgements';
import type { productBreadcrumbs } from '../../../application/catalogue/productBreadcrumbs';

/**
 * The product page's sub-calls of spec §7 Products: its breadcrumbs and size scales (the same the page's category
 * listing and size picker show), what buying it needs acknowledged, and the technologies' descriptions.
 */
export function productDetailRoutes(useCases: {
  readonly getProduct: ReturnType<typeof getProduct>;
  readonly productBreadcrumbs: ReturnType<typeof productBreadcrumbs>;
  readonly productAcknowledgements: ReturnType<typeof productAcknowledgements>;
  readonly listTechnologies: ReturnType<typeof listTechnologies>;
}) {
  return new Hono()
    .get('/products/:id/breadcrumbs', async (c) => {
      const chain = await useCases.productBreadcrumbs(c.req.param('id'));
      return E.isRight(chain) ? c.json({ breadcrumbs: chain.right.map(encodeCategoryLink) } satisfies Breadcrumbs) : failure(c, chain.left._tag);
    })
    .get('/products/:id/size-scales', async (c) => {
      const product = await useCases.getProduct(c.req.param('id'));
      if (E.isLeft(product)) return failure(c, product.left._tag);
      const { sizes } = product.right;
      const sizeScales = availableScales(sizes).map((name) => ({ name, sizes: sizes.map((s) => ({ id: s.wareId, value: sizeLabel(s, name) })) }));
      return c.json({ sizeScales } satisfies SizeScales);
    })
    .get('/acknowledgement/products', async (c) => {
      const query = decodeQuery(c, AcknowledgementQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json({ products: [...(await useCases.productAcknowledgements(query.right.productIds.split(',')))] } satisfies ProductAcknowledgements);
    })
    .get('/technologies', async (c) => {
      const query = decodeQuery(c, TechnologiesQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      return c.json({ technologies: [...(await useCases.listTechnologies(query.right.names?.split(',') ?? null))] } satisfies TechnologyList);
    });
}
