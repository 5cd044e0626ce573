import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { afterSignIn, loginPathFor, safeBackUrl } from './backUrl';

const ORIGIN = 'https://shop.test';

describe('backUrl of the login page (spec §2 /login/): same-site paths only', () => {
  it('keeps paths of this site', () => {
    for (const path of ['/', '/cart/', '/profile/personal/', '/catalog/product/search.do/?text=%D0%BC%D1%8F%D1%87#top', '/product/1/?a=//b']) {
      expect(safeBackUrl(path)).toBe(path);
    }
  });

  it('refuses outside and scheme addresses (no open redirect)', () => {
    for (const raw of [
      'https://evil.test/',
      '//evil.test/',
      '/\\evil.test',
      '\\\\evil.test',
      '/\t/evil.test',
      '/\n/evil.test',
      ' /x',
      'javascript:alert(1)',
      'data:text/html,x',
      'evil.test',
      '',
      null,
      undefined,
      `/${'a'.repeat(2000)}`,
    ]) {
      expect(safeBackUrl(raw)).toBeNull();
    }
  });

  it('never lets a browser leave the site, whatever the string', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          fc.string().map((s) => `/${s}`),
          fc.webUrl(),
          fc.webPath(),
        ),
        (raw) => {
          const kept = safeBackUrl(raw);
          if (kept !== null) expect(new URL(kept, ORIGIN).origin).toBe(ORIGIN);
        },
      ),
    );
  });

  it('goes home when there is no safe backUrl', () => {
    expect(afterSignIn('/cart/')).toBe('/cart/');
    expect(afterSignIn('//evil.test')).toBe('/');
    expect(afterSignIn(null)).toBe('/');
  });

  it('builds the login page address that returns to a path', () => {
    expect(loginPathFor('/profile/bonuses/?a=1&b=2')).toBe('/login/?backUrl=%2Fprofile%2Fbonuses%2F%3Fa%3D1%26b%3D2');
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const back = new URL(loginPathFor(`/${path.replace(/^\/+/, '')}`), ORIGIN).searchParams.get('backUrl');
        expect(back).toBe(`/${path.replace(/^\/+/, '')}`);
      }),
    );
  });
});
