import { expect, test } from '@playwright/test';

// VK ID, Sber ID, Yandex ID through the local provider; the ?login=1 sign-in link; the floating one-tap sign-in.
test('a visitor signs in through Yandex ID (local provider), registers, and a failed payload shows the alert', async ({ page }) => {
  await page.goto('/catalog/');
  await page.getByTestId('login-button').click();
  await page.getByRole('dialog').getByRole('button', { name: 'Яндекс ID' }).click();
  await expect(page.getByRole('heading', { name: 'Яндекс ID: тестовый вход' })).toBeVisible();
  await page.getByLabel('Телефон').fill('+79161110005');
  await page.getByRole('button', { name: 'Войти' }).click();

  await expect(page).toHaveURL(/\/catalog\/$/);
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await dialog.getByLabel('Имя').fill('Ольга');
  await dialog.getByLabel('Фамилия').fill('Орлова');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByTestId('user-name')).toHaveText('Ольга Орло'); // «Ольга Орлова» cut at 10 (spec §5 Display)
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByTestId('login-button')).toBeVisible();

  await page.goto(`/?yandexIdPayload=${encodeURIComponent(JSON.stringify({ access_token: 'forged' }))}`);
  await expect(page.getByRole('dialog', { name: 'Ошибка' })).toContainText('Произошла непредвиденная ошибка. Попробуйте повторить позднее.');
  await expect(page).toHaveURL(/\/$/);
});

test('the ?login=1 sign-in link opens the dialog; the floating sign-in shows after 15 s and stays away once closed', async ({ page }) => {
  // Paused from the start: only runFor moves the page's time, so real time cannot open anything meanwhile.
  const start = new Date('2026-03-02T10:00:00Z').getTime();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1_000);
  // Cookies agreed: the floating sign-in waits only for the city question, which confirms itself after 10 s.
  await page.addInitScript(() => localStorage.setItem('cookieAgreement', 'true'));
  await page.goto('/?login=1');
  // Once the page is alive it drops the parameter and opens the dialog, whose steps load when first used:
  // React reveals content that waited for its code on a timer, so the paused clock moves on in small steps.
  await expect(page).toHaveURL(/\/$/);
  await expect(async () => {
    await page.clock.runFor(50);
    await expect(page.getByRole('dialog', { name: 'Вход или регистрация' })).toBeVisible({ timeout: 50 });
  }).toPass();
  await page.keyboard.press('Escape');

  const floating = page.getByTestId('floating-sign-in');
  await page.clock.runFor(13_000);
  await expect(floating).toHaveCount(0);
  await page.clock.runFor(2_000);
  await expect(floating).toBeVisible();
  await page.clock.runFor(30_000);
  await expect(floating).toHaveCount(0);

  await page.reload();
  await page.clock.runFor(16_000);
  await floating.getByRole('button', { name: 'Закрыть' }).click();
  await expect(floating).toHaveCount(0);
  expect((await page.context().cookies()).some((c) => c.name === 'floatingSignInRejected')).toBe(true);
  await page.reload();
  await page.clock.runFor(20_000);
  await expect(floating).toHaveCount(0);
});
