import * as E from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { NotificationsApi } from './NotificationsApi';
import { createUnreadNotifications } from './unreadNotifications';

const api = (hasUnread: boolean): NotificationsApi => ({
  hasUnread: vi.fn(async () => E.right({ hasUnread })),
  markAllRead: vi.fn(async () => E.right({ hasUnread: false })),
  markRead: vi.fn(async (id: string) => (id === 'mine' ? E.right({ hasUnread: true }) : E.left({ message: 'Не найдено' }))),
});

describe('the unread-notification flag (spec §6: fetched at start)', () => {
  it('asks once however many parts of the page load it, and follows what marking leaves unread', async () => {
    const calls = api(true);
    const flag = createUnreadNotifications(calls);
    const seen: boolean[] = [];
    flag.hasUnread$.subscribe((v) => seen.push(v));
    await Promise.all([flag.load(), flag.load()]);
    expect(calls.hasUnread).toHaveBeenCalledTimes(1);
    expect(flag.hasUnread()).toBe(true);
    expect(await flag.markRead('mine')).toBe(true);
    expect(await flag.markRead('other')).toBe(false);
    expect(flag.hasUnread()).toBe(true);
    expect(await flag.markAllRead()).toBe(true);
    expect(seen).toEqual([false, true, true, false]);
  });

  it('leaves the mark off when the server fails', async () => {
    const flag = createUnreadNotifications({ ...api(true), hasUnread: async () => E.left({ message: 'Ошибка' }) });
    await flag.load();
    expect(flag.hasUnread()).toBe(false);
  });
});
