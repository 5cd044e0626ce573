import { Link } from 'react-router';

export function Breadcrumbs({ items }: { readonly items: readonly { readonly name: string; readonly url: string }[] }) {
  return (
    <nav aria-label="Навигационная цепочка" className="breadcrumbs">
      <ol>
        <li>
          <Link to="/">Главная</Link>
        </li>
        <li>
          <Link to="/catalog/">Каталог</Link>
        </li>
        {items.map((item, i) => (
          <li key={item.url}>{i === items.length - 1 ? <span aria-current="page">{item.name}</span> : <Link to={item.url}>{item.name}</Link>}</li>
        ))}
      </ol>
    </nav>
  );
}
