import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

// Where things are on the X-Wing table, as the e2e tests read them: a ship's tile, its detail drawer,
// the attack sheet, the phase, and "Next phase" until the bar says the phase named. `page` is a getter:
// the shared browser run hands the page over once it has started.

export function xwingTable(page: () => Page) {
  const phase = () => page().locator('.bar .phase').textContent();
  return {
    tile: (name: string): Locator => page().locator('article.tile', { has: page().getByRole('heading', { name, exact: true }) }),
    drawer: (): Locator => page().locator('aside.drawer'),
    sheet: (): Locator => page().getByRole('dialog', { name: /^Attack/ }),
    phase,
    async nextPhase(to: string): Promise<void> {
      await page().getByRole('button', { name: 'Next phase' }).click();
      await expect.poll(phase).toBe(to);
    },
  };
}
