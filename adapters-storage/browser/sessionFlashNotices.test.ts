import { describe, expect, it } from 'vitest';
import { createNotificationsViewModel } from '../../application/shell/notificationsViewModel';
import { showFlashNotices } from '../../application/shell/FlashNotices';
import { sessionFlashNotices } from './sessionFlashNotices';

const memoryStorage = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
};

describe("flash notices across a sign-in's reload (issue 14)", () => {
  it('shows what was kept once, as warnings that stay, and nothing on the next page', () => {
    const storage = memoryStorage();
    sessionFlashNotices(storage).keep(['Промокод A не перенесён', 'Промокод B не перенесён']);
    const notifications = createNotificationsViewModel();
    showFlashNotices(sessionFlashNotices(storage), notifications);
    expect(notifications.current().map((n) => [n.type, n.text])).toEqual([
      ['warn', 'Промокод A не перенесён'],
      ['warn', 'Промокод B не перенесён'],
    ]);
    expect(sessionFlashNotices(storage).take()).toEqual([]);
  });

  it('reads a damaged entry as nothing', () => {
    const storage = memoryStorage();
    storage.setItem('flashNotices', '{oops');
    expect(sessionFlashNotices(storage).take()).toEqual([]);
  });
});
