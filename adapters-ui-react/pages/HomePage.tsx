import { Link, useLoaderData } from 'react-router';
import type { HomePageData } from '../../adapters-http/contract/mainBlocks';
import { RECENTLY_VIEWED_BLOCK } from '../../domain/catalogue/mainBlocks';
import { HomeBanners } from '../content/HomeBanners';
import { BrandStrip } from '../home/BrandStrip';
import { CategoryTiles } from '../home/CategoryTiles';
import { ProductCarousel } from '../home/ProductCarousel';

/**
 * The home page as a retailer's: the promotions, the best-selling categories as tiles, carousels of hits,
 * the day's offer, new arrivals and the sale, the brands, and what a signed-in customer looked at last.
 */
export function HomePage() {
  const { main, recent } = useLoaderData() as HomePageData;
  const [first, ...rest] = main.blocks;
  return (
    <>
      <section className="hero hero--slim">
        <h1>Всё для спорта и активного отдыха</h1>
        <Link className="button button--primary" to="/catalog/">
          Перейти в каталог
        </Link>
      </section>
      <HomeBanners slot="MAIN_PAGE_TOP" label="Акции" lead />
      <CategoryTiles tiles={main.categories} />
      {first && <ProductCarousel block={first} />}
      {recent.length > 0 && <ProductCarousel block={{ ...RECENTLY_VIEWED_BLOCK, products: recent }} />}
      {rest.map((block) => (
        <ProductCarousel key={block.code} block={block} />
      ))}
      <BrandStrip brands={main.brands} />
      <HomeBanners slot="MAIN_PAGE_MIDDLE" label="Предложения" />
    </>
  );
}
