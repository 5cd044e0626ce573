import { expect, test, type Browser, type Page } from '@playwright/test';
import { registerInDialog } from './phoneSignIn';
import { fitsPhone, seriousViolations } from './pageChecks';

/** Phones no other spec uses: the trainer's and the sportsman's. */
const TRAINER_PHONE = '9161111201';
const SPORTSMAN_PHONE = '9161111202';
const INDIVIDUAL_PHONE = '9161111203';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\n%%EOF\n');

test.describe.configure({ timeout: 120_000 });

/** A fresh browser on the shop with the city confirmed, so the location popup covers nothing. */
async function visitor(browser: Browser, baseURL: string | undefined, path: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL })).newPage();
  await page.goto(path);
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
  return page;
}

/** Signs a new phone up from the page's own «Войти» and reloads, as the pages read the session on the server. */
async function signUp(page: Page, phone: string, firstName: string, lastName: string) {
  await page.getByRole('main').getByRole('button', { name: 'Войти' }).click();
  await registerInDialog(page, page.getByRole('dialog', { name: 'Вход или регистрация' }), phone, firstName, lastName);
  await expect(page.getByTestId('user-name')).toContainText(firstName);
  await page.reload();
}

test('a trainer applies with a document and gets a code; another customer joins with it from the shared link', async ({ browser, baseURL }) => {
  const trainer = await visitor(browser, baseURL, '/pro-invitation/');
  await expect(trainer.getByRole('heading', { level: 1, name: 'Профессиональная программа' })).toBeVisible();
  expect(await seriousViolations(trainer)).toEqual([]);
  await fitsPhone(trainer);
  await trainer.getByRole('link', { name: 'Я тренер' }).click();
  await expect(trainer).toHaveURL(/\/pro-invitation\/trainer-profile$/);
  await signUp(trainer, TRAINER_PHONE, 'Олег', 'Смирнов');

  // Nothing is sent while a rule is broken: the spec's messages under the fields.
  const form = trainer.getByTestId('trainer-form');
  await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Олег');
  await form.getByLabel('Фамилия').fill('Смирнов');
  await form.getByLabel('Дата рождения').fill('01.02.2015');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form).toContainText('Минимальный возраст для регистрации — 18 лет');
  await expect(form).toContainText('Выберите один из вариантов');
  await expect(form).toContainText('Необходимо согласие на обработку персональных данных');
  expect(await seriousViolations(trainer)).toEqual([]);

  await form.getByLabel('Дата рождения').fill('01.02.1985');
  await form.getByRole('checkbox', { name: 'Футбол' }).check();
  await form.getByLabel('Спортивная школа или клуб').fill('СШОР № 1');
  await form.getByLabel('Подтверждающий документ').setInputFiles({ name: 'диплом.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('pro-document')).toContainText('диплом.pdf');
  await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  await form.getByRole('button', { name: 'Отправить заявку' }).click();

  const profile = trainer.getByTestId('trainer-profile');
  await expect(profile).toContainText('Заявка на рассмотрении');
  const code = (await profile.getByTestId('invitation-code').textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
  await expect(profile).toContainText('СШОР № 1');
  expect(await seriousViolations(trainer)).toEqual([]);
  await fitsPhone(trainer);

  // The trainer edits the club; the code stays.
  await profile.getByRole('button', { name: 'Изменить анкету' }).click();
  await trainer.getByLabel('Спортивная школа или клуб').fill('ДЮСШ «Олимп»');
  await trainer.getByRole('button', { name: 'Сохранить' }).click();
  await expect(profile.getByRole('definition').filter({ hasText: 'ДЮСШ «Олимп»' })).toBeVisible();
  await expect(profile.getByTestId('invitation-code')).toHaveText(code);
  const link = await profile.getByRole('link', { name: 'вступить по приглашению' }).getAttribute('href');

  // The sportsman opens the shared link: whose code it is, then signs up and applies.
  const sportsman = await visitor(browser, baseURL, link!);
  await expect(sportsman.getByTestId('pro-invitation')).toContainText('Вас приглашает тренер Олег С., ДЮСШ «Олимп»');
  expect(await seriousViolations(sportsman)).toEqual([]);
  await fitsPhone(sportsman);
  await signUp(sportsman, SPORTSMAN_PHONE, 'Анна', 'Иванова');
  const join = sportsman.getByTestId('sportsman-form');
  await join.getByRole('textbox', { name: 'Имя', exact: true }).fill('Анна');
  await join.getByLabel('Фамилия').fill('Иванова');
  await join.getByLabel('Дата рождения').fill('05.05.2000');
  await expect(join.getByLabel('Вид спорта')).toHaveValue('FOOTBALL');
  await join.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  expect(await seriousViolations(sportsman)).toEqual([]);
  await fitsPhone(sportsman);
  await join.getByRole('button', { name: 'Вступить в программу' }).click();
  await expect(sportsman.getByTestId('pro-membership')).toContainText('спортсмен. Заявка на рассмотрении');

  // A member sees their place in the programme whatever code a link brings.
  await sportsman.goto('/pro-invitation/join?code=ZZZZ-ZZZZ');
  await expect(sportsman.getByTestId('pro-membership')).toBeVisible();
  await trainer.reload();
  await expect(trainer.getByTestId('trainer-profile')).toContainText('Присоединились по коду: 1');
});

test('a wrong code is told on the join page, and a visitor’s trainer page asks to sign in', async ({ page }) => {
  await page.goto('/pro-invitation/join?code=zzzz-zzzz');
  await expect(page.getByRole('alert').filter({ hasText: 'Код приглашения не найден' })).toBeVisible();
  await expect(page.getByLabel('Код приглашения')).toHaveAttribute('aria-invalid', 'true');
  await page.goto('/pro-invitation/trainer-profile');
  await expect(page.getByRole('main')).toContainText('Войдите по номеру телефона, чтобы подать заявку тренера');
});

test('a sportsman without a trainer applies with a rank and a document', async ({ browser, baseURL }) => {
  const page = await visitor(browser, baseURL, '/pro-invitation/');
  await page.getByRole('link', { name: 'Подать заявку без тренера' }).click();
  await expect(page).toHaveURL(/\/pro-invitation\/individual$/);
  await signUp(page, INDIVIDUAL_PHONE, 'Мария', 'Козлова');
  const form = page.getByTestId('individual-form');
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(form).toContainText('Выберите один из вариантов');
  await form.getByRole('textbox', { name: 'Имя', exact: true }).fill('Мария');
  await form.getByLabel('Фамилия').fill('Козлова');
  await form.getByLabel('Дата рождения').fill('10.10.1999');
  await form.getByLabel('Вид спорта').selectOption({ label: 'Плавание' });
  await form.getByLabel('Разряд или звание').selectOption({ label: 'Кандидат в мастера спорта' });
  await form.getByLabel('Подтверждающий документ').setInputFiles({ name: 'кмс.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(form.getByTestId('pro-document')).toContainText('кмс.pdf');
  await form.getByRole('checkbox', { name: /обработку персональных данных/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await fitsPhone(page);
  await form.getByRole('button', { name: 'Отправить заявку' }).click();
  await expect(page.getByTestId('pro-membership')).toContainText('спортсмен без тренера. Заявка на рассмотрении');
});
