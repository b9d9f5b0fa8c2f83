import type { Page } from 'playwright-core';

export interface SmallText {
  text: string;
  size: number;
}

/**
 * Readable at arm's length (DESIGN.md §6): every visible piece of text under `root` whose font is
 * smaller than `minimum` px (18 by default). Text is measured where it is written (its parent
 * element's computed size), so a small caption inside a large block is found; text hidden from
 * sight (display none, visibility hidden, clipped to 1 px for screen readers) is left out.
 */
export function smallText(page: Page, root: string, minimum = 18): Promise<SmallText[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const found: { text: string; size: number }[] = [];
      for (const container of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(container, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim() ?? '';
          const parent = node.parentElement;
          if (!text || !parent) continue;
          const style = getComputedStyle(parent);
          const box = parent.getBoundingClientRect();
          if (style.visibility === 'hidden' || box.width <= 1 || box.height <= 1 || parent.closest('[aria-hidden="true"] svg')) continue;
          if (parent.offsetParent === null && style.position !== 'fixed') continue;
          const size = parseFloat(style.fontSize);
          if (size < min) found.push({ text: text.slice(0, 60), size });
        }
      }
      return found;
    },
    { selector: root, min: minimum },
  );
}

/** Every visible control under `root` (buttons, links, inputs, selects, summaries) smaller than 44 px either way. */
export function smallTargets(page: Page, root: string, minimum = 44): Promise<{ text: string; width: number; height: number }[]> {
  return page.evaluate(
    ({ selector, min }) => {
      const controls = [...document.querySelectorAll(selector)].flatMap((container) => [
        ...container.querySelectorAll('button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]'),
      ]);
      return controls
        .filter((el) => {
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return style.visibility !== 'hidden' && style.display !== 'none' && box.width > 0 && box.height > 0;
        })
        .map((el) => {
          const box = el.getBoundingClientRect();
          // A checkbox or radio counts with the label that wraps it: tapping the label ticks it.
          const label = el instanceof HTMLInputElement && (el.type === 'checkbox' || el.type === 'radio') ? el.closest('label') : null;
          const target = label ? label.getBoundingClientRect() : box;
          return { text: (el.textContent?.trim() || el.getAttribute('aria-label') || (el as HTMLInputElement).name || el.tagName).slice(0, 60), width: Math.round(target.width), height: Math.round(target.height) };
        })
        .filter((control) => control.width < min || control.height < min);
    },
    { selector: root, min: minimum },
  );
}
