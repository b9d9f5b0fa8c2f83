import type { Page } from 'playwright-core';

export interface TableSizes {
  /** The body text size, in px. */
  body: number;
  /** How many visible controls were measured. */
  controls: number;
  /** The visible controls smaller than a 44 px touch target in either direction. */
  tooSmall: { text: string; size: number }[];
  /** How many visible pieces of text were measured. */
  texts: number;
  /** The visible text set under 18 px. */
  smallText: { text: string; size: number }[];
}

/**
 * Readable at arm's length, usable with a finger (DESIGN.md §6): the body text size, every visible
 * control matching `controls` that is under 44 px wide or tall (a checkbox or radio is measured by
 * the label around it, which is what a finger taps), and every visible piece of text under 18 px
 * inside `within` (selectors, comma-separated).
 */
export function measureAtTheTable(page: Page, controls: string, within = 'body'): Promise<TableSizes> {
  return page.evaluate(
    ([selector, root]) => {
      const shown = (el: Element) => {
        const box = el.getBoundingClientRect();
        return box.width > 2 && box.height > 2 && getComputedStyle(el).visibility !== 'hidden';
      };
      const visible = [...document.querySelectorAll(selector)].filter((el) => (el as HTMLElement).offsetParent !== null && shown(el));
      const target = (el: Element) => (el.matches('input[type="checkbox"], input[type="radio"]') ? (el.closest('label') ?? el) : el);
      const texts = [...document.querySelectorAll(root.split(',').map((part) => `${part.trim()} *`).join(', '))].filter(
        (el) => shown(el) && [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== ''),
      );
      return {
        body: parseFloat(getComputedStyle(document.body).fontSize),
        controls: visible.length,
        tooSmall: visible
          .map((el) => {
            const box = target(el).getBoundingClientRect();
            return { text: el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName, size: Math.min(box.width, box.height) };
          })
          .filter((control) => control.size < 44),
        texts: texts.length,
        smallText: texts
          .map((el) => ({ text: (el.textContent ?? '').trim().slice(0, 60), size: parseFloat(getComputedStyle(el).fontSize) }))
          .filter((text) => text.size < 18),
      };
    },
    [controls, within] as const,
  );
}

export { armadaGameWith, hostCall } from './armada-host';
