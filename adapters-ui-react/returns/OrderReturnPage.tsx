import { useEffect, useState, type FormEvent } from 'react';
import { Link, useLoaderData } from 'react-router';
import type { OrderReturnPageData, ReturnCartView } from '../../adapters-http/contract/returns';
import { RETURN_MESSAGES } from '../../domain/returns/returnRules';
import { titled, type PageMeta } from '../meta';
import { dayLabel } from '../profile/dayLabel';
import { profileOrderPath } from '../profile/OrderHistoryPage';
import { useSignIn } from '../auth/useSignIn';
import { useServices } from '../shopContext';
import { returnPath } from './returnPaths';
import { ReturnLineFields, type LineChoice } from './ReturnLineFields';
import { RETURNS_PROMPT } from './ReturnsPage';
import { ReturnWayFields, type WayChoice } from './ReturnWayFields';
import * as E from 'fp-ts/Either';

export const orderReturnMeta = (): PageMeta => ({ title: titled('Оформление возврата') });

type Ready = Extract<OrderReturnPageData, { cart: ReturnCartView }>;

const initialChoices = (cart: ReturnCartView): Record<string, LineChoice> =>
  Object.fromEntries(
    cart.lines.map((l) => {
      const item = cart.items.find((i) => i.itemId === l.itemId);
      return [
        l.itemId,
        {
          chosen: Boolean(item) && l.returnable > 0,
          quantity: Math.min(item?.quantity ?? 1, Math.max(l.returnable, 1)),
          reasonCode: item?.reasonCode ?? '',
          comment: item?.comment ?? '',
          images: item?.images ?? [],
        },
      ];
    }),
  );

/** What is missing before the return can be sent; the server checks the same again. */
function problem(cart: ReturnCartView, choices: Record<string, LineChoice>, way: WayChoice): string | null {
  const chosen = Object.values(choices).filter((c) => c.chosen);
  if (chosen.length === 0) return RETURN_MESSAGES.NOTHING_TO_RETURN;
  if (chosen.some((c) => !c.reasonCode)) return 'Выберите причину возврата для каждого товара';
  if (chosen.some((c) => cart.reasons.find((r) => r.code === c.reasonCode)?.commentRequired && !c.comment.trim()))
    return RETURN_MESSAGES.RETURN_COMMENT_REQUIRED;
  if ((way.kind === 'shop' && !way.returnPoint) || (way.kind === 'courier' && way.address.trim().length < 5)) return RETURN_MESSAGES.RETURN_WAY_REQUIRED;
  return null;
}

/** The form: lines, the way, «Оформить возврат»; then the filed return's number and what happens next. */
function ReturnWizard({ data }: { readonly data: Ready }) {
  const { returns } = useServices();
  const { cart, points } = data;
  const [choices, setChoices] = useState(() => initialChoices(cart));
  const [way, setWay] = useState<WayChoice>(
    cart.potentialReturnOrder.address
      ? { kind: 'courier', returnPoint: '', address: cart.potentialReturnOrder.address }
      : { kind: 'shop', returnPoint: cart.potentialReturnOrder.returnPoint ?? '', address: '' },
  );
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null; readonly filed: string | null }>({
    busy: false,
    error: null,
    filed: null,
  });
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const missing = problem(cart, choices, way);
    if (missing) return setState({ busy: false, error: missing, filed: null });
    if (!returns) return;
    setState({ busy: true, error: null, filed: null });
    const chosen = Object.entries(choices).filter(([, c]) => c.chosen);
    // The draft is kept by the shop: choose the lines, set each, set the way, then file it.
    const steps = [
      () =>
        returns.select(
          cart.orderNumber,
          chosen.map(([id]) => id),
        ),
      ...chosen.map(
        ([id, c]) =>
          () =>
            returns.updateItem(cart.orderNumber, id, { quantity: c.quantity, reasonCode: c.reasonCode, comment: c.comment }),
      ),
      () => returns.setWay(cart.orderNumber, way.kind === 'shop' ? { returnPoint: way.returnPoint } : { address: way.address.trim() }),
    ];
    for (const step of steps) {
      const done = await step();
      if (E.isLeft(done)) return setState({ busy: false, error: done.left.message, filed: null });
    }
    const filed = await returns.file(cart.id);
    setState(E.isLeft(filed) ? { busy: false, error: filed.left.message, filed: null } : { busy: false, error: null, filed: filed.right.id });
  };

  if (state.filed) {
    return (
      <section className="return-done" data-testid="return-done" aria-labelledby="return-done-title">
        <div role="status">
          <h2 id="return-done-title">{`Возврат № ${state.filed} оформлен`}</h2>
        </div>
        <p>
          {way.kind === 'shop'
            ? 'Принесите товары в выбранный магазин с документом, удостоверяющим личность.'
            : 'Курьер позвонит, чтобы договориться о времени, и заберёт товары по указанному адресу.'}
        </p>
        <p>Деньги вернутся тем же способом, которым был оплачен заказ, в течение 10 дней после проверки товаров.</p>
        <p>
          <Link className="button button--primary" to={returnPath(state.filed)}>
            Перейти к возврату
          </Link>
        </p>
      </section>
    );
  }
  const busy = state.busy || !ready;
  return (
    <form className="return-form" onSubmit={(e) => void submit(e)} noValidate aria-describedby={state.error ? 'return-error' : undefined}>
      <p className="muted">{`Вернуть товары можно до ${dayLabel(cart.returnDeadline)} включительно.`}</p>
      <fieldset>
        <legend>1. Что вы возвращаете</legend>
        <ul className="return-lines">
          {cart.lines.map((line) => (
            <ReturnLineFields
              key={line.itemId}
              orderNumber={cart.orderNumber}
              chosen={Object.keys(choices).filter((id) => choices[id]!.chosen)}
              line={line}
              choice={choices[line.itemId]!}
              reasons={cart.reasons}
              currency={cart.currency}
              disabled={busy}
              onChange={(choice) => setChoices((all) => ({ ...all, [line.itemId]: choice }))}
            />
          ))}
        </ul>
      </fieldset>
      <ReturnWayFields points={points} way={way} disabled={busy} onChange={setWay} />
      {state.error && (
        <p id="return-error" className="field-error" role="alert">
          {state.error}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={busy} aria-busy={state.busy}>
        {state.busy ? 'Оформляем…' : 'Оформить возврат'}
      </button>
    </form>
  );
}

/** /profile/order_return/{n} (spec §2 Profile routes): returning lines of a received order, without the profile navigation. */
export function OrderReturnPage() {
  const data = useLoaderData() as OrderReturnPageData;
  const { vm: signIn } = useSignIn();
  return (
    <section className="order-return">
      <h1>Оформление возврата</h1>
      {!data.signedIn ? (
        <>
          <p className="empty">{RETURNS_PROMPT}</p>
          <button type="button" className="button button--primary" onClick={signIn.open}>
            Войти
          </button>
        </>
      ) : data.notReturnable ? (
        <p className="empty" data-testid="not-returnable">
          {`${RETURN_MESSAGES.ORDER_NOT_RETURNABLE}. `}
          <Link to={profileOrderPath(data.orderNumber)}>{`Вернуться к заказу № ${data.orderNumber}`}</Link>
        </p>
      ) : (
        <>
          <p>
            <Link to={profileOrderPath(data.cart.orderNumber)}>{`← Заказ № ${data.cart.orderNumber}`}</Link>
          </p>
          <ReturnWizard data={data} />
        </>
      )}
    </section>
  );
}
