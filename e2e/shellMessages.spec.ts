import { expect, test, type Page } from '@playwright/test';

/** Virtual time from the first script on: timers run only when the test moves the clock. */
async function pausedClock(page: Page) {
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-22T12:00:01Z'));
}

test('the cookie notice shows until agreed, stays agreed after a reload and never shows on the cart', async ({ page }) => {
  await page.goto('/cart/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
  await page.goto('/');
  const notice = page.getByTestId('cookie-notice');
  // The bottom messages take turns: the city question first, the notice after it.
  const city = page.getByTestId('location-popup');
  await expect(city).toBeVisible();
  await expect(notice).toHaveCount(0);
  await city.getByRole('button', { name: 'Да, верно' }).click();
  await expect(notice).toBeVisible();
  await notice.getByRole('button', { name: 'Хорошо' }).click();
  await expect(notice).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});

test('notifications: at most three at once, each gone after 5000 ms', async ({ page }) => {
  await pausedClock(page);
  await page.goto('/');
  // Hydrated: the city question is asked in the browser only.
  await expect(page.getByTestId('location-popup')).toBeVisible();
  const notify = (type: string, text: string) =>
    page.evaluate(([t, x]) => window.dispatchEvent(new CustomEvent('shop:notify', { detail: { type: t, text: x } })), [type, text]);
  await notify('error', 'первое');
  await page.clock.runFor(1000);
  await notify('warn', 'второе');
  await notify('success', 'третье');
  await notify('success', 'четвёртое');
  const shown = page.getByTestId('notification');
  await expect(shown).toHaveText([/второе/, /третье/, /четвёртое/]);
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.clock.runFor(4990);
  await expect(shown).toHaveCount(3);
  await page.clock.runFor(20);
  await expect(shown).toHaveCount(0);
  await notify('error', 'ошибка');
  await expect(page.getByRole('alert')).toHaveText(/ошибка/);
  await page.getByRole('button', { name: 'Закрыть уведомление' }).click();
  await expect(shown).toHaveCount(0);
});

test('feature toggles are off unless configured', async ({ request }) => {
  // The e2e server configures FT13573, FT12528 and sm_site_cart_fast_checkout (playwright.config.ts) and nothing else.
  const answer = await request.get('/feature-toggle-api/v1/engine/feature-toggles/FT7454,FT12147,FT10399,sm_site_cart_fast_checkout/states');
  expect(answer.status()).toBe(200);
  expect(await answer.json()).toEqual({ FT7454: false, FT12147: false, FT10399: false, sm_site_cart_fast_checkout: true });
});

test('behaviour events leave in one batch 1 s after the first, tagged with the page type', async ({ page }) => {
  await pausedClock(page);
  const sent: { url: string; body: unknown; at: number }[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/events-api/v1/')) sent.push({ url: new URL(r.url()).pathname, body: r.postDataJSON(), at: Date.now() });
  });
  await page.goto('/cart/?step=checkout');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.clock.runFor(900);
  expect(sent).toHaveLength(0);
  const batch = page.waitForRequest((r) => r.url().includes('/events-api/v1/page/view/'));
  await page.clock.runFor(200);
  const request = await batch;
  expect((await request.response())?.status()).toBe(204);
  expect(request.postDataJSON().events).toEqual([expect.objectContaining({ pageType: 'CHECKOUT', payload: { path: '/cart/' } })]);
});

test('an unknown address answers 404 with the not-found page', async ({ page }) => {
  const response = await page.goto('/no/such/page/');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Страница не найдена');
});

test('a 403 with an incidentId opens the anti-bot dialog, which Escape and the overlay cannot close', async ({ page }) => {
  await page.route('**/web-api/v1/location/top-cities', (route) =>
    route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ incidentId: 'inc-42' }) }),
  );
  await page.goto('/');
  await page.getByTestId('city-button').first().click();
  const incident = page.getByTestId('incident-dialog');
  await expect(incident).toBeVisible();
  await expect(incident).toHaveAttribute('aria-modal', 'true');
  await expect(incident).toContainText('inc-42');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(incident).toBeVisible();
  await expect(incident.getByRole('button', { name: 'Закрыть' })).toHaveCount(0);
  await expect(incident.getByRole('button', { name: 'Обновить страницу' })).toBeVisible();
});

test('an ordinary dialog closes on an overlay click and gives focus back', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const cityButton = page.getByTestId('city-button').first();
  await cityButton.click();
  const dialog = page.getByRole('dialog', { name: 'Выберите город' });
  await expect(dialog).toBeVisible();
  await page.mouse.click(5, 450);
  await expect(dialog).toHaveCount(0);
  await expect(cityButton).toBeFocused();
});
