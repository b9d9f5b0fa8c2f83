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

/**
 * Issue 11 · activates a squadron from its tile: one tap, and its attack panel opens at once on its
 * targets (a squadron has no dial), keyboard focus on the first target.
 */
export async function activateSquadron(page: Page, squadronName: string | RegExp): Promise<void> {
  const name = typeof squadronName === 'string' ? `Activate ${squadronName}` : new RegExp(`^Activate ${squadronName.source}`);
  await page.getByRole('button', { name, exact: typeof squadronName === 'string' }).first().click();
  await page.getByRole('dialog', { name: /attack/i }).waitFor();
  await expect.poll(() => page.evaluate(() => document.activeElement !== null && document.activeElement === document.querySelector('[role="dialog"] .targets button'))).toBe(true);
}

/** Counts the taps a player makes from now: every click on a control, and separately those that enter a die face. */
export async function startCountingTaps(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { taps?: { all: number; dice: number }; countingTaps?: boolean };
    w.taps = { all: 0, dice: 0 };
    if (w.countingTaps) return;
    w.countingTaps = true;
    document.addEventListener('click', (event) => {
      const control = (event.target as Element | null)?.closest('button, a, input, label, summary');
      if (!control || !w.taps) return;
      w.taps.all++;
      if (control.hasAttribute('data-dice-entry')) w.taps.dice++;
    }, true);
  });
}
export const taps = (page: Page) => page.evaluate(() => (window as unknown as { taps: { all: number; dice: number } }).taps);

/** Enters `n` dice of one colour showing `face` in the attack panel's tray, one tap each. */
export async function enterDice(page: Page, color: string, face: string, n: number): Promise<void> {
  const face_ = face.replace('+', '\\+');
  for (let i = 0; i < n; i++) await page.getByRole('dialog', { name: /attack/i }).getByRole('button', { name: new RegExp(`^${color}: ${face_}( ×|$)`) }).click();
}
