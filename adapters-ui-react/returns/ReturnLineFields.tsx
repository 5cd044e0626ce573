import type { ReturnCartView } from '../../adapters-http/contract/returns';
import { MAX_RETURN_COMMENT_LENGTH, reasonAllowsPhotos } from '../../domain/returns/returnReasons';
import { ReturnPhotos, type ReturnImage } from './ReturnPhotos';
import { formatMoney } from '../../domain/money/formatMoney';

type Line = ReturnCartView['lines'][number];
/** What the customer chose for a line: going back or not, units, reason, comment. */
export interface LineChoice {
  readonly chosen: boolean;
  readonly quantity: number;
  readonly reasonCode: string;
  readonly comment: string;
  readonly images: readonly ReturnImage[];
}

/** One bought size in the return form: «Вернуть», how many, why, and the customer's words where the reason needs them. */
export function ReturnLineFields({
  orderNumber,
  chosen,
  line,
  choice,
  reasons,
  currency,
  disabled,
  onChange,
}: {
  readonly orderNumber: string;
  /** The sizes chosen in the form, which a photo upload saves first. */
  readonly chosen: readonly string[];
  readonly line: Line;
  readonly choice: LineChoice;
  readonly reasons: ReturnCartView['reasons'];
  readonly currency: ReturnCartView['currency'];
  readonly disabled: boolean;
  readonly onChange: (choice: LineChoice) => void;
}) {
  const id = `return-line-${line.itemId}`;
  const reason = reasons.find((r) => r.code === choice.reasonCode);
  const none = line.returnable === 0;
  return (
    <li className="return-line" data-testid="return-line">
      <img src={line.image} alt="" width={64} height={64} loading="lazy" />
      <div className="return-line__fields">
        <label className="return-line__check">
          <input type="checkbox" checked={choice.chosen} disabled={disabled || none} onChange={(e) => onChange({ ...choice, chosen: e.target.checked })} />
          {`${line.name}, размер ${line.size}`}
        </label>
        <p className="muted">{none ? 'Уже возвращён' : `${formatMoney(line.price, currency)} за штуку, куплено: ${line.bought}`}</p>
        {choice.chosen && (
          <>
            <label htmlFor={`${id}-qty`}>Количество</label>
            <select id={`${id}-qty`} value={choice.quantity} disabled={disabled} onChange={(e) => onChange({ ...choice, quantity: Number(e.target.value) })}>
              {Array.from({ length: line.returnable }, (_, i) => i + 1).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <label htmlFor={`${id}-reason`}>Причина возврата</label>
            <select id={`${id}-reason`} value={choice.reasonCode} disabled={disabled} onChange={(e) => onChange({ ...choice, reasonCode: e.target.value })}>
              <option value="">Выберите причину</option>
              {reasons.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.name}
                </option>
              ))}
            </select>
            {reason?.commentRequired && (
              <>
                <label htmlFor={`${id}-comment`}>{reason.code === 'DEFECT' ? 'Опишите брак' : 'Комментарий'}</label>
                <textarea
                  id={`${id}-comment`}
                  value={choice.comment}
                  maxLength={MAX_RETURN_COMMENT_LENGTH}
                  rows={3}
                  required
                  disabled={disabled}
                  onChange={(e) => onChange({ ...choice, comment: e.target.value })}
                />
              </>
            )}
            {reasonAllowsPhotos(choice.reasonCode) && (
              <ReturnPhotos
                orderNumber={orderNumber}
                itemId={line.itemId}
                chosen={chosen}
                images={choice.images}
                disabled={disabled}
                onImages={(images) => onChange({ ...choice, images })}
              />
            )}
          </>
        )}
      </div>
    </li>
  );
}
