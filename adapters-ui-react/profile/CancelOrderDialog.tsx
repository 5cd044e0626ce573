import { useId, useState, type FormEvent } from 'react';
import { CANCEL_REASONS, MAX_CANCEL_COMMENT_LENGTH } from '../../domain/order/orderCancellation';
import { Modal } from '../components/Modal';
import { useServices } from '../shopContext';
import * as E from 'fp-ts/Either';

/**
 * «Отменить заказ» (spec §2 order cancel dialog, §3 Cancel order): a reason from the list, an optional comment
 * and whether a product was the trouble; `onCancelled` runs once the shop has cancelled the order.
 */
export function CancelOrderDialog({
  orderNumber,
  open,
  onClose,
  onCancelled,
}: {
  readonly orderNumber: string;
  readonly open: boolean;
  readonly onClose: () => void;
  readonly onCancelled: () => void;
}) {
  const { profileOrders } = useServices();
  const ids = useId();
  const [reason, setReason] = useState('');
  const [comment, setComment] = useState('');
  const [trouble, setTrouble] = useState(false);
  const [state, setState] = useState<{ readonly busy: boolean; readonly error: string | null }>({ busy: false, error: null });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!reason) return setState({ busy: false, error: 'Выберите причину отмены' });
    if (!profileOrders) return;
    setState({ busy: true, error: null });
    const cancelled = await profileOrders.cancel(orderNumber, { cancelReasonCode: reason, comment, isTroubleProduct: trouble });
    if (E.isLeft(cancelled)) return setState({ busy: false, error: cancelled.left.message });
    setState({ busy: false, error: null });
    onCancelled();
  };

  return (
    <Modal open={open} onClose={onClose} title="Отмена заказа" testId="cancel-order-dialog" blocked={state.busy}>
      <form className="cancel-order" onSubmit={(e) => void submit(e)} noValidate>
        <fieldset aria-describedby={state.error ? `${ids}-error` : undefined}>
          <legend>Почему вы отменяете заказ № {orderNumber}?</legend>
          {CANCEL_REASONS.map((r) => (
            <label key={r.code} className="cancel-order__reason">
              <input type="radio" name="cancelReasonCode" value={r.code} checked={reason === r.code} onChange={() => setReason(r.code)} /> {r.name}
            </label>
          ))}
        </fieldset>
        <label htmlFor={`${ids}-comment`}>Комментарий</label>
        <textarea id={`${ids}-comment`} value={comment} maxLength={MAX_CANCEL_COMMENT_LENGTH} rows={3} onChange={(e) => setComment(e.target.value)} />
        <label className="cancel-order__trouble">
          <input type="checkbox" checked={trouble} onChange={(e) => setTrouble(e.target.checked)} /> Проблема с товаром
        </label>
        {state.error && (
          <p id={`${ids}-error`} className="field-error" role="alert">
            {state.error}
          </p>
        )}
        <div className="cancel-order__actions">
          <button type="submit" className="button button--primary" disabled={state.busy} aria-busy={state.busy}>
            {state.busy ? 'Отменяем…' : 'Отменить заказ'}
          </button>
          <button type="button" className="button" onClick={onClose} disabled={state.busy}>
            Не отменять
          </button>
        </div>
      </form>
    </Modal>
  );
}
