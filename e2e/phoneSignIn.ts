import { expect, type Locator, type Page } from '@playwright/test';

/** The six-digit code last sent to a Russian number, read from the development SMS outbox. */
export async function codeFromOutbox(page: Page, national: string): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      const messages = await (await page.request.get(`/web-api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+7${national}`)}`)).json();
      text = messages[0]?.text ?? '';
      return text;
    })
    .toMatch(/\d{6}/);
  return /\d{6}/.exec(text)![0];
}

/**
 * Asks for a code in the sign-in dialog and types it. Every spec signs in from 127.0.0.1: the e2e server
 * lets one address ask for many phones without the captcha (e2e/playwright.config.ts), so no spec depends
 * on how many signed in before it.
 */
export async function enterCodeFromOutbox(page: Page, dialog: Locator, national: string): Promise<void> {
  await dialog.getByLabel('Номер телефона').fill(national);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  await expect(dialog.getByRole('group', { name: 'Код из СМС' })).toBeVisible();
  await dialog.getByLabel('Цифра 1 из 6').pressSequentially(await codeFromOutbox(page, national));
}

/** Signs a new phone up in the sign-in dialog: the code from the outbox, then the registration step's names. */
export async function registerInDialog(page: Page, dialog: Locator, national: string, firstName: string, lastName: string): Promise<void> {
  await enterCodeFromOutbox(page, dialog, national);
  await dialog.getByLabel('Имя').fill(firstName);
  await dialog.getByLabel('Фамилия').fill(lastName);
  await dialog.getByRole('button', { name: 'Сохранить' }).click();
}

/**
 * Confirms the order's phone in the checkout's contacts step (it appears once contacts with a phone not
 * the signed-in customer's are saved): asks for the code and types the one from the outbox.
 */
export async function confirmCheckoutPhone(page: Page, national: string): Promise<void> {
  const confirm = page.getByTestId('phone-confirm');
  await confirm.getByRole('button', { name: 'Получить код по СМС' }).click();
  await expect(confirm.getByRole('group', { name: 'Код из СМС' })).toBeVisible();
  await confirm.getByLabel('Цифра 1 из 6').pressSequentially(await codeFromOutbox(page, national));
  await expect(confirm).toHaveCount(0);
}
