import { expect, test } from '@playwright/test';
import { holdChunk, hydrated, partHydrated } from './hydrated';
import { pageErrors } from './pageChecks';

const uniqueEmail = () => `runner.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.ru`;

test('newsletter: passive before the first submit, aggressive after, disabled while sending, then thanks', async ({ page }) => {
  await page.goto('/');
  const form = page.getByTestId('newsletter');
  const email = form.getByLabel('E‑mail');
  // The footer hydrates as it nears the screen (or when the browser is idle).
  await form.scrollIntoViewIfNeeded();
  await partHydrated(page.getByTestId('footer'));
  await email.fill('runner@');
  await email.blur();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByRole('alert')).toHaveText('Адрес почты не соответствует формату');
  const address = uniqueEmail();
  await email.fill(address);
  await expect(form.getByRole('alert')).toHaveCount(0);
  await email.fill('runner@');
  await expect(form.getByRole('alert')).toBeVisible();
  await email.fill(address);

  let release!: () => void;
  const held = new Promise<void>((r) => (release = r));
  let body: unknown;
  await page.route('**/web-api/v1/profiles/current/subscriptions', async (route) => {
    body = route.request().postDataJSON();
    await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByRole('button', { name: 'Отправляем…' })).toBeDisabled();
  release();
  await expect(page.getByText('Спасибо за подписку!')).toBeVisible();
  expect(body).toEqual({ source: 'footer', channel: { type: 'EMAIL', destination: address } });
  await expect(page.getByTestId('newsletter-confirmation')).toHaveCount(0);

  // The same address again: the server's message comes in a confirmation dialog.
  await page.reload();
  await partHydrated(page.getByTestId('footer'));
  await page.getByTestId('newsletter').getByLabel('E‑mail').fill(address);
  await page.getByTestId('newsletter').getByRole('button', { name: 'Подписаться' }).click();
  const dialog = page.getByRole('dialog', { name: 'Подписка на рассылку' });
  await expect(dialog).toContainText('уже подписан');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('newsletter: a refused address shows the server message until the e-mail is focused again', async ({ page }) => {
  await page.goto('/');
  await partHydrated(page.getByTestId('footer'));
  const form = page.getByTestId('newsletter');
  const email = form.getByLabel('E‑mail');
  await email.fill('someone@mailinator.com');
  await form.getByRole('button', { name: 'Подписаться' }).click();
  await expect(form.getByRole('alert')).toHaveText('Этот адрес почты заблокирован. Пожалуйста, укажите другой адрес');
  await form.getByRole('button', { name: 'Подписаться' }).focus();
  await email.focus();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByRole('checkbox')).toHaveCount(0);
});

test('footer: legal links, e-mail, notice, payment marks, socials, apps and the year range', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByTestId('footer');
  await expect(footer.getByRole('link', { name: 'Политика конфиденциальности' })).toHaveAttribute('href', '/privacy/');
  await expect(footer.getByRole('link', { name: 'Оферта' })).toHaveAttribute('href', '/oferta/');
  await expect(footer.getByRole('link', { name: 'legal@sport-market.ru' })).toHaveAttribute('href', 'mailto:legal@sport-market.ru');
  await expect(footer.getByText('рекомендательные технологии')).toBeVisible();
  for (const name of ['Мир', 'Visa', 'Mastercard', 'СБП']) await expect(footer.getByRole('img', { name })).toBeVisible();
  for (const name of ['ВКонтакте', 'Telegram', 'Одноклассники', 'YouTube', 'App Store', 'Google Play', 'AppGallery', 'RuStore'])
    await expect(footer.getByRole('link', { name })).toBeVisible();
  await expect(footer).toContainText(`1997–${new Date().getFullYear()}`);
  await expect(footer.getByRole('link', { name: 'О нас' })).toBeVisible();
});

test('footer sections fold on a phone and open with a tap', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/');
  const footer = page.getByTestId('footer');
  await expect(footer.getByRole('link', { name: 'О нас' })).toBeHidden();
  await footer.getByText('О компании').click();
  await expect(footer.getByRole('link', { name: 'О нас' })).toBeVisible();
});

test('a client-side navigation before the footer hydrated keeps it on screen, without errors', async ({ page }) => {
  const errors = pageErrors(page);
  // The footer's code held back: the footer stays server markup, not hydrated, when the shopper navigates.
  const release = await holdChunk(page, 'Footer');
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await hydrated(page);
  const footer = page.getByTestId('footer');
  await expect(footer).not.toHaveAttribute('data-hydrated');
  await page.evaluate(() => {
    const gone = () => !document.querySelector('[data-testid="footer"] .footer__legal');
    new MutationObserver(() => {
      if (gone()) document.documentElement.dataset.footerGone = '';
    }).observe(document.body, { childList: true, subtree: true });
  });
  await page.getByRole('navigation', { name: 'Покупателям' }).getByRole('link', { name: 'Гарантия' }).click();
  await expect(page).toHaveURL(/\/warranty\/$/);
  await expect(footer.getByRole('link', { name: 'Оферта' })).toBeVisible();
  release();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Гарантия');
  await partHydrated(footer);
  await expect(footer.getByRole('link', { name: 'О нас' })).toBeVisible();
  await expect(page.locator('html')).not.toHaveAttribute('data-footer-gone');
  expect(errors).toEqual([]);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the footer and the SEO block, hydrated late, are in the server page in full', async ({ page }) => {
    await page.goto('/catalog/muzhchinam/');
    await expect(page.getByTestId('footer').getByRole('link', { name: 'Политика конфиденциальности' })).toBeVisible();
    await expect(page.getByTestId('newsletter').getByRole('button', { name: 'Подписаться' })).toBeVisible();
    await expect(page.getByTestId('seo-text')).toBeVisible();
    await expect(page.getByTestId('seo-tags').getByRole('link').first()).toBeVisible();
  });
});
