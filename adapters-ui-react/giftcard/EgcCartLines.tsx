import type { EgcInvoice, EgcItem } from '../../adapters-http/contract/giftCards';
import { MAX_EGC_QUANTITY } from '../../domain/giftcard/egcCart';
import { formatMoney } from '../../domain/money/formatMoney';

/** The cart's lines: design, nominal, recipient, quantity with − / + and removal while the cart is being filled. */
export function EgcCartLines({
  invoice,
  busy,
  onQuantity,
}: {
  readonly invoice: EgcInvoice;
  readonly busy: boolean;
  /** Absent once the invoice is sent to pay: its lines are fixed. */
  readonly onQuantity?: (item: EgcItem, quantity: number) => void;
}) {
  return (
    <ul className="egc-lines" data-testid="egc-lines" aria-busy={busy}>
      {invoice.items.map((item) => {
        const name = `${item.designName}, ${formatMoney(item.nominal)}`;
        return (
          <li key={`${item.designId}-${item.nominal}-${item.recipientEmail}`} className="egc-line">
            <img src={item.imageUrl} alt="" width={120} height={75} />
            <div className="egc-line__about">
              <strong>{name}</strong>
              <span className="muted">Получатель: {item.recipientEmail}</span>
            </div>
            {onQuantity ? (
              <div className="egc-line__quantity" role="group" aria-label={`Количество: ${name}`}>
                <button
                  type="button"
                  className="button"
                  aria-label="Меньше"
                  disabled={busy || item.quantity <= 1}
                  onClick={() => onQuantity(item, item.quantity - 1)}
                >
                  −
                </button>
                <output aria-live="polite">{item.quantity}</output>
                <button
                  type="button"
                  className="button"
                  aria-label="Больше"
                  disabled={busy || item.quantity >= MAX_EGC_QUANTITY}
                  onClick={() => onQuantity(item, item.quantity + 1)}
                >
                  +
                </button>
                <button type="button" className="button egc-line__remove" disabled={busy} onClick={() => onQuantity(item, 0)}>
                  Удалить
                </button>
              </div>
            ) : (
              <span>{item.quantity} шт.</span>
            )}
            <span className="egc-line__amount">{formatMoney(item.amount)}</span>
          </li>
        );
      })}
    </ul>
  );
}
