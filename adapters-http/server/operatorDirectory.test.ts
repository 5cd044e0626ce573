import { describe, expect, it } from 'vitest';
import { configuredOperatorDirectory, hashOperatorPassword } from './operatorDirectory';

describe('operator accounts from configuration', () => {
  const directory = configuredOperatorDirectory(`ivanova=${hashOperatorPassword('s3cret', 'a')}, petrov=${hashOperatorPassword('other', 'b')}`);

  it('accepts the right password of a configured login only', async () => {
    expect(await directory.verify('ivanova', 's3cret')).toBe(true);
    expect(await directory.verify('ivanova', 'other')).toBe(false);
    expect(await directory.verify('petrov', 's3cret')).toBe(false);
    expect(await directory.verify('nobody', 's3cret')).toBe(false);
    expect(await directory.verify('', '')).toBe(false);
  });

  it('has no operators when nothing is configured', async () => {
    expect(await configuredOperatorDirectory(undefined).verify('admin', 'admin')).toBe(false);
  });

  it('refuses a malformed configuration at start', () => {
    expect(() => configuredOperatorDirectory('ivanova=plain-password')).toThrow(/OPERATOR_ACCOUNTS/);
  });
});
