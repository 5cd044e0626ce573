import { useState } from 'react';
import { useLoaderData, useRevalidator } from 'react-router';
import * as E from 'fp-ts/Either';
import type { AddressesPageData, DeliveryAddress } from '../../adapters-http/contract/profileAccount';
import { MAX_DELIVERY_ADDRESSES, type DeliveryAddressInput } from '../../domain/profile/deliveryAddress';
import { Modal } from '../components/Modal';
import { titled, type PageMeta } from '../meta';
import { useServices } from '../shopContext';
import { AccountSection } from './AccountSection';
import { AddressForm } from './AddressForm';

export const ADDRESSES_PATH = '/profile/addresses/';
export const addressesMeta = (): PageMeta => ({ title: titled('Адреса доставки'), canonical: ADDRESSES_PATH });

const UNAVAILABLE = E.left({ message: 'Страница ещё загружается. Попробуйте через секунду.' });

/** «подъезд 2, этаж 5, кв. 12, домофон 12К»: the details given, in the order a courier needs them. */
const detailsLine = (a: DeliveryAddress) =>
  [a.entrance && `подъезд ${a.entrance}`, a.floor && `этаж ${a.floor}`, a.apartment && `кв. ${a.apartment}`, a.doorphoneCode && `домофон ${a.doorphoneCode}`]
    .filter(Boolean)
    .join(', ');

/** /profile/addresses/ (spec §2 Profile routes, §3 Delivery address): the saved addresses, add, edit, delete with confirmation. */
export function AddressesPage() {
  const data = useLoaderData() as AddressesPageData;
  const { addressBook } = useServices();
  const revalidator = useRevalidator();
  const [editing, setEditing] = useState<'new' | string | null>(null);
  const [deleting, setDeleting] = useState<DeliveryAddress | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const addresses = data.signedIn ? data.addresses : [];

  const done = async <A,>(answer: E.Either<{ readonly message: string }, A>) => {
    if (E.isRight(answer)) {
      setEditing(null);
      setDeleting(null);
      await revalidator.revalidate();
    }
    return answer;
  };
  const save = (id: string | null) => async (input: DeliveryAddressInput) => {
    if (!addressBook) return UNAVAILABLE;
    return done(await (id ? addressBook.update(id, input) : addressBook.add(input)));
  };
  const remove = async (address: DeliveryAddress) => {
    const answer = addressBook ? await done(await addressBook.remove(address.id)) : UNAVAILABLE;
    setFailure(E.isLeft(answer) ? answer.left.message : null);
  };

  return (
    <AccountSection title="Адреса доставки" signedIn={data.signedIn} prompt="Войдите, чтобы сохранить адреса доставки и не вводить их при каждом заказе.">
      {addresses.length === 0 && editing !== 'new' && (
        <p className="empty" data-testid="addresses-empty">
          Сохранённых адресов пока нет.
        </p>
      )}
      <ul className="address-list" data-testid="addresses">
        {addresses.map((a) => (
          <li key={a.id} className="address-card">
            {editing === a.id ? (
              <AddressForm address={a} save={save(a.id)} onCancel={() => setEditing(null)} />
            ) : (
              <>
                <h2 className="address-card__name">{a.name}</h2>
                <p className="address-card__text">{a.text}</p>
                {detailsLine(a) && <p className="muted">{detailsLine(a)}</p>}
                <div className="address-card__actions">
                  <button type="button" className="link-button" aria-label={`Изменить адрес «${a.name}»`} onClick={() => setEditing(a.id)}>
                    Изменить
                  </button>
                  <button
                    type="button"
                    className="link-button"
                    aria-label={`Удалить адрес «${a.name}»`}
                    onClick={() => {
                      setFailure(null);
                      setDeleting(a);
                    }}
                  >
                    Удалить
                  </button>
                </div>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <AddressForm save={save(null)} onCancel={() => setEditing(null)} />
      ) : addresses.length < MAX_DELIVERY_ADDRESSES ? (
        <button type="button" className="button button--primary" onClick={() => setEditing('new')}>
          Добавить адрес
        </button>
      ) : (
        <p className="muted">Сохранено {MAX_DELIVERY_ADDRESSES} адресов — больше добавить нельзя. Удалите ненужный, чтобы добавить новый.</p>
      )}
      <Modal open={deleting !== null} onClose={() => setDeleting(null)} title="Удалить адрес?" testId="address-delete-dialog">
        <p>
          Адрес «{deleting?.name}» ({deleting?.text}) будет удалён из профиля.
        </p>
        {failure && (
          <p role="alert" className="field-error">
            {failure}
          </p>
        )}
        <div className="address-card__actions">
          <button type="button" className="button button--primary" onClick={() => deleting && void remove(deleting)}>
            Удалить
          </button>
          <button type="button" className="button" onClick={() => setDeleting(null)}>
            Отмена
          </button>
        </div>
      </Modal>
    </AccountSection>
  );
}
