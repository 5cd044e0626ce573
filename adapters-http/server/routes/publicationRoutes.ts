import { Hono } from 'hono';
import * as E from 'fp-ts/Either';
import type { ShownPublication } from '../../../application/shell/listPublications';
import type { PublicationType } from '../../../domain/content/publication';
import { publicationUrl } from '../../../domain/content/publication';
import {
  MediaType,
  PublicationRequest,
  PublicationsQuery,
  type AfishaEvents,
  type MediaArticles,
  type Publication,
  type PublicationCard,
  type PublicationList,
} from '../../contract/publications';
import { occurrenceSpan } from '../../../domain/content/afisha';
import { decodeBody, decodeQuery } from '../decode';
import { failure } from '../failure';
import { sanitizeContent } from '../sanitizeContent';
import type { listPublications } from '../../../application/shell/listPublications';
import type { getPublication } from '../../../application/shell/getPublication';
import type { shopEvents } from '../../../application/shell/shopEvents';

/** A publication in a list. */
const encodePublicationCard = (p: ShownPublication): PublicationCard => ({
  id: p.id,
  type: p.type,
  title: p.title,
  annotation: p.annotation,
  imageUrl: p.imageUrl,
  imageAlt: p.imageAlt,
  dateFrom: p.dateFrom,
  dateTo: p.dateTo ?? null,
  isActive: p.isActive,
  url: publicationUrl(p.id),
});

/** A publication's page, the body sanitised. */
export const encodePublication = (p: ShownPublication): Publication => ({ ...encodePublicationCard(p), html: sanitizeContent(p.html) });

/** A page of publications. */
export const encodePublicationList = (list: {
  readonly items: readonly ShownPublication[];
  readonly page: number;
  readonly pageCount: number;
}): PublicationList => ({ items: list.items.map(encodePublicationCard), page: list.page, pageCount: list.pageCount });

/**
 * GET /publications (types, page, is-active) and POST /publications {url} (spec §7 Catalogue, content); GET /media/{type}/articles,
 * the running publications of a type as media articles; GET /afisha/{shopNumber}/events, a shop's poster.
 */
export function publicationRoutes(useCases: {
  readonly listPublications: ReturnType<typeof listPublications>;
  readonly getPublication: ReturnType<typeof getPublication>;
  readonly shopEvents: ReturnType<typeof shopEvents>;
}) {
  return new Hono()
    .get('/media/:type/articles', async (c) => {
      const type = MediaType.decode(c.req.param('type'));
      if (E.isLeft(type)) return failure(c, 'NOT_FOUND');
      const { items } = await useCases.listPublications({ types: [type.right === 'promo' ? 'PROMO' : 'NEWS'], page: 1, isActive: true });
      return c.json({
        articles: items.map((p) => ({ id: p.id, title: p.title, iconUrl: p.imageUrl, articleUrl: publicationUrl(p.id) })),
      } satisfies MediaArticles);
    })
    .get('/afisha/:id/events', async (c) => {
      const poster = await useCases.shopEvents(c.req.param('id'));
      if (E.isLeft(poster)) return failure(c, poster.left._tag);
      const events = poster.right.events.map((o) => {
        const { start, end } = occurrenceSpan(o);
        return {
          id: `${o.event.id}:${o.date}`,
          title: o.event.title,
          description: o.event.description,
          startsAt: start.toISOString(),
          endsAt: end.toISOString(),
        };
      });
      return c.json({ shopNumber: poster.right.shop.shopNumber, shopName: poster.right.shop.name, events } satisfies AfishaEvents);
    })
    .get('/publications', async (c) => {
      const query = decodeQuery(c, PublicationsQuery);
      if (E.isLeft(query)) return failure(c, query.left);
      const isActive = query.right['is-active'];
      const list = await useCases.listPublications({
        types: query.right.types.split(',') as PublicationType[],
        page: Number(query.right.page ?? '1'),
        ...(isActive === undefined ? {} : { isActive: isActive === 'true' }),
      });
      return c.json(encodePublicationList(list));
    })
    .post('/publications', async (c) => {
      const body = await decodeBody(c, PublicationRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const found = await useCases.getPublication(body.right.url);
      return E.isRight(found) ? c.json(encodePublication(found.right)) : failure(c, found.left._tag);
    });
}
