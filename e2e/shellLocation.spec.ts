import { expect, test } from '@playwright/test';
import { hydrated } from './hydrated';

test('an unconfirmed city is confirmed 10 s after first seen, counting across reloads', async ({ page }) => {
  await page.clock.install({ time: new Date('2026-11-22T12:00:00Z') });
  await page.clock.pauseAt(new Date('2026-11-22T12:00:01Z'));
  await page.goto('/');
  const popup = page.getByTestId('location-popup');
  await expect(popup).toContainText('Ваш город — Москва?');
  await page.clock.runFor(6_000);
  await page.reload();
  await expect(popup).toBeVisible();
  const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/web-api/v1/profiles/current/location'));
  await page.clock.runFor(3_900);
  await expect(popup).toBeVisible();
  await page.clock.runFor(200);
  expect((await put).postDataJSON()).toEqual({ geoPoint: expect.stringMatching(/^[0-9a-z]{12}$/), locationLevel: 'OTHER', locationName: 'Москва' });
  await expect(popup).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('city-button').first()).toBeVisible();
  await page.clock.runFor(15_000);
  await expect(popup).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('locationFirstSeen'))).toBeNull();
});

test('the shopper chooses another city in the dialog; the header shows it after a reload', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  // The dialog's code comes when the browser is first idle (components/lazyDialog.tsx): opened after
  // that, it shows at once, while the cities still load.
  await hydrated(page);
  await page.waitForLoadState('networkidle');
  await page.getByTestId('location-popup').getByRole('button', { name: 'Выбрать другой' }).click();
  const dialog = page.getByRole('dialog', { name: 'Выберите город' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Закрыть' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('button', { name: 'Москва' })).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Копенгаген' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('location-popup')).toBeVisible();

  await page.getByTestId('city-button').first().click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('city-button').first()).toBeFocused();
  await page.getByTestId('city-button').first().click();
  await dialog.getByRole('button', { name: 'Санкт-Петербург' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByTestId('city-button').first()).toHaveText('Санкт-Петербург');
  await expect(page.getByTestId('location-popup')).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId('city-button').first()).toHaveText('Санкт-Петербург');
  await expect(page.getByTestId('location-popup')).toHaveCount(0);

  // Shops and delivery links follow the chosen city.
  await page.getByRole('navigation', { name: 'Покупателям' }).getByRole('link', { name: 'Магазины' }).click();
  await expect(page).toHaveURL(/\/stores\/hash\/[0-9a-z]{12}\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('в городе Санкт-Петербург');
  await page.locator('.stores__name').first().click();
  await expect(page).toHaveURL(/\/(store|pickup)\/[^/]+\/$/);
  await expect(page.getByText('Часы работы:')).toBeVisible();
  await expect(page.getByTestId('footer').getByRole('link', { name: 'Доставка и оплата' })).toHaveAttribute('href', /^\/payment-delivery\/[0-9a-z]{12}\/$/);
});

test('a phone shows the city strip under the header', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const strip = page.locator('.header__city-strip').getByTestId('city-button');
  await expect(strip).toBeVisible();
  await strip.click();
  await expect(page.getByRole('dialog', { name: 'Выберите город' })).toBeVisible();
});
