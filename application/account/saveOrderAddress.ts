import * as E from 'fp-ts/Either';
import { MAX_DELIVERY_ADDRESSES } from '../../domain/profile/deliveryAddress';
import { savedAddressOf } from '../../domain/profile/savedAddressChoice';
import type { AddressBookApi } from './AddressBookApi';

/** The delivery address an order was placed with, as the cart held it (spec §3 Delivery address). */
export interface OrderAddress {
  readonly text: string;
  readonly geoPoint: string;
  readonly entrance?: string;
  readonly doorphoneCode?: string;
  readonly floor?: string;
  readonly apartment?: string;
}

export type SaveOrderAddressOutcome = 'SAVED' | 'ALREADY_SAVED' | 'LIMIT' | 'FAILED';

/**
 * After an order with a typed address is placed and the customer ticked «Сохранить адрес в профиле»: adds
 * it to the address book under the default name, unless the same house and flat is saved already or the
 * book is full (MAX_DELIVERY_ADDRESSES). The order is placed either way, so a failure is only answered.
 */
export const saveOrderAddress =
  (book: Pick<AddressBookApi, 'list' | 'add'>) =>
  async (address: OrderAddress): Promise<SaveOrderAddressOutcome> => {
    const saved = await book.list();
    if (E.isLeft(saved)) return 'FAILED';
    if (savedAddressOf(saved.right, address)) return 'ALREADY_SAVED';
    if (saved.right.length >= MAX_DELIVERY_ADDRESSES) return 'LIMIT';
    const added = await book.add(address);
    return E.isRight(added) ? 'SAVED' : added.left.reason === 'DELIVERY_ADDRESS_LIMIT' ? 'LIMIT' : 'FAILED';
  };
