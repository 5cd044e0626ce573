import { describe, expect, it } from 'vitest';
import { loginPageRedirect } from './loginPageRedirect';

const anonymous = { sessionId: 's', customerId: null, operator: null };
const customer = { sessionId: 's', customerId: 'c1', operator: null };
const at = (path: string) => new Request(`http://shop.test${path}`);
const locationOf = (path: string) => loginPageRedirect(at(path), customer)?.headers.get('location');

describe('the login page of a signed-in visitor', () => {
  it('goes to a same-site backUrl, else home', () => {
    expect(loginPageRedirect(at('/login/?backUrl=%2Fcart%2F'), customer)?.status).toBe(302);
    expect(locationOf('/login/?backUrl=%2Fcart%2F')).toBe('/cart/');
    expect(locationOf('/login?backUrl=%2Fprofile%2Fbonuses%2F%3Fpage%3D2')).toBe('/profile/bonuses/?page=2');
    expect(locationOf('/login/')).toBe('/');
  });

  it('never leaves the site (open-redirect refusals)', () => {
    for (const back of ['https://evil.test/', '//evil.test', '/\\evil.test', '/\t/evil.test', 'javascript:alert(1)']) {
      expect(locationOf(`/login/?backUrl=${encodeURIComponent(back)}`)).toBe('/');
    }
  });

  it('renders the page for anonymous visitors and leaves other pages alone', () => {
    expect(loginPageRedirect(at('/login/?backUrl=%2Fcart%2F'), anonymous)).toBeUndefined();
    expect(loginPageRedirect(at('/cart/'), customer)).toBeUndefined();
    expect(loginPageRedirect(at('/login-help/'), customer)).toBeUndefined();
  });
});
