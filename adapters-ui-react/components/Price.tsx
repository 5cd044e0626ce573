import { formatMoney } from '../../domain/money/formatMoney';
import type { Product } from '../../adapters-http/contract/product';

/** Retail price in the market's currency, with the crossed-out catalogue price and the discount when there is one. */
export function Price({ price, size = 'm' }: { readonly price: Product['price']; readonly size?: 's' | 'm' | 'l' }) {
  return (
    <div className={`price price--${size}`}>
      <span className={price.discountRate > 0 ? 'price__retail price__retail--sale' : 'price__retail'}>{formatMoney(price.retail, price.currency)}</span>
      {price.discountRate > 0 && (
        <>
          <s className="price__catalog" role="img" aria-label={`Цена без скидки ${formatMoney(price.catalog, price.currency)}`}>
            {formatMoney(price.catalog, price.currency)}
          </s>
          <span className="price__rate">−{price.discountRate}%</span>
        </>
      )}
    </div>
  );
}
