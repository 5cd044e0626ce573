import { Link } from 'react-router';
import { ALL_BRANDS_URL, type DirectoryLink } from '../../adapters-http/contract/directory';

/** The best-selling brands' logos in a row that scrolls sideways on narrow screens, and «Все бренды». */
export function BrandStrip({ brands }: { readonly brands: readonly DirectoryLink[] }) {
  if (brands.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-brands">
      <div className="carousel__head">
        <h2 id="home-brands">Популярные бренды</h2>
        <Link className="carousel__all" to={ALL_BRANDS_URL}>
          Все бренды
        </Link>
      </div>
      <ul className="brand-strip">
        {brands.map((brand) => (
          <li key={brand.id}>
            <Link to={brand.url} className="brand-strip__item">
              {brand.image ? <img src={brand.image} alt={brand.name} width={160} height={80} loading="lazy" /> : brand.name}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
