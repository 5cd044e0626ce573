import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { forwardedClientAddress } from './clientAddress';

describe('the client address behind trusted proxies', () => {
  it('ignores X-Forwarded-For without trusted proxies: anyone can write it', () => {
    expect(forwardedClientAddress('6.6.6.6', '10.0.0.2', 0)).toBe('10.0.0.2');
  });

  it('takes the entry the outermost trusted proxy wrote, counted from the right', () => {
    // client 1.2.3.4 → proxy A (10.0.0.1) → proxy B → us; A wrote 1.2.3.4, B wrote 10.0.0.1.
    expect(forwardedClientAddress('1.2.3.4, 10.0.0.1', '10.0.0.2', 2)).toBe('1.2.3.4');
    expect(forwardedClientAddress('1.2.3.4', '10.0.0.1', 1)).toBe('1.2.3.4');
  });

  it('falls back to the peer when the header has fewer entries than proxies', () => {
    expect(forwardedClientAddress(undefined, '10.0.0.1', 1)).toBe('10.0.0.1');
    expect(forwardedClientAddress('1.2.3.4', '10.0.0.2', 2)).toBe('10.0.0.2');
  });

  it('cannot be steered by entries a client forges in front of the real ones', () => {
    const address = fc.ipV4();
    fc.assert(
      fc.property(fc.array(address, { maxLength: 5 }), address, fc.array(address, { minLength: 0, maxLength: 3 }), (forged, client, proxies) => {
        const header = [...forged, client, ...proxies].join(', ');
        expect(forwardedClientAddress(header, 'peer', proxies.length + 1)).toBe(client);
      }),
    );
  });
});
