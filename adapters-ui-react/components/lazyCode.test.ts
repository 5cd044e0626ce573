import { describe, expect, it, vi } from 'vitest';
import { lazyCode } from './lazyCode';

describe('lazyCode', () => {
  it('is nothing until fetched, fetches once however often asked, then is there synchronously', async () => {
    const load = vi.fn(async () => 'code');
    const code = lazyCode(load);
    expect(code.loaded()).toBeNull();
    await Promise.all([code.fetch(), code.fetch()]);
    expect(code.loaded()).toBe('code');
    await code.fetch();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries a failed download again at the next fetch', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce('code');
    const code = lazyCode<string>(load);
    await expect(code.fetch()).rejects.toThrow('offline');
    expect(code.loaded()).toBeNull();
    await expect(code.fetch()).resolves.toBe('code');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
