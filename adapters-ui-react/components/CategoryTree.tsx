import { Link } from 'react-router';
import type { MenuSection } from '../../adapters-http/contract/catalog';

/** Top sections with their sub-sections as link columns. */
export function CategoryTree({ sections }: { readonly sections: readonly MenuSection[] }) {
  return (
    <div className="tree">
      {sections.map((top) => (
        <section key={top.id} className="tree__section">
          <h2>
            <Link to={top.url}>{top.title.name}</Link>
          </h2>
          <div className="tree__columns">
            {top.sections.map((group) => (
              <div key={group.id}>
                <h3>
                  <Link to={group.url}>{group.title.name}</Link>
                </h3>
                <ul>
                  {group.sections.map((leaf) => (
                    <li key={leaf.id}>
                      <Link to={leaf.url}>{leaf.title.name}</Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </section>
      ))}
    </div>
  );
}
