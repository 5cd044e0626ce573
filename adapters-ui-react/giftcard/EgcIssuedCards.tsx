import type { EgcCard } from '../../adapters-http/contract/giftCards';
import { formatMoney } from '../../domain/money/formatMoney';

const DATE = new Intl.DateTimeFormat('ru-RU', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Moscow' });

/** The cards of a paid invoice, shown to its buyer only: number, PIN, nominal, validity, recipient. */
export function EgcIssuedCards({ cards }: { readonly cards: readonly EgcCard[] }) {
  // Each card's letter goes to its line's recipient (docs/email.md); an address is named once.
  const addresses = [...new Map(cards.map((c) => [c.recipientEmail.toLowerCase(), c.recipientEmail])).values()];
  return (
    <div className="egc-cards">
      <h2>Ваши подарочные карты</h2>
      <p className="egc-cards__sent-to" data-testid="egc-sent-to">
        Карты отправлены на {addresses.length === 1 ? 'адрес' : 'адреса'}:{' '}
        {addresses.map((a, i) => (
          <span key={a}>
            {i > 0 && ', '}
            <strong>{a}</strong>
          </span>
        ))}
        . Письмо приходит в течение нескольких минут; если его нет, проверьте папку «Спам».
      </p>
      <p className="muted">Сохраните номера и PIN-коды: ими оплачивают покупки на сайте и в магазинах.</p>
      <table className="egc-cards__table" data-testid="egc-cards">
        <thead>
          <tr>
            <th scope="col">Номер карты</th>
            <th scope="col">PIN-код</th>
            <th scope="col">Номинал</th>
            <th scope="col">Действует до</th>
            <th scope="col">Получатель</th>
          </tr>
        </thead>
        <tbody>
          {cards.map((c) => (
            <tr key={c.giftCardNumber}>
              <td data-label="Номер карты" data-testid="egc-card-number">
                {c.giftCardNumber}
              </td>
              <td data-label="PIN-код" data-testid="egc-card-pin">
                {c.pin}
              </td>
              <td data-label="Номинал">{formatMoney(c.nominal)}</td>
              <td data-label="Действует до">{DATE.format(new Date(c.expiresAt))}</td>
              <td data-label="Получатель">{c.recipientEmail}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
