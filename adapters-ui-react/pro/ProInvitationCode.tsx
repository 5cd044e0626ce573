import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A trainer's invitation code and link to share with sportsmen (spec §2 Pro programme); `children` follow them. */
export function ProInvitationCode({ code, url, children }: { readonly code: string; readonly url: string; readonly children?: ReactNode }) {
  return (
    <section className="pro-code" aria-labelledby="pro-code-title">
      <h2 id="pro-code-title">Код приглашения для спортсменов</h2>
      <p className="pro-code__value" data-testid="invitation-code">
        {code}
      </p>
      <p>
        Передайте код спортсменам или поделитесь ссылкой: <Link to={url}>вступить по приглашению</Link>
      </p>
      {children}
    </section>
  );
}
