import type { KitProductView, KitView } from '../../../application/catalogue/kitUseCases';
import type { Kit, KitProduct } from '../../contract/kits';
import { productImageUrl } from '../../contract/mediaUrl';
import { encodeProduct } from './encodeProduct';

const KIT_PHOTO_SIDE = 640;
const KIT_PRODUCT_IMAGE_SIDE = 160;

function encodeKitProduct(k: KitProductView): KitProduct {
  const p = encodeProduct(k.product);
  return {
    productId: p.productId,
    name: p.name,
    brand: p.brand,
    price: p.price,
    sizes: p.sizes,
    image: productImageUrl(p.productId, 0, KIT_PRODUCT_IMAGE_SIDE),
    deleted: k.deleted,
    selectedSize: k.selectedSize,
  };
}

/** The kit's primary photo is its first product's (the demo has no photos of kits as such). */
export function encodeKit(k: KitView): Kit {
  const first = k.products[0]?.product.productId;
  return {
    id: k.id,
    name: k.name,
    primaryPhoto: first ? productImageUrl(first, 0, KIT_PHOTO_SIDE) : '',
    category: { ...k.category },
    products: k.products.map(encodeKitProduct),
    uniquePlateIds: [],
  };
}
