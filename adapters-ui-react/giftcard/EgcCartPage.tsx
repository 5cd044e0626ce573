import { useEffect, useState } from 'react';
import { Link, useLoaderData } from 'react-router';
import * as E from 'fp-ts/Either';
import type { EgcInvoice, EgcItem } from '../../adapters-http/contract/giftCards';
import { EGC_INVOICE_LABELS } from '../../domain/giftcard/egcInvoice';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { EgcCartLines } from './EgcCartLines';
import { EgcIssuedCards } from './EgcIssuedCards';
import { EgcPayForm } from './EgcPayForm';
import { EgcSignInPrompt } from './EgcSignInPrompt';
import { useMayBuyEgc } from './useMayBuyEgc';

export const egcCartMeta = (): PageMeta => ({ title: titled('Корзина подарочных карт'), canonical: '/giftcard/cart' });

/**
 * /giftcard/cart (spec §2 Routes; §7 GET /egc/cart/{invoice}, GET /egc/invoices/{n}): the gift-card cart, or with
 * ?invoice=N the invoice the payer came back to — awaiting payment, or paid with the issued cards.
 */
export function EgcCartPage() {
  const loaded = useLoaderData() as EgcInvoice;
  const { giftCards: api } = useServices();
  const mayBuy = useMayBuyEgc();
  const [invoice, setInvoice] = useState(loaded);
  useEffect(() => setInvoice(loaded), [loaded]);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  // Changes go one at a time; each answer is the whole cart.
  const change = async (item: EgcItem, quantity: number) => {
    if (!api || busy) return;
    setBusy(true);
    const answer = await api.setQuantity({
      invoiceNumber: invoice.invoiceNumber,
      designId: item.designId,
      nominal: item.nominal,
      recipientEmail: item.recipientEmail,
      quantity,
    });
    setBusy(false);
    if (E.isRight(answer)) setInvoice(answer.right);
    setError(E.isLeft(answer) ? answer.left.message : null);
  };

  const heading = invoice.status === 'CART' ? 'Корзина подарочных карт' : `Заказ подарочных карт № ${invoice.invoiceNumber ?? ''}`;
  return (
    <section className="giftcard egc-cart">
      <h1>{heading}</h1>
      {invoice.status !== 'CART' && (
        <p className="egc-cart__status" data-testid="egc-status" role="status">
          {EGC_INVOICE_LABELS[invoice.status]}
        </p>
      )}
      {invoice.items.length === 0 ? (
        <div className="empty" data-testid="egc-empty">
          <p>В корзине подарочных карт пока пусто.</p>
          <Link className="button button--primary" to="/giftcard/e-giftcard">
            Выбрать карту
          </Link>
        </div>
      ) : (
        <>
          <EgcCartLines invoice={invoice} busy={busy} onQuantity={invoice.status === 'CART' && mayBuy ? (item, q) => void change(item, q) : undefined} />
          {error && (
            <p role="alert" className="field-error">
              {error}
            </p>
          )}
          <p className="egc-cart__total">
            Итого: <strong data-testid="egc-total">{formatMoney(invoice.total)}</strong>
          </p>
          {invoice.status === 'PAID' && <EgcIssuedCards cards={invoice.cards} />}
          {invoice.status !== 'PAID' &&
            invoice.invoiceNumber &&
            (mayBuy ? <EgcPayForm invoiceNumber={invoice.invoiceNumber} email={invoice.buyerEmail} phone={invoice.buyerPhone} /> : <EgcSignInPrompt />)}
          {invoice.status === 'CART' && <Link to="/giftcard/e-giftcard">Добавить ещё карту</Link>}
        </>
      )}
    </section>
  );
}
