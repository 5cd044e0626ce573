import { Hono, type Context } from 'hono';
import * as E from 'fp-ts/Either';
import type * as t from 'io-ts';
import { CartQuery } from '../../contract/cart';
import {
  BlockItemsRequest,
  CartProductsQuery,
  DynamicRecommendationsRequest,
  type DynamicRecommendations,
  GiftCardRequest,
  PromoCodeParam,
  RestoreRequest,
  SelectItemsRequest,
  ToggleBonusRequest,
  UuidParam,
  type CartProducts,
  type GiftCardBalance,
  type SnapshotCreated,
} from '../../contract/cartPage';
import type { CartView } from '../../../application/cart/cartView';
import { decodeBody, decodeQuery } from '../decode';
import { encodeCart } from '../encode/encodeCart';
import { encodeProductCard } from '../encode/encodeProduct';
import { CART_RECOMMENDATION_SLOT } from '../../../application/catalogue/cartRecommendations';
import { failure, type FailureTag } from '../failure';
import { cartOwnerOf } from '../cartOwnerOf';
import { clientAddress } from '../clientAddress';
import type { SessionVariables } from '../session';
import type { CartPageUseCases } from '../../../application/cart/cartPageUseCases';

type Ctx = Context<{ Variables: SessionVariables }>;

/** The whole cart, or the failure's reason and message. */
const answer = (c: Ctx, result: E.Either<{ readonly _tag: FailureTag }, CartView>) =>
  E.isRight(result) ? c.json(encodeCart(result.right)) : failure(c, result.left._tag);

/** The body decoded after the cart query, or the 400 answer. */
async function decoded<A>(c: Ctx, codec: t.Decoder<unknown, A>): Promise<E.Either<Response, A>> {
  if (E.isLeft(decodeQuery(c, CartQuery))) return E.left(failure(c, 'INCORRECT_REQUEST'));
  const body = await decodeBody(c, codec);
  return E.isLeft(body) ? E.left(failure(c, body.left)) : body;
}

/** A path parameter decoded with a codec, after the cart query. */
function param<A>(c: Ctx, name: string, codec: t.Decoder<unknown, A>): E.Either<Response, A> {
  if (E.isLeft(decodeQuery(c, CartQuery))) return E.left(failure(c, 'INCORRECT_REQUEST'));
  const value = codec.decode(c.req.param(name));
  return E.isLeft(value) ? E.left(failure(c, 'INCORRECT_REQUEST')) : E.right(value.right);
}

/** The cart page's calls of spec §7 Cart, acting on the owner's cart of the given cartType; every change answers the whole cart. */
export function cartPageRoutes(cart: CartPageUseCases) {
  return new Hono<{ Variables: SessionVariables }>()
    .post('/cart/items/_select', async (c) => {
      const body = await decoded(c, SelectItemsRequest);
      if (E.isLeft(body)) return body.left;
      return answer(
        c,
        await cart.selectItems(
          cartOwnerOf(c).cartKey,
          body.right.selectedItems.map((i) => ({ wareId: i.wareId, value: i.selected })),
        ),
      );
    })
    .post('/cart/items/_block', async (c) => {
      const body = await decoded(c, BlockItemsRequest);
      if (E.isLeft(body)) return body.left;
      return answer(
        c,
        await cart.blockItems(
          cartOwnerOf(c).cartKey,
          body.right.blockedItems.map((i) => ({ wareId: i.wareId, value: i.blocked })),
        ),
      );
    })
    .post('/cart/products/_restore', async (c) => {
      const body = await decoded(c, RestoreRequest);
      if (E.isLeft(body)) return body.left;
      return answer(c, await cart.restoreProduct(cartOwnerOf(c).cartKey, body.right));
    })
    .get('/cart/products', async (c) => {
      const query = decodeQuery(c, CartQuery);
      const ids = decodeQuery(c, CartProductsQuery);
      if (E.isLeft(query) || E.isLeft(ids)) return failure(c, 'INCORRECT_REQUEST');
      const productIds = ids.right.productIds
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean);
      return c.json({ items: encodeCart(await cart.cartProducts(cartOwnerOf(c).cartKey, productIds)).items } satisfies CartProducts);
    })
    .post('/cart/promocodes/:code', async (c) => {
      const code = param(c, 'code', PromoCodeParam);
      if (E.isLeft(code)) return code.left;
      return answer(c, await cart.applyPromoCode(cartOwnerOf(c).cartKey, code.right));
    })
    .delete('/cart/promocodes/:code', async (c) => {
      const code = param(c, 'code', PromoCodeParam);
      if (E.isLeft(code)) return code.left;
      return answer(c, await cart.removePromoCode(cartOwnerOf(c).cartKey, code.right));
    })
    .post('/cart/_toggle-bonus', async (c) => {
      const body = await decoded(c, ToggleBonusRequest);
      if (E.isLeft(body)) return body.left;
      return answer(c, await cart.toggleBonus(cartOwnerOf(c).cartKey, body.right.bonusApplied));
    })
    .post('/cart/gift-cards/_validate', async (c) => {
      const body = await decoded(c, GiftCardRequest);
      if (E.isLeft(body)) return body.left;
      const card = await cart.validateGiftCard(cartOwnerOf(c).cartKey, body.right, clientAddress(c));
      if (E.isLeft(card)) return failure(c, card.left._tag);
      return c.json({ giftCardNumber: card.right.number, balance: card.right.balance.toNumber() } satisfies GiftCardBalance);
    })
    .post('/cart/gift-cards', async (c) => {
      const body = await decoded(c, GiftCardRequest);
      if (E.isLeft(body)) return body.left;
      return answer(c, await cart.applyGiftCard(cartOwnerOf(c).cartKey, body.right, clientAddress(c)));
    })
    .delete('/cart/gift-cards/:promisedPaymentId{.+}', async (c) => {
      // The spec's path ends with a slash: /cart/gift-cards/{promisedPaymentId}/
      const id = UuidParam.decode(c.req.param('promisedPaymentId').replace(/\/$/, ''));
      if (E.isLeft(decodeQuery(c, CartQuery)) || E.isLeft(id)) return failure(c, 'INCORRECT_REQUEST');
      return answer(c, await cart.removeGiftCard(cartOwnerOf(c).cartKey, id.right));
    })
    .post('/cart/snapshots', async (c) => {
      if (E.isLeft(decodeQuery(c, CartQuery))) return failure(c, 'INCORRECT_REQUEST');
      return c.json((await cart.saveSnapshot(cartOwnerOf(c).cartKey)) satisfies SnapshotCreated);
    })
    .get('/cart/snapshots/:id', async (c) => {
      const id = param(c, 'id', UuidParam);
      if (E.isLeft(id)) return id.left;
      return answer(c, await cart.viewSnapshot(id.right));
    })
    .post('/cart/snapshots/:id', async (c) => {
      const id = param(c, 'id', UuidParam);
      if (E.isLeft(id)) return id.left;
      return answer(c, await cart.addSnapshot(cartOwnerOf(c).cartKey, id.right));
    })
    .post('/recommendations/dynamic', async (c) => {
      const body = await decodeBody(c, DynamicRecommendationsRequest);
      if (E.isLeft(body)) return failure(c, body.left);
      const { pageContext, requestedRecommendations } = body.right;
      const recommendations = await Promise.all(
        requestedRecommendations.map(async ({ slot }) => ({
          slot,
          products: slot === CART_RECOMMENDATION_SLOT ? (await cart.recommendations(pageContext.productIds)).map(encodeProductCard) : [],
        })),
      );
      return c.json({ recommendations } satisfies DynamicRecommendations);
    });
}
