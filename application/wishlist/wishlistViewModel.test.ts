import * as E from 'fp-ts/Either';
import { VirtualTimeScheduler } from 'rxjs';
import { describe, expect, it } from 'vitest';
import { createNotificationsViewModel } from '../shell/notificationsViewModel';
import { createWishlistViewModel, type WishlistApi, type WishlistFailure, type WishlistList } from './wishlistViewModel';
import type { FavouriteId } from '../../domain/wishlist/wishlist';

/** An in-memory server; `fail` makes the next call of a kind answer with a status. */
function fakeApi() {
  let ids: FavouriteId[] = [];
  let lists: WishlistList[] = [];
  const fail: Partial<Record<keyof WishlistApi, number>> = {};
  const answer = async <A>(kind: keyof WishlistApi, value: () => A): Promise<E.Either<WishlistFailure, A>> => {
    const status = fail[kind];
    delete fail[kind];
    return status ? E.left({ status, message: `server says ${status}` }) : E.right(value());
  };
  const api: WishlistApi = {
    ids: () => answer('ids', () => ids),
    add: (item, listIds) =>
      answer('add', () => {
        const id = { productId: item.productId, wareId: item.wareId ?? `${item.productId}-1` };
        if (!ids.some((i) => i.wareId === id.wareId)) ids = [id, ...ids];
        lists = lists.map((l) => (listIds.includes(l.id) ? { ...l, favouritesIds: [id, ...l.favouritesIds] } : l));
        return ids;
      }),
    remove: (wareIds) => answer('remove', () => (ids = ids.filter((i) => !wareIds.includes(i.wareId)))),
    customLists: () => answer('customLists', () => lists),
    createList: (name) =>
      answer('createList', () => {
        const list = { id: `list-${lists.length + 1}`, name, favouritesIds: [] };
        lists = [...lists, list];
        return list;
      }),
    deleteList: (id) => answer('deleteList', () => (lists = lists.filter((l) => l.id !== id))),
    removeFromList: (id, wareIds) =>
      answer('removeFromList', () => {
        lists = lists.map((l) => (l.id === id ? { ...l, favouritesIds: l.favouritesIds.filter((i) => !wareIds.includes(i.wareId)) } : l));
        return lists.find((l) => l.id === id)!;
      }),
    saveShared: (id) => answer('saveShared', () => ({ ...lists.find((l) => l.id === id)!, id: `${id}-copy` })),
  };
  const asked = { ids: 0 };
  const counted: WishlistApi = { ...api, ids: () => (asked.ids++, api.ids()) };
  return { api: counted, fail, asked, lists: () => lists };
}

const setUp = () => {
  const scheduler = new VirtualTimeScheduler(undefined, Infinity);
  const notifications = createNotificationsViewModel(scheduler);
  const server = fakeApi();
  const vm = createWishlistViewModel(server.api, notifications);
  const shownAfter = (ms: number) => {
    scheduler.maxFrames = ms;
    scheduler.flush();
    return notifications.current().map((n) => [n.type, n.text]);
  };
  return { vm, server, notifications, shownAfter };
};

describe('wishlist view-model (spec §4 Notifications, §8 Other)', () => {
  it('adds with the «saved to Favourites» toast whose link loads the lists, then opens the add-to-list dialog', async () => {
    const { vm, notifications, shownAfter } = setUp();
    await vm.load();
    expect(vm.current().ids).toEqual([]);
    expect(await vm.toggle({ productId: 'p1' })).toBe(true);
    expect(vm.current().ids).toEqual([{ productId: 'p1', wareId: 'p1-1' }]);
    const toast = notifications.current()[0]!;
    expect([toast.type, toast.text, toast.link?.label]).toEqual(['success', 'Товар добавлен в Избранное', 'Добавить в список']);
    expect(vm.current().lists).toBeNull();
    toast.link!.action!();
    await Promise.resolve();
    await Promise.resolve();
    expect(vm.current()).toMatchObject({ lists: [], dialogFor: { productId: 'p1' } });
    expect(shownAfter(5000)).toEqual([]);
  });

  it('creates a list from the dialog with the product in it, and adds to an existing list', async () => {
    const { vm, server } = setUp();
    await vm.openAddDialog({ productId: 'p2', wareId: 'w2' });
    expect(await vm.createList('   ')).toBe('Пожалуйста, заполните обязательное поле');
    expect(await vm.createList('я'.repeat(51))).toBe('Пожалуйста, введите не больше 50 символов');
    expect(await vm.createList('Подарки')).toBeNull();
    expect(vm.current().dialogFor).toBeNull();
    await vm.openAddDialog({ productId: 'p3', wareId: 'w3' });
    await vm.addToList('list-1');
    expect(server.lists()[0]!.favouritesIds).toEqual([{ productId: 'p3', wareId: 'w3' }]);
    expect(vm.current().dialogFor).toBeNull();
    expect(await vm.saveShared('list-1')).toBe('list-1-copy');
    expect(await vm.removeFromList('list-1', ['w3'])).toBe(true);
    expect(server.lists()[0]!.favouritesIds).toEqual([]);
    expect(await vm.deleteList('list-1')).toBe(true);
    expect(vm.current().lists).toEqual([]);
  });

  it('removes every size of a hearted product', async () => {
    const { vm } = setUp();
    await vm.add({ productId: 'p1', wareId: 'a' });
    await vm.add({ productId: 'p1', wareId: 'b' });
    await vm.add({ productId: 'p2', wareId: 'c' });
    await vm.toggle({ productId: 'p1' });
    expect(vm.current().ids).toEqual([{ productId: 'p2', wareId: 'c' }]);
  });

  it('shows a failed add persistently: 400 as an incorrect request, anything else as the 500 text', async () => {
    const { vm, server, shownAfter } = setUp();
    server.fail.add = 400;
    expect(await vm.add({ productId: 'p1' })).toBe(false);
    server.fail.add = 503;
    await vm.add({ productId: 'p1' });
    expect(shownAfter(60_000)).toEqual([
      ['error', 'Некорректный запрос'],
      ['error', 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже'],
    ]);
    expect(vm.current().ids).toBeNull();
  });

  it('shows the server-error text when deleting fails with 500, and the default error when loading fails', async () => {
    const { vm, server, shownAfter } = setUp();
    await vm.add({ productId: 'p1' });
    shownAfter(5000);
    server.fail.remove = 500;
    expect(await vm.toggle({ productId: 'p1' })).toBe(false);
    expect(vm.current().ids).toHaveLength(1);
    server.fail.ids = 502;
    await vm.load();
    server.fail.customLists = 500;
    await vm.openAddDialog({ productId: 'p1' });
    expect(vm.current().dialogFor).toBeNull();
    const generic = ['error', 'Произошла непредвиденная ошибка. Пожалуйста, повторите попытку позже'];
    expect(shownAfter(5000)).toEqual([generic, generic, generic]);
    expect(shownAfter(10_000)).toEqual([]);
  });

  it('asks for the ids once however many hearts on the page ask together, and again when asked later', async () => {
    const { vm, server } = setUp();
    await Promise.all(Array.from({ length: 24 }, () => vm.load()));
    expect(server.asked.ids).toBe(1);
    expect(vm.current().ids).toEqual([]);
    await vm.load();
    expect(server.asked.ids).toBe(2);
  });
});
