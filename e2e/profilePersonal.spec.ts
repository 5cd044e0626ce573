import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';

/** Phones no other spec uses. */
const PHONE = '9161110301';
const LEAVING_PHONE = '9161110302';

/** Serious and critical axe findings on the page as it is. */
async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
}

/** Signs up from the page's sign-in prompt as Мария Петрова. */
async function signUpFromPrompt(page: Page, phone: string) {
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, phone, 'Мария', 'Петрова');
}

test('a visitor is asked to sign in; the customer edits personal data with the spec’s messages and keeps it', async ({ page }) => {
  await page.goto('/profile/');
  await expect(page).toHaveURL(/\/profile\/personal\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Личные данные' })).toBeVisible();
  await expect(page.getByText('Войдите, чтобы посмотреть и изменить свои личные данные.')).toBeVisible();

  await signUpFromPrompt(page, PHONE);

  const form = page.getByTestId('personal-form');
  await expect(form.getByLabel('Имя')).toHaveValue('Мария');
  await expect(form.getByLabel('Телефон')).toHaveValue('+7 916 111 03 01');

  // Passive before the first submit: nothing shows while typing.
  const firstName = form.getByLabel('Имя');
  await firstName.fill('М');
  await firstName.blur();
  await expect(form.getByText('Пожалуйста, введите не меньше 2 символов')).toHaveCount(0);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByText('Пожалуйста, введите не меньше 2 символов')).toBeVisible();
  await expect(firstName).toHaveAttribute('aria-invalid', 'true');
  // Aggressive after it: each edit is checked at once.
  await form.getByLabel('Дата рождения').fill('01.01.2020');
  await expect(form.getByText('Проверьте возраст, участник Клубной программы не может быть младше 14 лет')).toBeVisible();

  await firstName.fill('Марина');
  await form.getByLabel('Дата рождения').fill('03.05.1990');
  await form.getByLabel('Пол').selectOption({ label: 'Женский' });
  await form.getByLabel('Адрес').fill('Москва, ул. Тверская, д. 1');
  await expect(form.locator('.field-error')).toHaveCount(0);
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('status')).toHaveText('Данные сохранены');

  await page.reload();
  await expect(form.getByLabel('Имя')).toHaveValue('Марина');
  await expect(form.getByLabel('Дата рождения')).toHaveValue('03.05.1990');
  await expect(form.getByLabel('Пол')).toHaveValue('FEMALE');
  await expect(form.getByLabel('Адрес')).toHaveValue('Москва, ул. Тверская, д. 1');
  await expect(page.getByTestId('user-name')).toHaveText('Марина Пет');

  // At 320 px the page fits the screen, signed-in header included (its section nav scrolls inside it),
  // and axe finds nothing serious.
  await page.setViewportSize({ width: 320, height: 800 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  expect(await form.evaluate((f) => f.getBoundingClientRect().right)).toBeLessThanOrEqual(320);
  expect(await seriousViolations(page)).toEqual([]);
});

test('the customer deletes the profile after confirming and leaves signed out', async ({ page }) => {
  await page.goto('/profile/personal/');
  await signUpFromPrompt(page, LEAVING_PHONE);
  await expect(page.getByTestId('personal-form').getByLabel('Имя')).toHaveValue('Мария');

  await page.getByRole('link', { name: 'Удалить личный кабинет' }).click();
  await expect(page).toHaveURL(/\/profile\/delete\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Удаление личного кабинета' })).toBeVisible();
  await page.getByRole('button', { name: 'Удалить личный кабинет' }).click();
  const confirmation = page.getByTestId('delete-confirmation');
  await expect(confirmation).toContainText('Восстановить его будет нельзя.');
  await confirmation.getByRole('button', { name: 'Отмена' }).click();
  await expect(confirmation).toHaveCount(0);

  await page.getByRole('button', { name: 'Удалить личный кабинет' }).click();
  await expect(confirmation).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await confirmation.getByRole('button', { name: 'Да, удалить' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByTestId('user-name')).toHaveCount(0);
  await page.goto('/profile/personal/');
  await expect(page.getByText('Войдите, чтобы посмотреть и изменить свои личные данные.')).toBeVisible();
});
