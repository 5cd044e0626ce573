import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import { CartQuery } from '../../contract/cart';
import {
  AddressSuggestQuery,
  DeliveryAddressRequest,
  DeliveryVariantRequest,
  FastCartRequest,
  LocateAddressQuery,
  MapPointsQuery,
  PickupRequest,
  ProductsAvailabilityQuery,
  SetServicesRequest,
} from '../../contract/shipment';
import type { CartView } from '../../../application/cart/cartView';
import { decodeBody, decodeQuery } from '../decode';
import { encodeCart } from '../encode/encodeCart';
import { encodeDeliveryOption, encodePickupPoint } from '../encode/encodeShipment';
import { failure, type FailureTag } from '../failure';
import { cartOwnerOf } from '../cartOwnerOf';
import type { SessionVariables } from '../session';
import type { ShipmentUseCases } from '../shipmentUseCases';

type C = Context<{ Variables: SessionVariables }>;

const cartAnswer = (c: C, result: E.Either<{ readonly _tag: FailureTag }, CartView>) =>
  E.isRight(result) ? c.json(encodeCart(result.right)) : failure(c, result.left._tag);

/** Checkout step 1 calls of spec §7 (Cart: pickup, obtaining methods, delivery, fast; Location: address suggestions). */
export function shipmentRoutes(useCases: ShipmentUseCases) {
  const badQuery = (c: C) => E.isLeft(decodeQuery(c, CartQuery));
  return new Hono<{ Variables: SessionVariables }>()
    .get('/cart/pickup/variants/map-points', async (c) => {
      const query = decodeQuery(c, MapPointsQuery);
      if (E.isLeft(query)) return failure(c, 'INCORRECT_REQUEST');
      const points = await useCases.listPickupPoints(cartOwnerOf(c), query.right.isOnlyConvenience === 'true');
      return c.json({ cityName: points.cityName, today: points.today, points: points.points.map(encodePickupPoint) });
    })
    .get('/cart/pickup/variants/:id', async (c) => {
      if (badQuery(c)) return failure(c, 'INCORRECT_REQUEST');
      const found = await useCases.getPickupPoint(cartOwnerOf(c), c.req.param('id'));
      if (E.isLeft(found)) return failure(c, found.left._tag);
      return c.json({ today: found.right.today, point: encodePickupPoint(found.right.point), items: found.right.items });
    })
    .post('/cart/obtaining-methods/pickup', async (c) => {
      const body = await decodeBody(c, PickupRequest);
      if (badQuery(c) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
      return cartAnswer(c, await useCases.choosePickup(cartOwnerOf(c), body.right));
    })
    .post('/cart/obtaining-methods/delivery', async (c) => {
      const body = await decodeBody(c, DeliveryAddressRequest);
      if (badQuery(c) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
      return cartAnswer(c, await useCases.chooseDeliveryAddress(cartOwnerOf(c), body.right));
    })
    .get('/cart/delivery/variants', async (c) => {
      if (badQuery(c)) return failure(c, 'INCORRECT_REQUEST');
      const variants = await useCases.deliveryVariants(cartOwnerOf(c));
      if (E.isLeft(variants)) return failure(c, variants.left._tag);
      return c.json({ today: variants.right.today, variants: variants.right.variants.map(encodeDeliveryOption) });
    })
    .put('/cart/delivery/variants', async (c) => {
      const body = await decodeBody(c, DeliveryVariantRequest);
      if (badQuery(c) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
      return cartAnswer(c, await useCases.chooseDeliveryVariant(cartOwnerOf(c), body.right));
    })
    .get('/cart/delivery/services', async (c) => {
      if (badQuery(c)) return failure(c, 'INCORRECT_REQUEST');
      return c.json({
        services: (await useCases.getDeliveryServices(cartOwnerOf(c))).map((s) => ({ ...s, linkedServiceIds: [...s.linkedServiceIds], items: [...s.items] })),
      });
    })
    .post('/cart/delivery/_set-services', async (c) => {
      const body = await decodeBody(c, SetServicesRequest);
      if (badQuery(c) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
      return cartAnswer(c, await useCases.setDeliveryServices(cartOwnerOf(c), body.right.services));
    })
    .get('/cart/delivery/products-availability', async (c) => {
      const query = decodeQuery(c, ProductsAvailabilityQuery);
      if (E.isLeft(query)) return failure(c, 'INCORRECT_REQUEST');
      const availability = await useCases.deliveryAvailability(cartOwnerOf(c), query.right.addressId);
      return E.isRight(availability) ? c.json(availability.right) : failure(c, availability.left._tag);
    })
    .post('/cart/fast', async (c) => {
      const body = await decodeBody(c, FastCartRequest);
      if (badQuery(c) || E.isLeft(body)) return failure(c, 'INCORRECT_REQUEST');
      return cartAnswer(c, await useCases.createFastCart(cartOwnerOf(c).ownerKey, body.right));
    })
    .get('/location/addresses', async (c) => {
      const query = decodeQuery(c, AddressSuggestQuery);
      if (E.isLeft(query)) return failure(c, 'INCORRECT_REQUEST');
      const found = await useCases.suggestAddresses(cartOwnerOf(c).ownerKey, query.right.text);
      return E.isRight(found) ? c.json({ suggestions: found.right }) : failure(c, found.left._tag);
    })
    .get('/location/addresses/_locate', async (c) => {
      const query = decodeQuery(c, LocateAddressQuery);
      if (E.isLeft(query)) return failure(c, 'INCORRECT_REQUEST');
      const found = await useCases.locateAddress(query.right.id);
      return E.isRight(found) ? c.json(found.right) : failure(c, found.left._tag);
    });
}
