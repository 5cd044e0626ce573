import type { RetailPurchase, RetailPurchaseSummary } from '../../../application/orders/RetailPurchases';
import type { RetailPurchaseDetails, RetailPurchasesPage } from '../../contract/profileOrders';

const encodeSummary = (p: RetailPurchaseSummary) => ({
  receiptNumber: p.receiptNumber,
  purchasedAt: p.purchasedAt.toISOString(),
  shop: p.shop,
  total: p.total.toNumber(),
  itemCount: p.itemCount,
});

/** A page of purchases in shops as GET /orders/retails answers it. */
export function encodeRetailPurchasesPage(
  page: number,
  pageSize: number,
  { purchases, total }: { readonly purchases: readonly RetailPurchaseSummary[]; readonly total: number },
): RetailPurchasesPage {
  return { purchases: purchases.map(encodeSummary), pagination: { page, pageSize, total } };
}

/** One purchase in a shop as GET /orders/retails/{n} answers it. */
export function encodeRetailPurchase(p: RetailPurchase): RetailPurchaseDetails {
  return {
    ...encodeSummary(p),
    bonuses: { spent: p.bonusesSpent, earned: p.bonusesEarned },
    items: p.lines.map((l) => ({ productId: l.productId, name: l.name, size: l.size, quantity: l.quantity, price: l.price.toNumber() })),
  };
}
