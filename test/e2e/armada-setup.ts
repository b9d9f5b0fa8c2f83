// The Armada setup step as a player goes through it in the browser (issue 24): the second player
// chooses one of the first player's objectives, then each ship is deployed at a speed, and round 1
// starts. For e2e tests whose subject comes after it.
import type { Page } from 'playwright-core';

export async function chooseObjectiveAndDeploy(page: Page, objective?: string): Promise<void> {
  const choice = page.getByRole('group', { name: 'Objective' });
  if ((await choice.count()) > 0) {
    const button = objective ? choice.getByRole('button', { name: objective, exact: true }) : choice.locator('[data-player] button').first();
    await button.click();
  }
  const setup = page.getByRole('region', { name: /^Setup/ });
  await setup.waitFor();
  const ships = setup.locator('.ship');
  for (let n = 0; n < (await ships.count()); n++) await ships.nth(n).getByRole('group', { name: /: speed$/ }).getByRole('button').first().click();
  await setup.getByRole('button', { name: 'Start round 1' }).click();
  await setup.waitFor({ state: 'detached' });
}
