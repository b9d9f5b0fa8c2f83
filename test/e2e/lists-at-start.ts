import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// The steps before a game from two lists, as a player takes them: card data imported on the
// Collection screen, and a list pasted for each side on the new game form.

const squash = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();

export async function importCardData(page: Page, folder: string): Promise<void> {
  const cardData = page.getByRole('region', { name: 'Card data' });
  await cardData.getByRole('textbox', { name: 'Import card data from a folder or .zip' }).fill(folder);
  await cardData.getByRole('button', { name: 'Import' }).click();
  await expect.poll(async () => squash(await cardData.locator('.summary').textContent()), { timeout: 80_000, interval: 500 }).toMatch(/^Imported /);
}

export async function pasteSide(page: Page, side: 1 | 2, player: string, text: string): Promise<void> {
  const fieldset = page.getByRole('group', { name: side === 1 ? 'First player' : 'Second player' });
  await fieldset.getByRole('textbox', { name: 'Player' }).fill(player);
  await fieldset.getByRole('radio', { name: 'Paste or open a list' }).check();
  await fieldset.getByRole('textbox', { name: /Paste a list/ }).fill(text);
  await fieldset.getByRole('button', { name: 'Read list' }).click();
  await fieldset.getByRole('region', { name: 'What was understood' }).waitFor();
}
