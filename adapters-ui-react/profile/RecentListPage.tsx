import { Link, useLoaderData } from 'react-router';
import type { RecentListPageData } from '../../adapters-http/contract/recentList';
import { ProductCard } from '../components/ProductCard';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from './AccountSection';

export const RECENT_LIST_PATH = '/profile/recentlist/';
export const recentListMeta = (): PageMeta => ({ title: titled('Вы смотрели'), canonical: RECENT_LIST_PATH });

/** /profile/recentlist/ (spec §2 Profile routes, §7 GET /profiles/recent-list): the products viewed most recently, newest first. */
export function RecentListPage() {
  const data = useLoaderData() as RecentListPageData;
  return (
    <AccountSection title="Вы смотрели" signedIn={data.signedIn} prompt="Войдите, чтобы видеть товары, которые вы смотрели, на любом устройстве.">
      {data.signedIn &&
        (data.products.length === 0 ? (
          <p className="empty" data-testid="recent-empty">
            Вы пока ничего не смотрели. <Link to="/catalog/">Перейти в каталог</Link>
          </p>
        ) : (
          <div className="grid" data-testid="recent-products">
            {data.products.map((p) => (
              <ProductCard key={p.productId} product={p} />
            ))}
          </div>
        ))}
    </AccountSection>
  );
}
