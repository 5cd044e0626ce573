import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';

type Letter = { to: string; subject: string; text: string; html: string };

test('a paid e-gift card is mailed to its recipient, and the invoice page names the address', async ({ page }) => {
  const recipient = `egc-mail-${Date.now()}@example.ru`;
  await page.goto('/giftcard/e-giftcard');
  await page.getByText('Спорт — это жизнь').click();
  await page.getByLabel(/E-mail получателя/).fill(recipient);
  await page.getByRole('button', { name: 'Купить' }).click();
  await expect(page).toHaveURL('/giftcard/cart');
  await page.getByLabel(/E-mail для чека/).fill('buyer@example.ru');
  await page.getByLabel(/Телефон/).fill('+7 916 111-16-01');
  await page.getByRole('button', { name: 'Оплатить онлайн' }).click();
  await expect(page).toHaveURL(/\/sandbox-acquirer\/pay\/\d+$/);
  await page.getByRole('button', { name: 'Оплатить' }).click();

  await expect(page).toHaveURL(/\/giftcard\/cart\?invoice=\d+$/);
  await expect(page.getByTestId('egc-status')).toHaveText('Оплачен');
  await expect(page.getByTestId('egc-sent-to')).toContainText(`Карты отправлены на адрес: ${recipient}.`);
  const number = (await page.getByTestId('egc-card-number').first().textContent())!;
  const pin = (await page.getByTestId('egc-card-pin').first().textContent())!;
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa']).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  await page.setViewportSize({ width: 320, height: 640 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  // The mail job runs on its interval: the letter appears in the development outbox once it has run.
  const outbox = async () => (await (await page.request.get(`/web-api/v1/dev/mail-outbox?to=${encodeURIComponent(recipient)}`)).json()) as Letter[];
  await expect.poll(async () => (await outbox()).length, { timeout: 30_000 }).toBe(1);
  const [letter] = await outbox();
  expect(letter!.text).toContain(`Номер карты: ${number}`);
  expect(letter!.text).toContain(`PIN-код: ${pin}`);
  await page.setContent(letter!.html);
  await expect(page.getByRole('cell', { name: number })).toBeVisible();
});
