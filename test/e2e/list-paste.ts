import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Steps the list e2e tests share: card data imported on the Collection screen, and a list pasted
// into one side of the new-game form, as a player does them.

export const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export async function importCardData(page: Page, folder: string): Promise<void> {
  const cardData = page.getByRole('region', { name: 'Card data' });
  await cardData.getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(folder);
  await cardData.getByRole('button', { name: 'Import' }).click();
  await expect.poll(async () => squash(await cardData.locator('.summary').textContent()), { timeout: 80_000, interval: 500 }).toMatch(/^Imported /);
}

/** The Games screen's new-game form, named, for this game, started from two lists. */
export async function newGameFromLists(page: Page, name: string, game: 'Star Wars: Armada' | 'Star Wars: X-Wing'): Promise<void> {
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Games', exact: true }).click();
  await page.getByRole('textbox', { name: 'Game name', exact: true }).fill(name);
  await page.getByRole('radio', { name: game }).check();
  await page.getByRole('checkbox', { name: /Start from two lists/ }).check();
}

export async function pasteSide(page: Page, side: 1 | 2, player: string, text: string): Promise<void> {
  const fieldset = page.getByRole('group', { name: side === 1 ? 'First player' : 'Second player' });
  await fieldset.getByRole('textbox', { name: 'Player' }).fill(player);
  await fieldset.getByRole('radio', { name: 'Paste or open a list' }).check();
  await fieldset.getByRole('textbox', { name: /Paste a list/ }).fill(text);
  await fieldset.getByRole('button', { name: 'Read list' }).click();
  await fieldset.getByRole('region', { name: 'What was understood' }).waitFor();
}

/**
 * A game from two pasted lists, the card data imported first: the form's steps as a player takes
 * them. Lists with problems make the form ask first (issue 25); these tests start anyway.
 */
export async function startGameFromLists(page: Page, url: string, folder: string, system: 'Star Wars: Armada' | 'Star Wars: X-Wing', game: string, first: [string, string], second: [string, string]): Promise<void> {
  await page.goto(url);
  await page.getByRole('navigation', { name: 'Screens' }).getByRole('link', { name: 'Collection', exact: true }).click();
  await importCardData(page, folder);
  await newGameFromLists(page, game, system);
  await pasteSide(page, 1, ...first);
  await pasteSide(page, 2, ...second);
  await page.getByRole('button', { name: 'Create game from these lists' }).click();
  await page.locator('dialog[open], .bar').first().waitFor();
  const asked = page.getByRole('dialog', { name: /problems/ });
  if (await asked.isVisible()) await asked.getByRole('button', { name: 'Start anyway' }).click();
}

/** An X-Wing game from two pasted lists (startGameFromLists). */
export const startXwingFromLists = (page: Page, url: string, folder: string, game: string, first: [string, string], second: [string, string]): Promise<void> =>
  startGameFromLists(page, url, folder, 'Star Wars: X-Wing', game, first, second);
