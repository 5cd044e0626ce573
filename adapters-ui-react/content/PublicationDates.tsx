import type { PublicationCard } from '../../adapters-http/contract/publications';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
const day = (iso: string) => DATE.format(new Date(`${iso}T00:00:00Z`));

/** When a promotion runs («с 1 ноября 2026 г. по 31 января 2027 г.», «Завершена») or when news was published. */
export function PublicationDates({ publication: p }: { readonly publication: PublicationCard }) {
  if (p.type === 'NEWS')
    return (
      <p className="publication-dates muted">
        <time dateTime={p.dateFrom}>{day(p.dateFrom)}</time>
      </p>
    );
  return (
    <p className="publication-dates muted">
      {p.dateTo ? (
        <>
          с <time dateTime={p.dateFrom}>{day(p.dateFrom)}</time> по <time dateTime={p.dateTo}>{day(p.dateTo)}</time>
        </>
      ) : (
        <>
          с <time dateTime={p.dateFrom}>{day(p.dateFrom)}</time>
        </>
      )}
      {!p.isActive && <span className="badge publication-dates__over">Завершена</span>}
    </p>
  );
}
