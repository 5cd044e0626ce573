import { describe, expect, it, vi } from 'vitest';
import { lazyPart } from './lazyPart';

const Steps = () => null;

describe('lazyPart', () => {
  it('imports its module once, however often it is loaded, prefetched or rendered', async () => {
    const load = vi.fn(async () => Steps);
    const part = lazyPart('checkout/Steps', load);
    part.prefetch();
    await part.load();
    await part.load();
    expect(load).toHaveBeenCalledTimes(1);
    expect(part.chunk).toBe('adapters-ui-react/checkout/Steps.tsx');
  });

  it('tries again after a failed load', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Steps);
    const part = lazyPart('checkout/Steps', load);
    await expect(part.load()).rejects.toThrow('offline');
    await expect(part.load()).resolves.toEqual({ default: Steps });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('leaves a failed prefetch to the render that needs the part: no rejection goes unhandled', async () => {
    const load = vi.fn().mockRejectedValue(new Error('offline'));
    lazyPart('checkout/Steps', load).prefetch();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
