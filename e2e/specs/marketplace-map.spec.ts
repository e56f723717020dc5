import { expect, type Locator, type Page, test } from '@playwright/test';
import { horizontalOverflow } from '../support/layout.ts';

// The demo data has the Toronto agency's home care across the city, three teams a few blocks apart
// downtown: a search in Toronto draws groups with their count and listings standing alone.
const TORONTO = '/locations/ontario/toronto';

const mapOf = (page: Page, name = 'Map of the results') => page.getByRole('region', { name });
const markers = (map: Locator) => map.locator('.leaflet-marker-pane [role="button"]');
const countOf = (label: string | null) => Number(/^\d+/.exec(label ?? '')?.[0]);

test.describe('the search map on a wide screen', () => {
  test.use({ viewport: { width: 1920, height: 1080 } });

  test('groups listings with their count; a group zooms in; a marker opens its listing', async ({
    page,
  }) => {
    // The place page stores Toronto as the search's place; the search page then shows it.
    await page.goto(`/en-ca${TORONTO}`);
    const map = mapOf(page);
    const clusters = map.getByRole('button', { name: /^\d+ listings here, zoom in$/ });
    await expect(clusters.first()).toBeVisible();
    await page.goto('/en-ca/homecare');
    await expect(clusters.first()).toBeVisible();

    // Every result is on the map once: in a group's count or as a marker of its own.
    const labels = await markers(map).evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label')),
    );
    const grouped = labels.filter((label) => /listings here/.test(label ?? ''));
    const alone = labels.length - grouped.length;
    expect(grouped.reduce((sum, label) => sum + countOf(label), 0) + alone).toBeGreaterThanOrEqual(
      7,
    );
    const group = clusters.first();
    await expect(group).toHaveText(String(countOf(await group.getAttribute('aria-label'))));

    // With no tiles configured the base is blank, and nothing is broken.
    await expect(map.locator('img.leaflet-tile')).toHaveCount(0);

    // The group gives way to what it held, at least one of them a listing on its own.
    const groupLabel = (await group.getAttribute('aria-label')) ?? '';
    await group.click();
    await expect(map.getByRole('button', { name: groupLabel, exact: true })).toHaveCount(0);
    expect(await markers(map).count()).toBeGreaterThanOrEqual(2);

    const listing = map.getByRole('button', { name: /^Maple Home Care — / }).first();
    await listing.click();
    await expect(page).toHaveURL(/\/en-ca\/homecare\/listings\/\d+/);
  });

  test('works by keyboard: Enter opens a group, and the minus key zooms back out', async ({
    page,
  }) => {
    await page.goto(`/en-ca${TORONTO}`);
    const map = mapOf(page);
    const clusters = map.getByRole('button', { name: /^\d+ listings here, zoom in$/ });
    const groupLabel = (await clusters.first().getAttribute('aria-label')) ?? '';
    await clusters.first().focus();
    await page.keyboard.press('Enter');

    // The map keeps the focus once the group is gone, so the keys go on working.
    const container = map.locator('.leaflet-container');
    await expect(container).toBeFocused();
    await expect(map.getByRole('button', { name: groupLabel, exact: true })).toHaveCount(0);
    await expect(async () => {
      await page.keyboard.press('-');
      await expect(map.getByRole('button', { name: groupLabel, exact: true })).toBeVisible({
        timeout: 5_000,
      });
    }).toPass();
    await expect(map.getByText(/The list on this page holds the same results/)).toBeAttached();
  });
});

test('the water of the offline base follows the light and dark themes', async ({ page }) => {
  await page.goto(`/en-ca${TORONTO}`);
  const base = mapOf(page).locator('.leaflet-container');
  await expect(base).toHaveCSS('background-color', 'rgb(170, 211, 223)');
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(base).toHaveCSS('background-color', 'rgb(15, 29, 43)');
  await expect(
    mapOf(page)
      .getByRole('button', { name: /^\d+ listings here, zoom in$/ })
      .first(),
  ).toBeVisible();
});

test.describe('the search map on a phone, in Spanish', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('shows groups in Spanish without a sideways scroll', async ({ page }) => {
    await page.goto(`/es-es${TORONTO}`);
    await page.getByRole('button', { name: 'Mapa' }).click();
    const map = mapOf(page, 'Mapa de los resultados');
    await expect(
      map.getByRole('button', { name: /^\d+ anuncios aquí; acerque el mapa$/ }).first(),
    ).toBeVisible();
    await expect(map.getByRole('button', { name: 'Acercar' })).toBeVisible();
    expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  });
});
