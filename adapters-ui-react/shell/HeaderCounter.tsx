import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { badgeText } from '../../domain/display/limits';

/**
 * A header link with a count badge: shown from 1, «99+» above 99 (spec §9 Badge). The link is named by
 * its content, «Корзина, товаров: 2», so the visible badge is part of the name a screen reader reads.
 */
export function HeaderCounter({
  to,
  label,
  count,
  icon,
  testId,
  className,
}: {
  readonly to: string;
  readonly label: string;
  readonly count: number;
  readonly icon: ReactNode;
  readonly testId: string;
  readonly className?: string;
}) {
  return (
    <Link to={to} className={className ? `header__counter ${className}` : 'header__counter'}>
      {icon}
      <span className="header__counter-label">
        {label}
        <span className="header__counter-hint">, товаров: {count > 0 ? '' : '0'}</span>
      </span>
      {count > 0 && (
        <span className="badge badge--count" data-testid={testId}>
          {badgeText(count)}
        </span>
      )}
    </Link>
  );
}
