import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';

/** A phone no other spec uses. */
const PHONE = '9161110022';

test('reviews and questions: tabs, ordering, sign-in to post, the rating rule, posting both', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  await page.locator('article.card').first().getByRole('link').first().click();
  // The category page has a heading too: wait for the product's address before keeping it.
  await expect(page).toHaveURL(/\/product\/[^/]+\/$/);
  const productUrl = page.url();
  await page.getByRole('link', { name: 'Отзывы', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/reviews\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Отзывы:');
  const tabs = page.getByRole('navigation', { name: 'Отзывы и вопросы' });
  await expect(tabs.getByRole('link', { name: 'Отзывы' })).toHaveAttribute('aria-current', 'page');

  await page.getByLabel('Сортировка').selectOption('RATING_DESC');
  await expect(page).toHaveURL(/orderBy=RATING_DESC/);
  expect(page.url()).not.toContain('filter=');

  await page.getByRole('button', { name: 'Войти' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, PHONE, 'Олег', 'Смирнов');
  await expect(page.getByTestId('user-name')).toBeVisible();

  const form = page.getByRole('form', { name: 'Оставить отзыв' });
  await form.getByLabel('Текст отзыва').fill('Лёгкие, удобные, в беге не натирают.');
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(form.getByRole('alert')).toHaveText('Поставьте оценку от 1 до 5');
  // Stars are styled labels over hidden radios: chosen by keyboard, as a keyboard user would.
  await form.getByRole('radio', { name: '4 из 5' }).focus();
  await page.keyboard.press('Space');
  await expect(form.getByRole('radio', { name: '4 из 5' })).toBeChecked();
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(page.getByText('Спасибо! Ваш отзыв опубликован.')).toBeVisible();
  await expect(page.getByTestId('review').filter({ hasText: 'Лёгкие, удобные, в беге не натирают.' })).toContainText('Олег Смирнов');

  await tabs.getByRole('link', { name: 'Вопросы и ответы' }).click();
  await expect(page).toHaveURL(/\/faq\/$/);
  const ask = page.getByRole('form', { name: 'Задать вопрос' });
  await ask.getByRole('button', { name: 'Задать вопрос' }).click();
  await expect(ask.getByRole('alert')).toHaveText('Пожалуйста, заполните обязательное поле');
  await ask.getByLabel('Ваш вопрос').fill('Есть ли 46 размер?');
  await ask.getByLabel('Оставить анонимно').check();
  await ask.getByRole('button', { name: 'Задать вопрос' }).click();
  await expect(page.getByTestId('question').filter({ hasText: 'Есть ли 46 размер?' })).toContainText('Покупатель');

  await page.goto(productUrl);
  // Ratings and written reviews are named apart (issue 14): «N оценок · M отзывов».
  await expect(page.getByText(/\d+ оцен(ка|ки|ок) · \d+ отзыв/).first()).toBeVisible();
});
