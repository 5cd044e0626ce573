import { describe, expect, it } from 'vitest';
import { anonymousRedirect } from './anonymousRedirect';

const anonymous = { sessionId: 's', customerId: null, operator: null };
const customer = { sessionId: 's', customerId: 'c1', operator: null };
const at = (path: string) => new Request(`http://shop.test${path}`);

describe('FT9519 redirect of anonymous visitors', () => {
  it('sends an anonymous visitor from the profile area to /login/ and back while the toggle is on', () => {
    for (const path of ['/profile', '/profile/', '/profile/personal/', '/profile/order_history/123']) {
      const answer = anonymousRedirect(at(path), anonymous, true);
      expect(answer?.status).toBe(302);
      expect(answer?.headers.get('location')).toBe(`/login/?backUrl=${encodeURIComponent(path)}`);
    }
    expect(anonymousRedirect(at('/profile/bonuses/?page=2'), anonymous, true)?.headers.get('location')).toBe(
      '/login/?backUrl=%2Fprofile%2Fbonuses%2F%3Fpage%3D2',
    );
  });

  it('leaves signed-in customers, other pages and the toggle off alone', () => {
    expect(anonymousRedirect(at('/profile/personal/'), customer, true)).toBeUndefined();
    expect(anonymousRedirect(at('/profiles/'), anonymous, true)).toBeUndefined();
    expect(anonymousRedirect(at('/catalog/'), anonymous, true)).toBeUndefined();
    expect(anonymousRedirect(at('/profile/personal/'), anonymous, false)).toBeUndefined();
  });
});
