import { mkdirSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations } from './pageChecks';
import { addToCart, sizeForPickupAt } from './readyCart';
import { answerBottomMessages, SHOTS } from './shopperScreenshot';

// Screenshots of the map as a shopper sees it, kept with the test artefacts (issue 14: pickup at 375 and 1440 px).
mkdirSync(SHOTS, { recursive: true });

const step = (page: Page) => page.locator('section.shipment');
const middle = async (element: Locator) => {
  const box = (await element.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
};

/** Answers the city question, which would cover the bottom of the screenshots (the cart has no cookie notice). */
const confirmCity = (page: Page) => page.getByTestId('location-popup').getByRole('button', { name: 'Да, верно' }).click();

/** A cart that the pickup point on Новый Арбат (91034) can give out, at checkout's pickup step. */
async function pickupStep(page: Page): Promise<Locator> {
  await addToCart(page, await sizeForPickupAt(page, ['91034']));
  await page.goto('/cart/?step=checkout');
  await confirmCity(page);
  const map = step(page).getByTestId('places-map');
  await expect(map.locator('svg')).toBeVisible();
  return map;
}

/** Presses Tab until the element has focus (the list is worked by keyboard alone). */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 40 && !(await target.evaluate((e) => e === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('the pickup map says it is a schematic, clusters points that split as it zooms in, and centres a point chosen from the list by keyboard', async ({
    page,
  }) => {
    const map = await pickupStep(page);
    await expect(step(page).getByText('Схема: улицы не показаны')).toBeVisible();
    // Real geography under the points, no streets; the marks are for the eye, the list is for screen readers.
    expect(await map.locator('.schematic-map__river').count()).toBeGreaterThan(0);
    await expect(map.locator('svg')).toHaveAttribute('aria-hidden', 'true');

    const cluster = map.getByTestId('map-cluster').first();
    const ids = (await cluster.getAttribute('data-ids'))!.split(' ');
    expect(ids.length).toBeGreaterThan(1);
    for (const id of ids) await expect(map.getByTestId(`map-marker-${id}`)).toHaveCount(0);
    const zoomIn = step(page).getByRole('button', { name: 'Приблизить карту' });
    // Zoomed in step by step with the labelled button, the cluster falls apart into its points.
    for (let i = 0; i < 8 && (await map.getByTestId(`map-marker-${ids[0]}`).count()) === 0; i += 1) await zoomIn.click();
    for (const id of ids) await expect(map.getByTestId(`map-marker-${id}`)).toHaveCount(1);
    // With a map button focused, the arrow keys move the map.
    const before = await middle(map.getByTestId(`map-marker-${ids[0]}`));
    await zoomIn.focus();
    await page.keyboard.press('ArrowLeft');
    expect((await middle(map.getByTestId(`map-marker-${ids[0]}`))).x - before.x).toBeCloseTo(96, 0);
    await step(page).getByRole('button', { name: 'Показать все пункты выдачи' }).click();
    // Chosen on the map, a cluster opens up too.
    const again = map.getByTestId('map-cluster').first();
    const held = (await again.getAttribute('data-ids'))!.split(' ');
    await again.click();
    const marksHolding = map.locator('[data-ids]').evaluateAll(
      (marks, ids) =>
        marks.filter((m) =>
          m
            .getAttribute('data-ids')!
            .split(' ')
            .some((id) => ids.includes(id)),
        ).length,
      held,
    );
    expect(await marksHolding).toBeGreaterThan(1);

    const list = step(page).getByRole('list', { name: 'Пункты выдачи' });
    await list.getByRole('button').first().focus();
    await tabTo(page, list.getByRole('button', { name: /Новом Арбате/ }));
    await page.keyboard.press('Enter');
    await expect(step(page).getByTestId('pickup-chosen')).toContainText('Новом Арбате');
    const chosen = map.getByTestId('map-marker-91034');
    await expect(chosen).toHaveClass(/schematic-map__place--chosen/);
    const [at, centre] = [await middle(chosen), await middle(map)];
    expect(Math.abs(at.x - centre.x)).toBeLessThan(3);
    expect(Math.abs(at.y - centre.y)).toBeLessThan(3);

    expect(await seriousViolations(page, 'section.shipment')).toEqual([]);
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pickup-1440.png` });
  });

  test('the shops page has the same map, and «Показать на карте» in the list centres a shop', async ({ page }) => {
    await page.goto('/stores/');
    await answerBottomMessages(page);
    const map = page.getByTestId('places-map');
    await expect(map.locator('svg')).toBeVisible();
    await expect(page.getByText('Схема: улицы не показаны')).toBeVisible();
    const show = page.getByRole('button', { name: 'Показать на карте: Спорт·Маркет ТРЦ Колумбус' });
    await page.getByRole('list', { name: 'Магазины' }).getByRole('link').first().focus();
    await tabTo(page, show);
    await page.keyboard.press('Enter');
    await expect(show).toHaveAttribute('aria-pressed', 'true');
    const chosen = map.getByTestId('map-marker-156');
    await expect(chosen).toHaveClass(/schematic-map__place--chosen/);
    expect(Math.abs((await middle(chosen)).x - (await middle(map)).x)).toBeLessThan(3);
    expect(await seriousViolations(page, 'main')).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/stores-1440.png` });
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 }, isMobile: true, hasTouch: true });

  test('the pickup map sits above its list and follows a finger and a pinch', async ({ page }) => {
    const map = await pickupStep(page);
    const list = step(page).getByRole('list', { name: 'Пункты выдачи' });
    expect((await map.boundingBox())!.y + (await map.boundingBox())!.height).toBeLessThanOrEqual((await list.boundingBox())!.y);
    await expect(step(page).getByText('Схема: улицы не показаны')).toBeVisible();
    await map.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/pickup-375.png` });

    const cdp = await page.context().newCDPSession(page);
    const touch = (type: 'touchStart' | 'touchMove' | 'touchEnd', points: readonly (readonly [number, number])[]) =>
      cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points.map(([x, y], id) => ({ x, y, id })) });
    const marks = map.locator('[data-testid^="map-marker-"]');
    const [first, second] = [marks.nth(0), marks.nth(1)];
    const [firstId, secondId] = [await first.getAttribute('data-testid'), await second.getAttribute('data-testid')];
    const centre = await middle(map);

    const before = await middle(first);
    await touch('touchStart', [[centre.x, centre.y]]);
    for (let i = 1; i <= 5; i += 1) await touch('touchMove', [[centre.x - 12 * i, centre.y + 6 * i]]);
    await touch('touchEnd', []);
    const after = await middle(map.getByTestId(firstId!));
    expect(after.x - before.x).toBeCloseTo(-60, -1);
    expect(after.y - before.y).toBeCloseTo(30, -1);

    const gap = async () => {
      const [a, b] = [await middle(map.getByTestId(firstId!)), await middle(map.getByTestId(secondId!))];
      return Math.hypot(a.x - b.x, a.y - b.y);
    };
    const apart = await gap();
    await touch('touchStart', [
      [centre.x - 20, centre.y],
      [centre.x + 20, centre.y],
    ]);
    for (let i = 1; i <= 5; i += 1)
      await touch('touchMove', [
        [centre.x - 20 - 8 * i, centre.y],
        [centre.x + 20 + 8 * i, centre.y],
      ]);
    await touch('touchEnd', []);
    // The fingers moved three times as far apart: so did the places (a zoom of log2 3 steps).
    expect((await gap()) / apart).toBeCloseTo(3, 0);
  });

  test('the shops page shows its map above the list', async ({ page }) => {
    await page.goto('/stores/');
    await answerBottomMessages(page);
    const map = page.getByTestId('places-map');
    await expect(map.locator('svg')).toBeVisible();
    await expect(page.getByText('Схема: улицы не показаны')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await page.screenshot({ path: `${SHOTS}/stores-375.png` });
  });
});
