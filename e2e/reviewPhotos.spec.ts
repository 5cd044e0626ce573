import { expect, test } from '@playwright/test';
import sharp from 'sharp';
import { registerInDialog } from './phoneSignIn';
import { seriousViolations } from './pageChecks';

/** A phone no other spec uses. */
const PHONE = '9161110101';
const TEXT = 'Фото после первой пробежки: цвет как на сайте.';

test('a review with a photo: a refused file, the upload, the thumbnail in the list, the photo large', async ({ page }) => {
  await page.goto('/catalog/muzhchinam/obuv/krossovki/');
  await page.locator('article.card').nth(1).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.getByRole('link', { name: 'Отзывы', exact: true }).click();
  await expect(page).toHaveURL(/\/product\/[^/]+\/reviews\/$/);

  await page.getByRole('button', { name: 'Войти' }).last().click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, PHONE, 'Вера', 'Кузнецова');
  await expect(page.getByTestId('user-name')).toBeVisible();

  const form = page.getByRole('form', { name: 'Оставить отзыв' });
  await form.getByRole('radio', { name: '5 из 5' }).check({ force: true });
  await form.getByLabel('Текст отзыва').fill(TEXT);
  const addPhoto = form.getByLabel('Добавить фото');

  // A text file named .jpg is refused by its bytes, with the reason beside it.
  await addPhoto.setInputFiles({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('это не фото') });
  const refused = form.getByTestId('photo-upload');
  await expect(refused).toHaveAttribute('data-state', 'failed');
  await expect(refused.getByRole('alert')).toHaveText('Можно загрузить только фото в формате JPEG, PNG или WebP.');
  await refused.getByRole('button', { name: 'Удалить фото 1' }).click();
  await expect(form.getByTestId('photo-upload')).toHaveCount(0);

  const photo = await sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .jpeg()
    .toBuffer();
  await addPhoto.setInputFiles({ name: 'shoes.jpg', mimeType: 'image/jpeg', buffer: photo });
  await expect(form.getByTestId('photo-upload')).toHaveAttribute('data-state', 'done');
  await expect(form.getByRole('img', { name: 'Фото 1: shoes.jpg' })).toBeVisible();
  expect(await seriousViolations(page, '.post-form')).toEqual([]);
  await form.getByRole('button', { name: 'Отправить отзыв' }).click();
  await expect(page.getByText('Спасибо! Ваш отзыв опубликован.')).toBeVisible();

  const review = page.getByTestId('review').filter({ hasText: TEXT });
  const thumbnail = review.getByRole('button', { name: 'Фото к отзыву, фото 1 из 1' });
  await expect(thumbnail.getByRole('img')).toHaveAttribute('loading', 'lazy');
  // The list loads the small copy; the dialog the photo itself.
  await expect.poll(() => thumbnail.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(288);

  // Opened from the keyboard, closed with Escape, focus back on the thumbnail.
  await thumbnail.focus();
  await page.keyboard.press('Enter');
  const viewer = page.getByRole('dialog', { name: 'Фото к отзыву, фото 1 из 1' });
  const large = viewer.getByRole('img', { name: 'Фото к отзыву, фото 1 из 1' });
  await expect(large).toBeVisible();
  await expect.poll(() => large.evaluate((img: HTMLImageElement) => img.complete && img.naturalHeight)).toBe(900);
  expect(await seriousViolations(page, '[data-testid="photo-viewer"]')).toEqual([]);
  // On a phone the photo fits the screen.
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await large.evaluate((img) => img.getBoundingClientRect().width)).toBeLessThanOrEqual(360);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await expect(thumbnail).toBeFocused();
});
