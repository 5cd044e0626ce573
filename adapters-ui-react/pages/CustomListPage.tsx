import { useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { WishlistItems } from '../../adapters-http/contract/wishlist';
import { WISHLIST_TEXTS } from '../../domain/wishlist/wishlist';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { ProductCard } from '../components/ProductCard';
import { useSignIn } from '../auth/useSignIn';
import { titled, type PageMeta } from '../meta';
import { customListPath, ListActions, useBackToWishlist } from '../wishlist/ListActions';
import { useWishlist } from '../wishlist/useWishlist';

export const customListMeta = (data: unknown): PageMeta => {
  const { wishlist } = data as WishlistItems;
  return { title: titled(wishlist.name), canonical: customListPath(wishlist.id) };
};

/**
 * /profile/wishlist/custom-list/{id}/: the owner manages the list; anyone else who has the shared
 * link sees it and may save a copy to their profile (spec §7 shared-custom-lists).
 */
export function CustomListPage() {
  const { wishlist, products, own } = useLoaderData() as WishlistItems;
  const { vm, signedIn } = useWishlist();
  const { vm: signIn } = useSignIn();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const back = useBackToWishlist();
  const save = async () => {
    if (!signedIn) return signIn.open();
    const id = await vm?.saveShared(wishlist.id);
    if (id) void navigate(customListPath(id));
  };
  const removeItem = async (productId: string) => {
    const wareIds = wishlist.favouritesIds.filter((i) => i.productId === productId).map((i) => i.wareId);
    if (await vm?.removeFromList(wishlist.id, wareIds)) await revalidator.revalidate();
  };
  return (
    <section className="wishlist">
      <Breadcrumbs
        items={[
          { name: WISHLIST_TEXTS.defaultListName, url: '/profile/wishlist/' },
          { name: wishlist.name, url: customListPath(wishlist.id) },
        ]}
      />
      <h1>{wishlist.name}</h1>
      {own ? (
        <ListActions list={wishlist} afterDelete={back} />
      ) : (
        <button type="button" className="button button--primary" onClick={() => void save()}>
          Сохранить себе
        </button>
      )}
      {products.length === 0 ? (
        <p className="empty">В этом списке пока нет товаров.</p>
      ) : (
        <div className="grid">
          {products.map((p) => (
            <div key={p.productId} className="wishlist__item">
              <ProductCard product={p} />
              {own && (
                <button type="button" className="link-button" onClick={() => void removeItem(p.productId)}>
                  Убрать из списка
                </button>
              )}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}
