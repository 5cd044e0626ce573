import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { WishlistPageData } from '../../adapters-http/contract/wishlist';
import { isFavourite, WISHLIST_TEXTS } from '../../domain/wishlist/wishlist';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { Pagination } from '../components/Pagination';
import { ProductCard } from '../components/ProductCard';
import { useSignIn } from '../auth/useSignIn';
import { titled, type PageMeta } from '../meta';
import { CreateListForm } from '../wishlist/CreateListForm';
import { customListPath, ListActions } from '../wishlist/ListActions';
import { useWishlist } from '../wishlist/useWishlist';

export const wishlistMeta = (): PageMeta => ({ title: titled(WISHLIST_TEXTS.defaultListName), canonical: '/profile/wishlist/' });

/** /profile/wishlist/: the default list's products and the custom lists with create/share/delete (spec §2 Profile routes). */
export function WishlistPage() {
  const data = useLoaderData() as WishlistPageData;
  const { ids, vm } = useWishlist();
  const { vm: signIn } = useSignIn();
  const revalidator = useRevalidator();
  const refresh = () => void revalidator.revalidate();
  const crumbs = <Breadcrumbs items={[{ name: WISHLIST_TEXTS.defaultListName, url: '/profile/wishlist/' }]} />;
  if (!data.signedIn) {
    return (
      <section className="wishlist">
        {crumbs}
        <h1>{WISHLIST_TEXTS.defaultListName}</h1>
        <p className="empty">Войдите, чтобы сохранять товары в Избранное и видеть их на любом устройстве.</p>
        <button type="button" className="button button--primary" onClick={signIn.open}>
          Войти
        </button>
      </section>
    );
  }
  // Hearts taken off on this page leave it at once, without a reload.
  const products = data.favourites.products.filter((p) => !ids || isFavourite(ids, p.productId));
  const { page, pageSize, total } = data.favourites.pagination;
  return (
    <section className="wishlist">
      {crumbs}
      <h1>{WISHLIST_TEXTS.defaultListName}</h1>
      <section aria-labelledby="wishlist-lists" className="wishlist__lists">
        <h2 id="wishlist-lists">Мои списки</h2>
        {data.lists.length === 0 ? (
          <p className="muted">Списков пока нет.</p>
        ) : (
          <ul className="wishlist-lists" data-testid="wishlist-lists">
            {data.lists.map((list) => (
              <li key={list.id} className="wishlist-lists__item">
                <Link to={customListPath(list.id)}>{list.name}</Link> <span className="muted">({list.favouritesIds.length})</span>
                <ListActions list={list} afterDelete={refresh} />
              </li>
            ))}
          </ul>
        )}
        <CreateListForm
          create={async (name) => {
            const error = vm ? await vm.createList(name) : null;
            if (!error) refresh();
            return error;
          }}
        />
      </section>
      {products.length === 0 ? (
        <p className="empty" data-testid="wishlist-empty">
          В Избранном пока нет товаров. <Link to="/catalog/">Перейти в каталог</Link>
        </p>
      ) : (
        <div className="grid" data-testid="wishlist-products">
          {products.map((p) => (
            <ProductCard key={p.productId} product={p} />
          ))}
        </div>
      )}
      <Pagination page={page} pageCount={Math.ceil(total / pageSize)} href={(n) => (n === 1 ? '/profile/wishlist/' : `/profile/wishlist/?page=${n}`)} />
    </section>
  );
}
