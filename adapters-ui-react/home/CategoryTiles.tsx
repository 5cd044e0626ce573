import { Link } from 'react-router';
import type { CategoryTile } from '../../adapters-http/contract/mainBlocks';
import { responsiveImage } from '../components/responsiveImage';

/** Tiles: four columns on phones and tablets, eight from 1024 px (home.css). */
const TILE_SLOT = { sides: [96, 160, 240, 320], sizes: '(min-width: 1440px) 160px, (min-width: 1024px) 11vw, 23vw' };

/** The best-selling categories as picture tiles, each with the section it belongs to. */
export function CategoryTiles({ tiles }: { readonly tiles: readonly CategoryTile[] }) {
  if (tiles.length === 0) return null;
  return (
    <section className="home-section" aria-labelledby="home-categories">
      <h2 id="home-categories">Популярные категории</h2>
      <ul className="category-tiles">
        {tiles.map((tile) => {
          const image = responsiveImage(tile.image, TILE_SLOT);
          return (
            <li key={tile.url}>
              <Link className="category-tile" to={tile.url}>
                <img src={image.src} srcSet={image.srcSet} sizes={image.sizes} alt="" width={320} height={320} loading="lazy" />
                <span className="category-tile__name">{tile.name}</span>
                <span className="category-tile__section">{tile.parentName}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
