/**
 * Texts of shipment refusals the spec does not word (spec §8 Cart and checkout: "not shown"),
 * written for this shop and listed in docs/spec-coverage.md.
 */
export const SHIPMENT_MESSAGES = {
  PICKUP_POINT_UNAVAILABLE: 'В этом пункте нельзя получить товары из корзины. Пожалуйста, выберите другой',
  DELIVERY_VARIANT_CHANGED: 'Условия доставки изменились. Пожалуйста, выберите вариант доставки ещё раз',
  DELIVERY_ADDRESS_REQUIRED: 'Пожалуйста, укажите адрес доставки',
} as const;
