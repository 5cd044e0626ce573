import type { KitProduct } from '../../adapters-http/contract/kits';
import { Price } from '../components/Price';
import { SizePicker } from '../components/SizePicker';
import type { useAddKitToCart } from './useAddKitToCart';

/**
 * A kit product's price and its size to choose, or why it is left out; «Выберите размер» once the kit was added
 * without it. Shared by the product page's kit block and the look page.
 */
export function KitProductChoice({
  product,
  sizes,
  name,
  leftOut,
}: {
  readonly product: KitProduct;
  /** The kit's sizes chosen so far (useAddKitToCart). */
  readonly sizes: Pick<ReturnType<typeof useAddKitToCart>, 'chosen' | 'choose' | 'missing'>;
  /** The size picker's radio group name, unique on the page. */
  readonly name: string;
  /** What a product that cannot be bought now says. */
  readonly leftOut: string;
}) {
  return (
    <>
      <Price price={product.price} size="s" />
      {product.deleted ? (
        <p className="muted">{leftOut}</p>
      ) : (
        <SizePicker
          sizes={product.sizes}
          selected={sizes.chosen[product.productId] ?? null}
          name={name}
          legend={
            <>
              Размер<span className="visually-hidden">: {product.name}</span>
            </>
          }
          onSelect={(wareId) => sizes.choose(product.productId, wareId)}
        />
      )}
      {sizes.missing.includes(product.productId) && (
        <p role="alert" className="field-error">
          Выберите размер
        </p>
      )}
    </>
  );
}
