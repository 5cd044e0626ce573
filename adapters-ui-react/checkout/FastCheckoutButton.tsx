import { useState } from 'react';
import { useNavigate } from 'react-router';
import * as E from 'fp-ts/Either';
import { isEnabled } from '../../domain/user/featureToggles';
import { useShell } from '../shopContext';
import { useShipmentServices } from './useShipmentServices';

/**
 * «Купить в 1 клик» on the product page: a fast cart of the chosen size, then its checkout at
 * /cart/?type=fast#pickup (spec §2 Routes, §3 toggle sm_site_cart_fast_checkout, off unless configured).
 */
export function FastCheckoutButton({
  productId,
  wareId,
  onSizeMissing,
}: {
  readonly productId: string;
  readonly wareId: string | null;
  readonly onSizeMissing: () => void;
}) {
  const shell = useShell();
  const services = useShipmentServices();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  if (!isEnabled(shell?.toggles ?? {}, 'sm_site_cart_fast_checkout')) return null;

  const start = async () => {
    if (!wareId) return onSizeMissing();
    if (!services) return;
    setPending(true);
    const answer = await services.startFastCheckout(productId, wareId);
    setPending(false);
    if (E.isLeft(answer)) return setFailure(answer.left.message);
    void navigate('/cart/?type=fast#pickup');
  };
  return (
    <>
      <button type="button" className="button button--wide" onClick={() => void start()} disabled={pending}>
        Купить в 1 клик
      </button>
      {failure && (
        <p role="alert" className="field-error">
          {failure}
        </p>
      )}
    </>
  );
}
