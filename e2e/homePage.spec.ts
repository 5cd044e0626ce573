import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './pageChecks';
import { wholePageScreenshot } from './shopperScreenshot';

/** The city question is decided in the browser: once it shows, the page is hydrated; answered, it covers nothing. */
const hydrated = async (page: Page) => {
  const popup = page.getByTestId('location-popup');
  await popup.getByRole('button', { name: 'Да, верно' }).click();
  await expect(popup).toHaveCount(0);
};
const scrollLeft = (track: Locator) => track.evaluate((el) => el.scrollLeft);

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the carousels work by keyboard: arrow buttons page through, arrow keys move from card to card', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const hits = page.getByTestId('carousel-HITS');
    const track = hits.getByRole('list', { name: 'Хиты продаж' });
    await expect(track.getByRole('listitem')).toHaveCount(12);
    for (const title of ['Товар дня', 'Новинки', 'Распродажа']) await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Популярные категории' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Популярные бренды' })).toBeVisible();

    const back = hits.getByRole('button', { name: 'Назад: Хиты продаж' });
    const next = hits.getByRole('button', { name: 'Вперёд: Хиты продаж' });
    await expect(back).toHaveAttribute('aria-disabled', 'true');
    await next.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => scrollLeft(track)).toBeGreaterThan(600);
    await expect(back).toHaveAttribute('aria-disabled', 'false');
    await page.keyboard.press('Enter');
    await expect(next).toHaveAttribute('aria-disabled', 'true');
    await expect(next).toBeFocused();
    await back.click();
    await back.click();
    await expect.poll(() => scrollLeft(track)).toBe(0);

    const cards = track.getByRole('listitem');
    await cards.nth(0).getByRole('link').first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(cards.nth(1).getByRole('link').first()).toBeFocused();
    for (let i = 2; i < 12; i++) await page.keyboard.press('ArrowRight');
    await expect(cards.nth(11).getByRole('link').first()).toBeFocused();
    await expect.poll(() => scrollLeft(track)).toBeGreaterThan(600);
    await page.keyboard.press('ArrowLeft');
    await expect(cards.nth(10).getByRole('link').first()).toBeFocused();

    // The promotions open the page: their pictures load at once (a phone stacks both in its first screen), the first first.
    const promotions = page.getByTestId('banners-MAIN_PAGE_TOP').getByRole('img');
    expect(await promotions.evaluateAll((images) => images.map((i) => `${i.getAttribute('loading')} ${i.getAttribute('fetchpriority')}`))).toEqual([
      'eager high',
      'eager auto',
    ]);
    // Category tiles and brands lead to their listings; pictures below the fold wait until scrolled near.
    await expect(page.locator('.category-tile img').first()).toHaveAttribute('loading', 'lazy');
    await expect(page.locator('.category-tile img').first()).toHaveAttribute('width', '320');
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await wholePageScreenshot(page, 'home-1440');
    await page.locator('.category-tile').first().click();
    await expect(page).toHaveURL(/\/catalog\/[a-z_]+\/[a-z_]+\/[a-z_]+\/$/);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('a carousel follows a swipe and comes to rest on a card; the page fits the screen', async ({ page }) => {
    await page.goto('/');
    await hydrated(page);
    const track = page.getByTestId('carousel-NEW').getByRole('list', { name: 'Новинки' });
    await track.scrollIntoViewIfNeeded();
    const box = (await track.boundingBox())!;
    // A finger drawn 250 px to the left across the cards, as the touchscreen reports it.
    const session = await page.context().newCDPSession(page);
    const [x, y] = [Math.round(box.x + box.width * 0.85), Math.round(box.y + box.height / 3)];
    await session.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x, y }] });
    for (let step = 1; step <= 10; step++) {
      await session.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: x - step * 25, y }] });
      await page.waitForTimeout(16);
    }
    await session.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
    await expect.poll(() => scrollLeft(track)).toBeGreaterThan(100);
    // Snapped: at rest, a card's start lines up with the track's.
    await expect
      .poll(() =>
        track.evaluate((el) => {
          const start = el.getBoundingClientRect().left + 2;
          return [...el.children].some((li) => Math.abs(li.getBoundingClientRect().left - start) < 2);
        }),
      )
      .toBe(true);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await wholePageScreenshot(page, 'home-375');
  });
});
