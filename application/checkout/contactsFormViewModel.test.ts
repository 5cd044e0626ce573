import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import { createContactsFormViewModel, shownContactsErrors } from './contactsFormViewModel';

const owner = { firstName: 'Анна', lastName: 'Петрова', phone: '+7 912 345 67 89', email: 'anna@example.ru' };
const empty = { firstName: '', lastName: '', phone: '', email: '' };

describe('checkout contacts step (spec §2 step 2, §5, §8 INVALID_EMAIL)', () => {
  it('shows no error while typing before the first submit, then validates on every input', async () => {
    const saveContacts = vi.fn();
    const vm = createContactsFormViewModel({ saveContacts }, { owner: empty, receiver: null }, { saved: vi.fn(), blockedEmail: vi.fn() });
    vm.set('owner', 'phone', '+7 812');
    vm.blur();
    expect(shownContactsErrors(vm.current())).toEqual({});
    expect(await vm.submit()).toBe(false);
    expect(saveContacts).not.toHaveBeenCalled();
    expect(shownContactsErrors(vm.current())['owner.phone']).toEqual({ _tag: 'phoneMask' });
    vm.set('owner', 'phone', '+7 912 345 67 89');
    expect(shownContactsErrors(vm.current())['owner.phone']).toBeNull();
  });

  it('checks the receiver only when someone else receives, and sends null otherwise', async () => {
    const saveContacts = vi.fn(async () => E.right('cart-2'));
    const onSaved = vi.fn();
    const vm = createContactsFormViewModel({ saveContacts }, { owner, receiver: null }, { saved: onSaved, blockedEmail: vi.fn() });
    vm.setHasReceiver(true);
    expect(await vm.submit()).toBe(false);
    expect(shownContactsErrors(vm.current())['receiver.firstName']).toEqual({ _tag: 'required' });
    vm.setHasReceiver(false);
    expect(await vm.submit()).toBe(true);
    expect(saveContacts).toHaveBeenCalledWith({ owner: { ...owner }, receiver: null });
    expect(onSaved).toHaveBeenCalledWith('cart-2');
    expect(vm.current().status).toEqual({ _tag: 'saved' });
  });

  it('tells INVALID_EMAIL by a persistent notification with the server’s text, other refusals in the form', async () => {
    const blockedEmail = vi.fn();
    const vm = createContactsFormViewModel(
      { saveContacts: async () => E.left({ status: 400, reason: 'INVALID_EMAIL', message: 'Почта в чёрном списке' }) },
      { owner, receiver: null },
      { saved: vi.fn(), blockedEmail },
    );
    await vm.submit();
    expect(blockedEmail).toHaveBeenCalledWith('Почта в чёрном списке');
    expect(vm.current().status._tag).toBe('idle');
    const other = createContactsFormViewModel(
      { saveContacts: async () => E.left({ status: 409, reason: 'WRONG_CART_STATE', message: 'Ваша корзина была изменена. Повторите попытку.' }) },
      { owner, receiver: null },
      { saved: vi.fn(), blockedEmail },
    );
    await other.submit();
    expect(other.current().status).toEqual({ _tag: 'failed', message: 'Ваша корзина была изменена. Повторите попытку.' });
    expect(blockedEmail).toHaveBeenCalledTimes(1);
  });
});
