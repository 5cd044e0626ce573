import { Link } from 'react-router';
import { gridColumns } from '../../domain/display/layout';
import type { MenuSection } from '../../adapters-http/contract/catalog';

/** Sub-sections shown under a column heading before «Показать все». */
const SHOWN_PER_COLUMN = 6;

/** The right panel of the flyout for a top section: its sections in 3 or 4 columns (spec §2 Header, §9). */
export function SectionPanel({ section, onNavigate }: { readonly section: MenuSection; readonly onNavigate: () => void }) {
  const columns = section.sections;
  return (
    <div className="section-panel">
      <Link className="flyout__heading" to={section.url} onClick={onNavigate}>
        {section.title.name}
      </Link>
      <div className="section-panel__columns" style={{ '--columns': gridColumns(columns.length) } as React.CSSProperties}>
        {columns.map((column) => (
          <div key={column.id} className="section-panel__column">
            <Link className="section-panel__title" to={column.url} onClick={onNavigate}>
              {column.title.name}
            </Link>
            {column.sections.length > 0 && (
              <ul>
                {column.sections.slice(0, SHOWN_PER_COLUMN).map((s) => (
                  <li key={s.id}>
                    <Link to={s.url} onClick={onNavigate}>
                      {s.title.name}
                    </Link>
                  </li>
                ))}
              </ul>
            )}
            {column.sections.length > SHOWN_PER_COLUMN && (
              <Link className="section-panel__more" to={column.url} onClick={onNavigate}>
                Показать все
              </Link>
            )}
          </div>
        ))}
      </div>
    </div>
  );
}
