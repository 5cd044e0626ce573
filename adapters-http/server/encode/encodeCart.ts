import type { CartView } from '../../../application/cart/cartView';
import type { Cart } from '../../contract/cart';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodePrice } from './encodeProduct';
import { encodeShipmentType } from './encodeShipmentType';
import { encodeCartDiscounts, encodeCartPayment } from './encodeCartPayment';
import { encodeContactUser, encodeLegalEntityInfo } from './encodeCheckoutDetails';

const LINE_IMAGE_SIDE = 160;

export function encodeCart(cart: CartView): Cart {
  return {
    id: cart.id,
    currency: cart.market.currency,
    version: cart.version,
    cartType: cart.checkout.cartType,
    items: cart.items.map((item) => ({
      product: {
        productId: item.product.productId,
        wareId: item.product.wareId,
        price: encodePrice({ catalog: item.catalogPrice, retail: item.product.price, currency: cart.market.currency }),
        name: item.name,
        brand: { name: item.brandName },
        size: item.size,
        image: productImageUrl(item.product.productId, 0, LINE_IMAGE_SIDE),
      },
      quantity: item.quantity,
      selected: item.selected,
      blocked: item.blocked,
      deleted: item.deleted,
      isArchived: item.isArchived,
      available: item.available,
    })),
    total: {
      productsQuantity: cart.totals.productsQuantity,
      productsCost: cart.totals.productsCost.toNumber(),
      totalCost: cart.totals.totalCost.toNumber(),
      discountAmount: cart.totals.discountAmount.toNumber(),
      bonusAmount: cart.totals.bonusAmount.toNumber(),
      deliveryCost: cart.totals.deliveryCost.toNumber(),
    },
    shipmentType: encodeShipmentType(cart),
    discounts: encodeCartDiscounts(cart.discounts),
    payment: encodeCartPayment(cart.payment),
    contactUser: encodeContactUser(cart),
    isLegalEntity: cart.checkout.isLegalEntity,
    legalEntityInfo: encodeLegalEntityInfo(cart.checkout),
  };
}
