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

/**
 * The words of the table bar that must be read whole, wherever the bar is cut short: the round and
 * the phase, and the gist of why the phase cannot end (its words before the first colon, or all of
 * them). Returns each one that is clipped or lies under a control, with what shows of it; none when
 * all can be read. What just changed may be cut: its whole sentence is one tap away.
 */
export function barWordsCut(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const clipped: string[] = [];
    const bar = document.querySelector('.table-bar');
    if (!bar) return ['no table bar'];
    /** The right edge of the first `length` characters of `el`'s text, against the right edge of what shows of it. */
    const fits = (el: Element, length: number) => {
      const range = document.createRange();
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      let left = length;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        if (!range.startContainer || range.startContainer === document) range.setStart(node, 0);
        if (text.length >= left) {
          range.setEnd(node, left);
          break;
        }
        left -= text.length;
        range.setEnd(node, text.length);
      }
      let visible = el.getBoundingClientRect().right;
      for (let box: Element | null = el; box && box !== bar.parentElement; box = box.parentElement) {
        if (getComputedStyle(box).overflowX !== 'visible') visible = Math.min(visible, box.getBoundingClientRect().right - parseFloat(getComputedStyle(box).paddingRight));
      }
      return range.getBoundingClientRect().right <= visible + 0.5;
    };
    const where = bar.querySelector('.where');
    if (!where || (where as HTMLElement).offsetParent === null) clipped.push('round and phase not shown');
    else if (!fits(where, (where.textContent ?? '').length)) clipped.push(`round and phase: ${where.textContent?.trim()}`);
    else {
      const words = where.getBoundingClientRect();
      for (const control of bar.querySelectorAll('button')) {
        const box = control.getBoundingClientRect();
        if (box.width > 0 && box.left < words.right && box.right > words.left && box.top < words.bottom && box.bottom > words.top) {
          clipped.push(`round and phase under "${control.textContent?.trim()}"`);
        }
      }
    }
    for (const note of bar.querySelectorAll('.blocked')) {
      const text = (note.textContent ?? '').trimStart();
      const gist = text.includes(':') ? text.indexOf(':') : text.length;
      if ((note as HTMLElement).offsetParent === null || !fits(note, gist)) clipped.push(`why the phase cannot end: ${text.slice(0, gist)}`);
    }
    return clipped;
  });
}

export { armadaGameWith, hostCall } from './armada-host';
