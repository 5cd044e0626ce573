import * as E from 'fp-ts/Either';
import { upcomingEvents, type EventOccurrence } from '../../domain/content/afisha';
import { moscowDate } from '../../domain/shipment/receivingDate';
import type { Clock } from '../shared/Clock';
import type { AfishaSource } from './AfishaSource';
import type { ShopRecord } from './ShopRepository';

/**
 * GET /afisha/{id}/events (spec §7; the answer is not shown): the poster of a shop, `id` being its number — its weekly
 * events over the next four weeks; NOT_FOUND for no such shop.
 */
export function shopEvents(deps: {
  readonly afisha: AfishaSource;
  readonly getShop: (shopNumber: string) => Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, ShopRecord>>;
  readonly clock: Clock;
}) {
  return async (
    shopNumber: string,
  ): Promise<E.Either<{ readonly _tag: 'NOT_FOUND' }, { readonly shop: ShopRecord; readonly events: readonly EventOccurrence[] }>> => {
    const shop = await deps.getShop(shopNumber);
    if (E.isLeft(shop)) return shop;
    const events = (await deps.afisha.all()).filter((e) => e.shopNumber === shopNumber);
    return E.right({ shop: shop.right, events: upcomingEvents(events, moscowDate(deps.clock.now())) });
  };
}
