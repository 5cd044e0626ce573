import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Serious or critical WCAG 2.1 A/AA findings on the page, or inside `selector`, each with a few of its nodes;
 * with `wcag22`, also those of 2.2 AA (tap targets of at least 24 × 24 px, 2.5.8).
 */
export async function seriousViolations(page: Page, selector?: string, { wcag22 = false } = {}): Promise<string[]> {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', ...(wcag22 ? ['wcag22aa'] : [])]);
  return (await (selector ? builder.include(selector) : builder).analyze()).violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The page fits a 320 px screen without sideways scrolling (and, asked, has no serious axe findings there); the viewport is 1280 px after. */
export async function fitsPhone(page: Page, { axe = false } = {}): Promise<void> {
  await page.setViewportSize({ width: 320, height: 720 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
  if (axe) expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 720 });
}

/** Collects what the page reports as errors from now on (console errors with their source, uncaught exceptions): a spec expects it empty. */
export function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(`${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => errors.push(e.message));
  return errors;
}
