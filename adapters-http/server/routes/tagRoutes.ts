import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import { TagQuery } from '../../contract/tags';
import { decodeQuery } from '../decode';
import { failure } from '../failure';
import { loadTagListing } from '../loadTagListing';
import type { TagListingUseCases } from '../loadTagListing';

/** Catalogue tags (spec §2 /tag/{tagName}): GET /catalog/tags/{tagName}?page. */
export function tagRoutes(useCases: TagListingUseCases) {
  return new Hono().get('/catalog/tags/:name', async (c) => {
    const query = decodeQuery(c, TagQuery);
    if (E.isLeft(query)) return failure(c, query.left);
    const page = await loadTagListing(useCases, c.req.param('name'), Number(query.right.page ?? 1));
    return E.isRight(page) ? c.json(page.right) : failure(c, page.left);
  });
}
