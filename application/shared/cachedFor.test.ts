import { describe, expect, it, vi } from 'vitest';
import { cachedFor } from './cachedFor';

describe('cachedFor', () => {
  it('loads once per argument list within the time, again after it', async () => {
    let t = 0;
    const load = vi.fn(async (country: string) => `${country}@${t}`);
    const cached = cachedFor(60_000, load, () => t);
    expect(await Promise.all([cached('by'), cached('by'), cached('kz')])).toEqual(['by@0', 'by@0', 'kz@0']);
    t = 59_999;
    expect(await cached('by')).toBe('by@0');
    t = 60_000;
    expect(await cached('by')).toBe('by@60000');
    expect(load).toHaveBeenCalledTimes(3);
    t = 120_000;
    expect(await cached('kz')).toBe('kz@120000');
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('forgets a failed load so the next caller tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('ok');
    const cached = cachedFor(60_000, load as () => Promise<string>, () => 0);
    await expect(cached()).rejects.toThrow('down');
    expect(await cached()).toBe('ok');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
