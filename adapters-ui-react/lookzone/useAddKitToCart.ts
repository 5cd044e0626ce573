import { useState } from 'react';
import type { Kit } from '../../adapters-http/contract/kits';
import { useCart } from '../shopContext';

/**
 * The sizes chosen for a kit's products and adding the kit to the cart: one of each chosen size (one more when
 * the size is already there), products that cannot be bought left out; a product without a size is reported
 * in `missing` and nothing is added. Shared by the product page's kit block and the look page.
 */
export function useAddKitToCart(kit: Kit) {
  const { setQuantity, pending, cart } = useCart();
  const [chosen, setChosen] = useState<Readonly<Record<string, string | null>>>(() =>
    Object.fromEntries(kit.products.map((p) => [p.productId, p.selectedSize])),
  );
  const [missing, setMissing] = useState<readonly string[]>([]);
  const [result, setResult] = useState<'added' | 'failed' | null>(null);
  const buyable = kit.products.filter((p) => !p.deleted);
  const total = buyable.reduce((sum, p) => sum + p.price.retail, 0);

  const choose = (productId: string, wareId: string) => {
    setChosen({ ...chosen, [productId]: wareId });
    setMissing(missing.filter((id) => id !== productId));
  };

  const addKit = async () => {
    const unchosen = buyable.filter((p) => !chosen[p.productId]).map((p) => p.productId);
    setMissing(unchosen);
    setResult(null);
    if (unchosen.length > 0 || buyable.length === 0) return;
    let ok = true;
    // One change after another through the cart's queue; each sets its size to one more than the cart holds.
    for (const p of buyable) {
      const wareId = chosen[p.productId]!;
      const held = cart?.items.find((i) => i.product.wareId === wareId && !i.deleted)?.quantity ?? 0;
      ok = (await setQuantity({ productId: p.productId, wareId, quantity: held + 1 })) && ok;
    }
    setResult(ok ? 'added' : 'failed');
  };

  return { chosen, choose, missing, result, buyable, total, addKit, busy: pending > 0 };
}
