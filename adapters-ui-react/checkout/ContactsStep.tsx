import { useEffect, useState } from 'react';
import * as E from 'fp-ts/Either';
import { shownContactsErrors, type ContactsFormViewModel, type ContactsField } from '../../application/checkout/contactsFormViewModel';
import { isPostOfficePoint, type ContactField } from '../../domain/checkout/contacts';
import { EMPTY_CHECKOUT } from '../../domain/checkout/checkoutState';
import { phoneVerificationRequired } from '../../domain/checkout/phoneVerification';
import type { FieldErrors } from '../../domain/validation/formValidation';
import { PASSPORT_NAME_HINT } from '../../domain/validation/messages';
import { useCart, useShell } from '../shopContext';
import { useObservable } from '../useObservable';
import { useCheckoutServices } from './useCheckoutServices';
import { ContactFields } from './ContactFields';
import { PhoneConfirm } from './PhoneConfirm';
import { stepNumber } from '../../domain/checkout/checkoutSteps';

const rolesErrors = (errors: FieldErrors<ContactsField>, role: 'owner' | 'receiver'): FieldErrors<ContactField> =>
  Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(`${role}.`))
      .map(([k, v]) => [k.slice(role.length + 1), v]),
  );

/** Whether the chosen pickup point is a Russian Post office (read by its name from GET /shops/{id}). */
function usePostOffice(pointId: string | null): boolean {
  const { pickupPoint } = useCheckoutServices();
  const [name, setName] = useState<{ readonly id: string; readonly name: string } | null>(null);
  useEffect(() => {
    if (!pointId) return;
    let current = true;
    void pickupPoint(pointId).then((shop) => current && E.isRight(shop) && setName({ id: pointId, name: shop.right.name }));
    return () => {
      current = false;
    };
  }, [pointId, pickupPoint]);
  return pointId !== null && name?.id === pointId && isPostOfficePoint(name.name);
}

/** Checkout step 2: who orders and who receives, and the phone's SMS code when needed (spec §2, §3 contactUser). */
export function ContactsStep({ vm }: { readonly vm: ContactsFormViewModel }) {
  const { cart } = useCart();
  const user = useShell()?.user;
  const state = useObservable(vm.state$, vm.current);
  const errors = shownContactsErrors(state);
  const pickup = cart?.shipmentType.selected === 'PICKUP' ? cart.shipmentType.pickup : null;
  const postOffice = usePostOffice(pickup?.id ?? null);
  const owner = cart?.contactUser.owner ?? null;
  const needsCode =
    owner !== null && phoneVerificationRequired({ ...EMPTY_CHECKOUT, owner, verifiedPhones: cart?.contactUser.verifiedPhones ?? [] }, user?.phone ?? null);

  return (
    <section className="checkout-step" aria-labelledby="checkout-contacts" data-testid="contacts-step">
      <h2 id="checkout-contacts">{stepNumber('contacts')}. Контактные данные</h2>
      {postOffice && (
        <p className="checkout-hint" data-testid="passport-hint">
          {PASSPORT_NAME_HINT}
        </p>
      )}
      <form className="checkout-form" id="checkout-contacts-form" tabIndex={-1} noValidate onSubmit={(e) => (e.preventDefault(), void vm.submit())}>
        <ContactFields
          legend="Покупатель"
          value={state.owner}
          errors={rolesErrors(errors, 'owner')}
          withEmail
          testId="owner-fields"
          onChange={(field, value) => vm.set('owner', field, value)}
          onBlur={vm.blur}
        />
        <label className="checkout-check">
          <input type="checkbox" checked={state.hasReceiver} onChange={(e) => vm.setHasReceiver(e.target.checked)} />
          <span>Получать будет другой человек</span>
        </label>
        {state.hasReceiver && (
          <ContactFields
            legend="Получатель"
            value={state.receiver}
            errors={rolesErrors(errors, 'receiver')}
            withEmail={false}
            testId="receiver-fields"
            onChange={(field, value) => vm.set('receiver', field, value)}
            onBlur={vm.blur}
          />
        )}
        {state.status._tag === 'failed' && (
          <p className="field-error checkout-alert" role="alert">
            {state.status.message}
          </p>
        )}
        <div className="checkout-form__actions">
          <button type="submit" className="button" disabled={state.status._tag === 'saving'}>
            Сохранить контакты
          </button>
          {state.status._tag === 'saved' && (
            <span className="notice" role="status">
              Контакты сохранены
            </span>
          )}
        </div>
      </form>
      {needsCode && <PhoneConfirm key={owner.phone} phone={owner.phone} />}
    </section>
  );
}
