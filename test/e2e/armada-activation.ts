import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// Issue 24 · the activation in the game's order, as a player does it: the dial first (in the docked
// activation panel), then the attack panel when the player asks for it.

/** The docked panel of the activated unit. */
export const activationPanel = (page: Page, unitName: string | RegExp) =>
  page.getByRole('group', { name: typeof unitName === 'string' ? `${unitName} activated` : new RegExp(`${unitName.source}.* activated$`) });

/** Says which command the top dial shows (spent as a dial): one tap. */
export async function revealDial(page: Page, shipName: string, command = 'Navigate'): Promise<void> {
  const commands = page.getByRole('group', { name: `${shipName}: commands` });
  await commands.getByRole('button', { name: command, exact: true }).click();
  await expect.poll(() => commands.getByRole('button', { name: command, exact: true }).count()).toBe(0);
}

/** Opens the attack panel from the activation panel: one tap. */
export async function openAttack(page: Page, unitName: string | RegExp): Promise<void> {
  await activationPanel(page, unitName).getByRole('button', { name: 'Attack', exact: true }).click();
  await page.getByRole('dialog', { name: /attack/i }).waitFor();
}
