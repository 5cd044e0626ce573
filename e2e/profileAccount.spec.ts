import { expect, test } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';

/** A phone no other spec uses. */
const PHONE = '9161110501';

test('a customer adds, edits and deletes a delivery address, then sees bonuses and promo codes', async ({ page }) => {
  await page.goto('/profile/addresses/');
  await expect(page.getByRole('heading', { level: 1, name: 'Адреса доставки' })).toBeVisible();
  await page.locator('.account').getByRole('button', { name: 'Войти' }).click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await registerInDialog(page, dialog, PHONE, 'Ольга', 'Смирнова');
  await expect(page.getByTestId('addresses-empty')).toBeVisible();

  await page.getByRole('button', { name: 'Добавить адрес' }).click();
  const form = page.getByRole('form', { name: 'Новый адрес' });
  await form.getByRole('button', { name: 'Сохранить' }).click();
  await expect(form.getByRole('alert')).toHaveText('Необходимо выбрать значение из списка');
  const address = form.getByRole('combobox', { name: 'Адрес доставки' });
  await address.fill('Тверская 7');
  await expect(form.getByRole('option', { name: /Тверская улица, 7/ })).toBeVisible();
  await address.press('ArrowDown');
  await address.press('Enter');
  await expect(address).toHaveValue('Москва, Тверская улица, 7');
  await form.getByLabel('Название адреса').fill('Дом');
  await form.getByLabel('Квартира').fill('12');
  await form.getByRole('button', { name: 'Сохранить' }).click();
  const list = page.getByTestId('addresses');
  await expect(list).toContainText('Дом');
  await expect(list).toContainText('Москва, Тверская улица, 7');
  await expect(list).toContainText('кв. 12');

  await list.getByRole('button', { name: 'Изменить адрес «Дом»' }).click();
  const edit = page.getByRole('form', { name: 'Изменить адрес' });
  await edit.getByLabel('Название адреса').fill('Работа');
  await edit.getByLabel('Этаж').fill('4');
  await edit.getByRole('button', { name: 'Сохранить' }).click();
  await expect(list).toContainText('Работа');
  await expect(list).toContainText('этаж 4, кв. 12');
  await page.reload();
  await expect(list).toContainText('Работа');

  await list.getByRole('button', { name: 'Удалить адрес «Работа»' }).click();
  const confirm = page.getByRole('dialog', { name: 'Удалить адрес?' });
  await confirm.getByRole('button', { name: 'Удалить' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('addresses-empty')).toBeVisible();

  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Бонусы' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Бонусы' })).toBeVisible();
  await expect(page.getByTestId('loyalty-card')).toContainText('Уровень «Стандартный»');
  await expect(page.getByTestId('bonus-balance')).toHaveText(/^0\sБ$/);
  await expect(page.getByTestId('loyalty-card')).toContainText('До уровня «Серебряный» осталось купить на 15');
  await expect(page.getByTestId('bonus-history-empty')).toBeVisible();

  await page.getByRole('navigation', { name: 'Личный кабинет' }).getByRole('link', { name: 'Промокоды' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Промокоды' })).toBeVisible();
  const codes = page.getByTestId('promocodes');
  await expect(codes).toContainText('SPORT10');
  await expect(codes).not.toContainText('SUMMER2020');
  await codes.getByRole('button', { name: 'Скопировать промокод SPORT10' }).click();
  await expect(page.getByText('Промокод SPORT10 скопирован')).toBeVisible();

  // Phones: at 320 px nothing in the section is wider than the section.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of ['/profile/promocodes/', '/profile/bonuses/', '/profile/addresses/']) {
    await page.goto(path);
    const overflow = await page.locator('.account').evaluate((el) => el.scrollWidth - el.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  }
});
