import { expect, type Locator, type Page } from '@playwright/test';

/** The six-digit code last sent to a Russian number, read from the development SMS outbox. */
export async function codeFromOutbox(page: Page, national: string): Promise<string> {
  let text = '';
  await expect.poll(async () => {
    const messages = await (await page.request.get(`/web-api/v1/dev/sms-outbox?phone=${encodeURIComponent(`+7${national}`)}`)).json();
    text = messages[0]?.text ?? '';
    return text;
  }).toMatch(/\d{6}/);
  return /\d{6}/.exec(text)![0];
}

/**
 * Asks for a code in the sign-in dialog and types it. Every spec signs in from 127.0.0.1, so after ten
 * phones the server asks for a captcha, as it would a real visitor: then «Я не робот» is pressed
 * (the development captcha) before the code is read.
 */
export async function enterCodeFromOutbox(page: Page, dialog: Locator, national: string): Promise<void> {
  await dialog.getByLabel('Номер телефона').fill(national);
  await dialog.getByRole('button', { name: 'Получить код' }).click();
  const codeCells = dialog.getByRole('group', { name: 'Код из СМС' });
  const robotCheck = dialog.getByRole('button', { name: 'Я не робот' });
  await expect(codeCells.or(robotCheck)).toBeVisible();
  if (await robotCheck.isVisible()) await robotCheck.click();
  await expect(codeCells).toBeVisible();
  await dialog.getByLabel('Цифра 1 из 6').pressSequentially(await codeFromOutbox(page, national));
}
