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
  /** The menu under the first five: «Ещё бренды». */
  readonly moreLabel: string;
  /** «Все бренды» / «Все виды спорта» and where it leads. */
  readonly allLabel: string;
  readonly allUrl: string;
  /** Best sellers first. */
  readonly items: readonly DirectoryLink[];
  readonly onNavigate: () => void;
}

/** A menu entry: its logo when it has one (brands), else its name. */
function Entry({ item, onNavigate }: { readonly item: DirectoryLink; readonly onNavigate: () => void }) {
  return (
    <li>
      <Link to={item.url} onClick={onNavigate} className={item.image ? 'directory-panel__logo' : undefined}>
        {item.image ? <img src={item.image} alt={item.name} width={80} height={40} loading="lazy" /> : item.name}
      </Link>
    </li>
  );
}

/**
 * The brand or sports panel of the catalogue flyout (spec §2 Header, §9): the five best sellers with a picture
 * from their catalogue, then a menu of the next ones (up to 29, brands by their logos) and a link to all of
 * them; typing two characters or more lists the entries containing the text, case-insensitive, or
 * «Ничего не найдено» (spec §5).
 */
export function DirectoryPanel({ title, searchLabel, moreLabel, allLabel, allUrl, items, onNavigate }: DirectoryPanelProps) {
  const [query, setQuery] = useState('');
  const inputId = useId();
  const searching = Array.from(query.trim()).length >= SUGGEST_MIN_LENGTH;
  const found = searching ? suggest(items, query, (i) => i.name).slice(0, BRAND_LIMITS.menuWithImage) : [];
  const top = items.slice(0, BRAND_LIMITS.panelWithCatalogueImages);
  const more = items.slice(top.length, top.length + BRAND_LIMITS.menuWithImage);
  return (
    <div className="directory-panel">
      <p className="flyout__heading">{title}</p>
      <label className="visually-hidden" htmlFor={inputId}>
        {searchLabel}
      </label>
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
      {searching && found.length === 0 && (
        <p className="directory-panel__empty" role="status">
          {NOTHING_FOUND_MESSAGE}
        </p>
      )}
      {searching && found.length > 0 && (
        <ul className="directory-panel__list" aria-label={title}>
          {found.map((item) => (
            <li key={item.id}>
              <Link to={item.url} onClick={onNavigate}>
                {item.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {!searching && (
        <>
          <ul className="directory-panel__top" aria-label={title}>
            {top.map((item) => (
              <li key={item.id}>
                <Link to={item.url} onClick={onNavigate}>
                  {item.picture && <img src={item.picture} alt="" width={80} height={80} loading="lazy" />}
                  <span>{item.name}</span>
                </Link>
              </li>
            ))}
          </ul>
          {more.length > 0 && (
            <ul className={more.some((i) => i.image) ? 'directory-panel__list directory-panel__list--logos' : 'directory-panel__list'} aria-label={moreLabel}>
              {more.map((item) => (
                <Entry key={item.id} item={item} onNavigate={onNavigate} />
              ))}
            </ul>
          )}
        </>
      )}
      <Link className="directory-panel__all" to={allUrl} onClick={onNavigate}>
        {allLabel}
      </Link>
    </div>
  );
}
