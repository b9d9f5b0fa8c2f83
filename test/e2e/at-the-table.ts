import type { Page } from 'playwright-core';

export interface TableSizes {
  /** The body text size, in px. */
  body: number;
  /** How many visible controls were measured. */
  controls: number;
  /** The visible controls smaller than a 44 px touch target in either direction. */
  tooSmall: { text: string; size: number }[];
}

/**
 * Readable at arm's length, usable with a finger (DESIGN.md §6): the body text size and every visible
 * control matching `controls` that is under 44 px wide or tall.
 */
export function measureAtTheTable(page: Page, controls: string): Promise<TableSizes> {
  return page.evaluate((selector) => {
    const visible = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null);
    return {
      body: parseFloat(getComputedStyle(document.body).fontSize),
      controls: visible.length,
      tooSmall: visible
        .map((el) => {
          const box = el.getBoundingClientRect();
          return { text: el.textContent?.trim() ?? '', size: Math.min(box.width, box.height) };
        })
        .filter((control) => control.size < 44),
    };
  }, controls);
}
