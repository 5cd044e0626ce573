import { describe, expect, it } from 'vitest';
import * as E from 'fp-ts/Either';
import type { DeliveryAddress } from '../../domain/profile/deliveryAddress';
import { createSavedAddressesViewModel } from './savedAddressesViewModel';

const address = (id: string, text: string): DeliveryAddress => ({
  id,
  name: `Адрес ${id}`,
  text,
  entrance: '',
  doorphoneCode: '',
  floor: '',
  apartment: '',
  geoPoint: `ucfv0j3yzkz${id}`,
});
const HOME = address('1', 'Москва, Тверская улица, 7');
const FAR = address('2', 'Екатеринбург, улица Ленина, 24');
const WORK = address('3', 'Москва, Новый Арбат, 15');

function setup(saved: readonly DeliveryAddress[] | 'down', lastUsed: string | null = null) {
  const sent: string[] = [];
  const remembered: string[] = [];
  const vm = createSavedAddressesViewModel({
    list: async () => (saved === 'down' ? E.left({ message: 'Сервис недоступен' }) : E.right(saved)),
    choose: async (a) => {
      sent.push(a.id);
      return a.id === FAR.id ? E.left({ message: 'В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой' }) : E.right(null);
    },
    lastUsed: { read: () => lastUsed, write: (id) => remembered.push(id) },
  });
  return { vm, sent, remembered };
}

describe('saved addresses on the delivery tab (spec §2 Checkout steps, §3 Delivery address)', () => {
  it('sends the last used address when the cart has none, and remembers the choice', async () => {
    const { vm, sent, remembered } = setup([HOME, WORK], '3');
    await vm.load(null);
    expect(sent).toEqual(['3']);
    expect(remembered).toEqual(['3']);
    expect(vm.current()).toMatchObject({ _tag: 'ready', selection: { kind: 'saved', id: '3' }, pending: false, failure: null });
  });

  it('sends nothing when the cart already has an address', async () => {
    const { vm, sent } = setup([HOME, WORK]);
    await vm.load({ text: WORK.text, geoPoint: WORK.geoPoint });
    expect(sent).toEqual([]);
    expect(vm.current()).toMatchObject({ selection: { kind: 'saved', id: '3' } });
  });

  it('tells a refused choice and returns to what the cart holds; «Другой адрес» opens the form', async () => {
    const { vm, sent } = setup([HOME, FAR]);
    await vm.load(null);
    await vm.choose('2');
    expect(sent).toEqual(['1', '2']);
    expect(vm.current()).toMatchObject({ selection: { kind: 'saved', id: '1' }, failure: 'В этом регионе нельзя оформить заказ. Пожалуйста, выберите другой' });
    vm.other();
    expect(vm.current()).toMatchObject({ selection: { kind: 'other' }, failure: null });
  });

  it('opens the form when the preselected address is refused', async () => {
    const { vm } = setup([FAR, HOME]);
    await vm.load(null);
    expect(vm.current()).toMatchObject({ selection: { kind: 'other' }, failure: expect.stringContaining('регионе') });
  });

  it('ignores a second choice while one is being sent', async () => {
    const { vm, sent } = setup([HOME, WORK]);
    await vm.load({ text: 'Москва, Арбат, 1', geoPoint: 'ucfv0j3yzkzz' });
    const first = vm.choose('1');
    await vm.choose('3');
    await first;
    expect(sent).toEqual(['1']);
  });

  it('shows the form without saved addresses and the failure when they cannot be read', async () => {
    const empty = setup([]);
    await empty.vm.load(null);
    expect(empty.vm.current()).toMatchObject({ _tag: 'ready', addresses: [], selection: { kind: 'other' } });
    const down = setup('down');
    await down.vm.load(null);
    expect(down.vm.current()).toEqual({ _tag: 'failed', message: 'Сервис недоступен' });
  });
});
