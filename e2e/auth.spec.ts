import { expect, test, type Page } from '@playwright/test';
import { footwearCategory } from './footwearCategory';
import { codeFromOutbox } from './phoneSignIn';

/** Phones no other spec uses; each test its own. */
const PHONES = { newcomer: '9161110001', returning: '9161110002', blocked: '9161110003', client: '9161110004' }; // authExternal.spec.ts uses 9161110005

async function askForCode(page: Page, national: string) {
  await page.goto('/');
  await page.getByTestId('login-button').click();
  const dialog = page.getByRole('dialog', { name: 'Вход или регистрация' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Номер телефона').fill(national);
  await expect(dialog.getByLabel('Номер телефона')).toHaveValue(/^\+7 \d{3} \d{3}/);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByRole('group', { name: 'Код из СМС' })).toBeVisible();
  await expect(dialog.getByText(/Повторно отправить код можно через 0:5\d|1:00/)).toBeVisible();
  return dialog;
}

test('a new phone signs in with the code from the outbox, registers, and signs out', async ({ page }) => {
  const dialog = await askForCode(page, PHONES.newcomer);
  const code = await codeFromOutbox(page, PHONES.newcomer);
  const first = dialog.getByLabel('Цифра 1 из 6');
  await first.pressSequentially(code.slice(0, 2));
  await page.keyboard.press('Backspace');
  await expect(dialog.getByLabel('Цифра 2 из 6')).toHaveValue('');
  await page.keyboard.type(code.slice(1));

  await expect(dialog.getByLabel('Имя')).toBeVisible();
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
  await expect(dialog.getByText('Обязательное поле').first()).toBeVisible();
  await dialog.getByLabel('Имя').fill('Александра');
  await dialog.getByLabel('Фамилия').fill('Иванова');
  await dialog.getByRole('button', { name: 'Сохранить' }).click();

  await expect(page.getByTestId('user-name')).toHaveText('Александра'.slice(0, 10));
  const user = await (await page.request.get('/web-api/v1/users/current')).json();
  expect(user).toMatchObject({ anonymous: false, username: 'Александра Иванова', phone: `+7${PHONES.newcomer}`, profileCompleted: true });

  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByTestId('login-button')).toBeVisible();
  expect((await (await page.request.get('/web-api/v1/users/current')).json()).anonymous).toBe(true);
});

test('a pasted code fills the cells; a new account leaving registration is «Пользователь» cut at 10', async ({ page }) => {
  const dialog = await askForCode(page, PHONES.returning);
  const code = await codeFromOutbox(page, PHONES.returning);
  await dialog.getByLabel('Цифра 1 из 6').focus();
  await page.evaluate((text) => {
    const data = new DataTransfer();
    data.setData('text', text);
    document.activeElement!.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code);
  await expect(dialog.getByLabel('Имя')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('user-name')).toHaveText('Пользователь');
});

test('wrong codes lead to TEMPORARILY_BLOCKED', async ({ page }) => {
  const dialog = await askForCode(page, PHONES.blocked);
  for (let i = 0; i < 4; i++) {
    await dialog.getByLabel('Цифра 1 из 6').pressSequentially('000000'.replace(/0$/, String(i)));
    await expect(dialog.getByRole('alert')).toHaveText('Неверный код');
  }
  await dialog.getByLabel('Цифра 1 из 6').pressSequentially('000009');
  await expect(dialog.getByRole('alert')).toHaveText('Вход временно заблокирован. Пожалуйста, повторите попытку позже');
  const code = await codeFromOutbox(page, PHONES.blocked);
  await dialog.getByLabel('Цифра 1 из 6').pressSequentially(code);
  await expect(dialog.getByRole('alert')).toHaveText('Вход временно заблокирован. Пожалуйста, повторите попытку позже');
});

test('an operator signs in, creates a basket for a customer, and the audit log records it', async ({ page }) => {
  expect((await page.request.post('/web-api/v1/auth/csm/_login', { data: { token: 'e2e-operator:operator-pass', mode: 'CREATE_BASKET' } })).status()).toBe(200);
  await page.goto('/');
  const panel = page.getByTestId('operator-panel');
  await expect(panel).toContainText('e2e-operator');
  await expect(panel).toContainText('Режим создания заказа и консультации');
  await panel.getByPlaceholder('Телефон клиента').fill(`+7${PHONES.client}`);
  await panel.getByRole('button', { name: 'Открыть ЛК клиента' }).click();
  await expect(panel).toContainText(`Клиент: +7${PHONES.client}`);
  await expect(panel).toContainText('Не заполнена анкета');
  await expect(panel).toContainText('Не установлено МП');

  const category = await footwearCategory(page.request);
  await page.goto(category);
  const cards = page.locator('article.card').filter({ hasNot: page.locator('.badge--soon') });
  for (let i = 0; ; i++) {
    await cards.nth(i).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product\/\d+\/$/);
    if ((await page.locator('.size:not(.size--absent)').count()) > 0) break;
    await page.goBack();
  }
  await page.locator('.size:not(.size--absent)').first().click();
  await page.getByRole('button', { name: 'В корзину' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');

  const log = await (await page.request.get('/web-api/v1/csm/audit-log')).json();
  const client = (await (await page.request.get('/web-api/v1/users/current')).json()).id;
  expect(log[0]).toMatchObject({ operatorLogin: 'e2e-operator', customerId: client, action: 'POST /cart/products/_set-quantity' });
  expect(log.map((e: { action: string }) => e.action)).toContain('REGISTER_CLIENT');

  await panel.getByRole('button', { name: 'Выйти из ЛК клиента' }).click();
  await expect(panel).not.toContainText('Клиент:');
  await expect(page.getByTestId('cookie-notice')).toHaveCount(0);
});
