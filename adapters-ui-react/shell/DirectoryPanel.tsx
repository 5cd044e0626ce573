import { useId, useState } from 'react';
import { Link } from 'react-router';
import { suggest, SUGGEST_MIN_LENGTH } from '../../domain/catalogue/search';
import { BRAND_LIMITS } from '../../domain/display/layout';
import { NOTHING_FOUND_MESSAGE } from '../../domain/errors/genericMessages';
import type { DirectoryLink } from '../../adapters-http/contract/directory';

export interface DirectoryPanelProps {
  readonly title: string;
  /** «Найти бренд» / «Найти вид спорта». */
  readonly searchLabel: string;
  /** «Все бренды» / «Все виды спорта» and where it leads. */
  readonly allLabel: string;
  readonly allUrl: string;
  readonly items: readonly DirectoryLink[];
  readonly onNavigate: () => void;
}

/**
 * The brand or sports panel of the catalogue flyout: a few entries and a link to all of them; typing two
 * characters or more lists the entries containing the text, case-insensitive, or «Ничего не найдено» (spec §2, §5).
 */
export function DirectoryPanel({ title, searchLabel, allLabel, allUrl, items, onNavigate }: DirectoryPanelProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const searching = Array.from(query.trim()).length >= SUGGEST_MIN_LENGTH;
  const shown = searching ? suggest(items, query, (i) => i.name).slice(0, BRAND_LIMITS.menuWithImage) : items.slice(0, BRAND_LIMITS.panelWithCatalogueImages);
  return (
    <div className="directory-panel">
      <p className="flyout__heading">{title}</p>
      <label className="visually-hidden" htmlFor={inputId}>{searchLabel}</label>
      <input
        id={inputId}
        className="directory-panel__search"
        type="search"
        placeholder={searchLabel}
        value={query}
        maxLength={70}
        autoComplete="off"
        onChange={(e) => setQuery(e.target.value)}
      />
      {searching && shown.length === 0 ? (
        <p className="directory-panel__empty" role="status">{NOTHING_FOUND_MESSAGE}</p>
      ) : (
        <ul className={searching ? 'directory-panel__list' : 'directory-panel__list directory-panel__list--images'} aria-label={title}>
          {shown.map((item) => (
            <li key={item.id}>
              {/* The first five brands show their image beside the name (spec §9 brand panel). */}
              <Link to={item.url} onClick={onNavigate}>{!searching && item.image && <img src={item.image} alt="" width={80} height={40} loading="lazy" />}{item.name}</Link>
            </li>
          ))}
        </ul>
      )}
      <Link className="directory-panel__all" to={allUrl} onClick={onNavigate}>{allLabel}</Link>
    </div>
  );
}
