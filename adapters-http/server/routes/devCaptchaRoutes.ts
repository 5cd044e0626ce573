import { Hono } from 'hono';

/**
 * GET /dev/captcha-token — what the development captcha's «Я не робот» gets: a token it accepts once in
 * the next five minutes. Mounted only while the development captcha is configured (no CAPTCHA_PROVIDER).
 */
export function devCaptchaRoutes(issue: () => Promise<string>) {
  return new Hono().get('/dev/captcha-token', async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ token: await issue() });
  });
}
