import { Link, useLoaderData } from 'react-router';
import type { MainMenu } from '../../adapters-http/contract/catalog';
import { CategoryTree } from '../components/CategoryTree';
import { HomeBanners } from '../content/HomeBanners';

export function HomePage() {
  const menu = useLoaderData() as MainMenu;
  return (
    <>
      <section className="hero">
        <h1>Всё для спорта и активного отдыха</h1>
        <p>Обувь, одежда и инвентарь ведущих брендов с доставкой и самовывозом.</p>
        <Link className="button button--primary" to="/catalog/">Перейти в каталог</Link>
      </section>
      <HomeBanners slot="MAIN_PAGE_TOP" label="Акции" lead />
      <CategoryTree sections={menu.sections} />
      <HomeBanners slot="MAIN_PAGE_MIDDLE" label="Предложения" />
    </>
  );
}
