/** The cart's recommendation slot (spec §7 Cart: dynamic recommendations with productIds), filled by `productRecommendations`. */
export const CART_RECOMMENDATION_SLOT = 'Recommendations_Cart_OneProduct_Slot_1';
