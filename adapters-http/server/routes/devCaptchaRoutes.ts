import { Hono } from 'hono';

/**
 * GET /dev/captcha-token — what the development captcha's «Я не робот» gets: a token it accepts once in
 * the next five minutes. Mounted only while the development captcha is configured (no CAPTCHA_PROVIDER).
 */
export function devCaptchaRoutes(issue: () => string) {
  return new Hono().get('/dev/captcha-token', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: issue() });
  });
}
