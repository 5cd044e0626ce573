import { useEffect, useState } from 'react';
import { Link, useLoaderData, useRevalidator } from 'react-router';
import type { ReturnOrderView, ReturnPageData } from '../../adapters-http/contract/returns';
import { formatMoney } from '../../domain/money/formatMoney';
import { titled, type PageMeta } from '../meta';
import { AccountSection } from '../profile/AccountSection';
import { dayLabel } from '../profile/dayLabel';
import { profileOrderPath } from '../profile/OrderHistoryPage';
import { useServices } from '../shopContext';
import { returnPath, RETURNS_PATH } from './returnPaths';
import { RETURNS_PROMPT } from './ReturnsPage';
import * as E from 'fp-ts/Either';

export const returnMeta = (data: unknown): PageMeta => {
  const page = data as ReturnPageData;
  return page.signedIn ? { title: titled(`Возврат № ${page.ret.id}`), canonical: returnPath(page.ret.id) } : { title: titled('Возвраты') };
};

/** What happens next, by state: the customer should know where the goods and the money go. */
const NEXT_STEP: Partial<Record<ReturnOrderView['status'], string>> = {
  CREATED:
    'Принесите товары с чеком или номером заказа в выбранный магазин, или дождитесь звонка курьера. Деньги вернутся тем же способом, которым был оплачен заказ, в течение 10 дней после проверки.',
  ACCEPTED: 'Товары на проверке. Деньги вернутся тем же способом, которым был оплачен заказ, в течение 10 дней.',
  REFUSED: 'Если вы не согласны с отказом, обратитесь в контактный центр.',
};

/** «Отменить возврат» while nobody has taken the goods; the page reloads its data after. */
function CancelReturn({ ret }: { readonly ret: ReturnOrderView }) {
  const { returns } = useServices();
  const revalidator = useRevalidator();
  const [ready, setReady] = useState(false);
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null }>({ busy: false, error: null });
  useEffect(() => setReady(true), []);
  const cancel = async () => {
    if (!returns) return;
    setState({ busy: true, error: null });
    const done = await returns.cancel(ret.id);
    setState({ busy: false, error: E.isLeft(done) ? done.left.message : null });
    if (E.isRight(done)) void revalidator.revalidate();
  };
  return (
    <>
      <button type="button" className="button" onClick={() => void cancel()} disabled={!ready || state.busy} aria-busy={state.busy}>
        {state.busy ? 'Отменяем…' : 'Отменить возврат'}
      </button>
      {state.error && (
        <p className="field-error" role="alert">
          {state.error}
        </p>
      )}
    </>
  );
}

/** /profile/returns/{id}/ (spec §2 Profile routes, §7 GET /orders/returns/{n}): lines, refund, state, cancel while CREATED. */
export function ReturnPage() {
  const data = useLoaderData() as ReturnPageData;
  const ret = data.signedIn ? data.ret : null;
  return (
    <AccountSection title={ret ? `Возврат № ${ret.id}` : 'Возвраты'} signedIn={data.signedIn} prompt={RETURNS_PROMPT}>
      {ret && (
        <div className="profile-order">
          <p>
            <Link to={RETURNS_PATH}>← Все возвраты</Link>
          </p>
          <p className="muted">
            {`от ${dayLabel(ret.createdAt)}, `}
            <Link to={profileOrderPath(ret.orderNumber)}>{`заказ № ${ret.orderNumber}`}</Link>
          </p>
          <section className="order-actions" aria-label="Состояние возврата">
            <p className={`order-status return-status--${ret.status.toLowerCase()}`} data-testid="return-status" role="status">
              {ret.statusName}
            </p>
            {NEXT_STEP[ret.status] && <p className="muted">{NEXT_STEP[ret.status]}</p>}
            {ret.status === 'CREATED' && <CancelReturn ret={ret} />}
          </section>
          <section aria-labelledby="return-items">
            <h2 id="return-items">Товары</h2>
            <table className="return-items" data-testid="return-items">
              <thead>
                <tr>
                  <th scope="col">Товар</th>
                  <th scope="col">Количество</th>
                  <th scope="col">Причина</th>
                  <th scope="col">Сумма</th>
                </tr>
              </thead>
              <tbody>
                {ret.lines.map((l) => (
                  <tr key={l.itemId}>
                    <td>{`${l.name}, размер ${l.size}`}</td>
                    <td>{l.quantity}</td>
                    <td>
                      {l.comment ? `${l.reasonName}: ${l.comment}` : l.reasonName}
                      {l.images.length > 0 && (
                        <ul className="return-photos__list" aria-label="Фото брака">
                          {l.images.map((image, n) => (
                            <li key={image.imageCode}>
                              <img src={image.url} alt={`Фото брака ${n + 1}`} width={48} height={48} />
                            </li>
                          ))}
                        </ul>
                      )}
                    </td>
                    <td>{formatMoney(l.price * l.quantity, ret.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <p data-testid="return-refund">
              <strong>{`К возврату: ${formatMoney(ret.refundAmount, ret.currency)}`}</strong>
            </p>
          </section>
          <section aria-labelledby="return-way">
            <h2 id="return-way">Способ возврата</h2>
            <p>{ret.returnPoint ? `В магазин: ${ret.returnPoint.name}, ${ret.returnPoint.address}` : `Курьер заберёт по адресу: ${ret.address ?? ''}`}</p>
          </section>
        </div>
      )}
    </AccountSection>
  );
}
