import { useState } from 'react';
import { useLoaderData } from 'react-router';
import type { PromoCodesPageData } from '../../adapters-http/contract/profileAccount';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from './AccountSection';
import { dayLabel } from './dayLabel';

export const PROMOCODES_PATH = '/profile/promocodes/';
export const promoCodesMeta = (): PageMeta => ({ title: titled('Промокоды'), canonical: PROMOCODES_PATH });

/** /profile/promocodes/ (spec §2 Profile routes, §7 GET /profiles/current/promocodes): code, what it gives, until when, copy. */
export function PromoCodesPage() {
  const data = useLoaderData() as PromoCodesPageData;
  const [copied, setCopied] = useState<string | null>(null);
  const copy = async (code: string) => {
    await navigator.clipboard?.writeText(code).catch(() => undefined);
    setCopied(code);
  };
  return (
    <AccountSection title="Промокоды" signedIn={data.signedIn} prompt="Войдите, чтобы увидеть доступные вам промокоды.">
      {data.signedIn &&
        (data.promocodes.length === 0 ? (
          <p className="empty" data-testid="promocodes-empty">
            Доступных промокодов пока нет.
          </p>
        ) : (
          <>
            <p className="muted">Введите промокод в корзине при оформлении заказа.</p>
            <ul className="promo-list" data-testid="promocodes">
              {data.promocodes.map((p) => (
                <li key={p.code} className="promo-card">
                  <p className="promo-card__code">{p.code}</p>
                  <p>{p.description}</p>
                  <p className="muted">{p.activeTo ? `Действует до ${dayLabel(p.activeTo)} включительно` : 'Без ограничения срока'}</p>
                  <button type="button" className="button" aria-label={`Скопировать промокод ${p.code}`} onClick={() => void copy(p.code)}>
                    Скопировать
                  </button>
                </li>
              ))}
            </ul>
            <p aria-live="polite" className="muted">
              {copied ? `Промокод ${copied} скопирован` : ''}
            </p>
          </>
        ))}
    </AccountSection>
  );
}
