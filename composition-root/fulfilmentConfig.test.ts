import { describe, expect, it } from 'vitest';
import { DEV_FULFILMENT_SECRET, readFulfilmentSecret } from './fulfilmentConfig';

describe('FULFILMENT_SECRET (docs/returns.md)', () => {
  it('takes a configured secret, refuses a short one, and falls back to the development secret only beside the SMS outbox', () => {
    expect(readFulfilmentSecret({ FULFILMENT_SECRET: 'a-long-enough-secret' })).toBe('a-long-enough-secret');
    expect(() => readFulfilmentSecret({ FULFILMENT_SECRET: 'short' })).toThrow(/16/);
    expect(readFulfilmentSecret({})).toBe(DEV_FULFILMENT_SECRET);
    expect(readFulfilmentSecret({ SMS_PROVIDER: 'smsru' })).toBeNull();
  });
});
