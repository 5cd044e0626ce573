import { afterEach, describe, expect, it, vi } from 'vitest';
import { startBackgroundJobs } from './backgroundJobs';

afterEach(() => vi.useRealTimers());

describe('background jobs', () => {
  it('runs each job every interval, never overlapping itself, survives a failure and stops', async () => {
    vi.useFakeTimers();
    let finish: () => void = () => undefined;
    const slow = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const failing = vi.fn(() => Promise.reject(new Error('boom')));
    const log = vi.fn();
    const jobs = startBackgroundJobs(
      [
        { name: 'slow', intervalMs: 100, run: slow },
        { name: 'failing', intervalMs: 250, run: failing },
      ],
      log,
    );
    await vi.advanceTimersByTimeAsync(350);
    expect(slow).toHaveBeenCalledTimes(1);
    expect(failing).toHaveBeenCalledTimes(1);
    expect(log).toHaveBeenCalledWith('failing failed: boom');
    finish();
    await vi.advanceTimersByTimeAsync(100);
    expect(slow).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200);
    expect(failing).toHaveBeenCalledTimes(2);
    const stopped = jobs.stop();
    finish();
    await stopped;
    await vi.advanceTimersByTimeAsync(1000);
    expect(slow).toHaveBeenCalledTimes(2);
  });

  it('runs a job only in the process that leads, asking at each tick', async () => {
    vi.useFakeTimers();
    let leading = false;
    const job = vi.fn(async () => undefined);
    const jobs = startBackgroundJobs([{ name: 'once', intervalMs: 100, run: job }], vi.fn(), async () => leading);
    await vi.advanceTimersByTimeAsync(300);
    expect(job).not.toHaveBeenCalled();
    leading = true;
    await vi.advanceTimersByTimeAsync(200);
    expect(job).toHaveBeenCalledTimes(2);
    await jobs.stop();
  });
});
