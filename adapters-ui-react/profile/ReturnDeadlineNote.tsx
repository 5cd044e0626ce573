import { dayLabel } from './dayLabel';

/** «Вернуть товары можно до …»: a received order's return window, as the return form words it (docs/returns.md). */
export function ReturnDeadlineNote({ deadline }: { readonly deadline: string | null }) {
  return deadline ? <p className="muted" data-testid="return-deadline">{`Вернуть товары можно до ${dayLabel(deadline)} включительно`}</p> : null;
}
