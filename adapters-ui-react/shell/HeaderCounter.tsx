import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { badgeText } from '../../domain/display/limits';

/** A header link with a count badge: shown from 1, «99+» above 99 (spec §9 Badge). */
export function HeaderCounter({ to, label, count, icon, testId }: { readonly to: string; readonly label: string; readonly count: number; readonly icon: ReactNode; readonly testId: string }) {
  return (
    <Link to={to} className="header__counter" aria-label={`${label}, товаров: ${count}`}>
      {icon}
      <span className="header__counter-label">{label}</span>
      {count > 0 && <span className="badge badge--count" data-testid={testId}>{badgeText(count)}</span>}
    </Link>
  );
}
