import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';
import { enterCodeFromOutbox } from './phoneSignIn';

// Spec §2 Routes: /login/ and /no-referrer-redirect (issue 4). A phone no other spec uses.
const PHONE = '9161110201';

test('/login/ signs a new phone in and registers it inline, then lands on backUrl', async ({ page }) => {
  await page.goto('/login/?backUrl=%2Fcompare%2F');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход или регистрация' })).toBeVisible();
  await hydrated(page);
  const form = page.locator('.login-page');
  await enterCodeFromOutbox(page, form, PHONE);
  await form.getByLabel('Имя').fill('Полина');
  await form.getByLabel('Фамилия').fill('Смирнова');
  await form.getByLabel('Фамилия').press('Enter');
  await expect(page).toHaveURL(/\/compare\/$/);
  await expect(page.getByTestId('user-name')).toContainText('Полина');
  // Signed in, the login page sends the visitor on at once; an outside backUrl is refused.
  await page.goto('/login/?backUrl=https%3A%2F%2Fevil.example%2F');
  await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
});

test('/login/ fits a 320 px screen and axe finds no serious or critical violations', async ({ page }, info) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await page.goto('/login/');
  await expect(page.getByRole('heading', { level: 1, name: 'Вход или регистрация' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  await page.screenshot({ path: info.outputPath('login-320.png'), fullPage: true });
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.html).join(' | ')}`),
  ).toEqual([]);
});

test('/no-referrer-redirect shows «Перейти на сайт» and leaves without the referrer', async ({ page }) => {
  const referers: (string | undefined)[] = [];
  let arrive = false;
  // The outside site is played here. At first it answers 204, which leaves the browser on the page it came
  // from, so the page can be read after its refresh; then the link leads to the site itself.
  await page.route('https://partner.example/**', async (route) => {
    referers.push((await route.request().allHeaders()).referer);
    await (arrive
      ? route.fulfill({ contentType: 'text/html; charset=utf-8', body: '<title>Партнёр</title><h1>Партнёр</h1>' })
      : route.fulfill({ status: 204 }));
  });
  await page.goto(`/no-referrer-redirect?url=${encodeURIComponent('https://partner.example/run?utm=sm')}`);
  await expect.poll(() => referers.length).toBe(1);
  await expect(page.getByRole('heading', { level: 1, name: 'Переход на другой сайт' })).toBeVisible();
  const link = page.getByRole('link', { name: 'Перейти на сайт' });
  await expect(link).toHaveAttribute('href', 'https://partner.example/run?utm=sm');
  await expect(link).toHaveAttribute('rel', 'noreferrer noopener');
  arrive = true;
  await link.click();
  await expect(page.getByRole('heading', { name: 'Партнёр' })).toBeVisible();
  expect(referers).toEqual([undefined, undefined]);
  expect(await page.evaluate(() => document.referrer)).toBe('');
});

test('/no-referrer-redirect with a javascript: url is the 404 page, not a redirect', async ({ page }) => {
  const response = await page.goto(`/no-referrer-redirect?url=${encodeURIComponent('javascript:alert(1)')}`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Страница не найдена' })).toBeVisible();
});
