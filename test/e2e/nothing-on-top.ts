import type { Page } from 'playwright-core';

// Issue 37 · nothing on top of anything: the boxes of what a player taps and reads, each against the
// window and against every other. Tests call these at every size with any panel open.

/** The three sizes a table is played at: a laptop, a tablet, a phone. */
export const SIZES = [
  { name: 'laptop', width: 1366, height: 768 },
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/**
 * Resolves once the layout has settled after a resize: the boxes of the controls on the page are the same
 * over two animation frames in a row (a bar that measures itself, a grid that reflows). No fixed wait.
 */
export async function layoutSettled(page: Page): Promise<void> {
  await page.waitForFunction(
    () =>
      new Promise<boolean>((resolve) => {
        const shape = () =>
          [...document.querySelectorAll('button, input, select, h1, h2, h3, .table-bar')]
            .map((el) => {
              const box = el.getBoundingClientRect();
              return `${Math.round(box.left)},${Math.round(box.top)},${Math.round(box.width)},${Math.round(box.height)}`;
            })
            .join(';');
        const before = `${window.innerWidth}x${window.innerHeight}|${shape()}`;
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(before === `${window.innerWidth}x${window.innerHeight}|${shape()}`)));
      }),
    undefined,
    { polling: 'raf' },
  );
}

/**
 * Every visible button of the table bar that lies (even partly) outside the window or the bar, and every two
 * of them whose boxes intersect; none when the bar fits.
 */
export function barButtonsMisplaced(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const bar = document.querySelector('.table-bar');
    if (!bar) return ['no table bar'];
    const name = (el: Element) => (el.textContent?.trim() || el.getAttribute('aria-label') || el.tagName).replace(/\s+/g, ' ').slice(0, 40);
    const buttons = [...bar.querySelectorAll('button')]
      .filter((el) => getComputedStyle(el).visibility !== 'hidden' && el.getBoundingClientRect().width > 0 && el.getBoundingClientRect().height > 0)
      // The line of what just changed is the cell's background: the notes over it let taps through to it.
      .filter((el) => !el.matches('.last'))
      .map((el) => ({ name: name(el), box: el.getBoundingClientRect() }));
    const found: string[] = [];
    const frame = bar.getBoundingClientRect();
    for (const { name: label, box } of buttons) {
      if (box.left < frame.left - 0.5 || box.top < frame.top - 0.5 || box.right > frame.right + 0.5 || box.bottom > frame.bottom + 0.5) found.push(`"${label}" out of the bar`);
      if (box.left < -0.5 || box.top < -0.5 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) {
        found.push(`"${label}" outside the window (${Math.round(box.left)}, ${Math.round(box.top)} → ${Math.round(box.right)}, ${Math.round(box.bottom)})`);
      }
    }
    for (let i = 0; i < buttons.length; i++) {
      for (let j = i + 1; j < buttons.length; j++) {
        const a = buttons[i]!.box;
        const b = buttons[j]!.box;
        if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) found.push(`"${buttons[i]!.name}" over "${buttons[j]!.name}"`);
      }
    }
    return found;
  });
}

/**
 * Every visible control (button, link, input, select, summary) and every visible label (an element
 * holding text of its own) under `root`: each one outside the window, each two that overlap (one
 * inside the other is fine: a label in its button, a tile's name on the tile), and each text cut
 * inside a word (wider than its box and not ended by an ellipsis on a whole word... so any clipped
 * text that is not ellipsised). Returns what it found, in words; none when nothing is on top of
 * anything. What scrolls inside a panel is measured where it is clipped to.
 */
export function thingsOnTop(page: Page, root = 'main, .table-bar, [role="dialog"], aside'): Promise<string[]> {
  return page.evaluate((selector) => {
    const found = new Set<string>();
    const roots = [...document.querySelectorAll(selector)];
    const shown = (el: Element) => {
      const style = getComputedStyle(el);
      const box = el.getBoundingClientRect();
      if (style.visibility === 'hidden' || style.display === 'none' || box.width < 2 || box.height < 2) return false;
      if ((el as HTMLElement).offsetParent === null && style.position !== 'fixed') return false;
      // Hidden for sight (a screen reader's words clipped to 1 px) or drawn as a picture.
      if (el.closest('[aria-hidden="true"], svg, .visually-hidden, .sr-only')) return false;
      // Inside a closed <details> (laid out, never drawn) or anything else the browser does not draw.
      if (!el.checkVisibility({ contentVisibilityAuto: true, visibilityProperty: true })) return false;
      return true;
    };
    /** What of `el` shows: its box cut by every ancestor that clips. */
    const visibleBox = (el: Element) => {
      const box = el.getBoundingClientRect();
      let left = box.left;
      let top = box.top;
      let right = box.right;
      let bottom = box.bottom;
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) {
        const style = getComputedStyle(up);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const clip = up.getBoundingClientRect();
          left = Math.max(left, clip.left);
          right = Math.min(right, clip.right);
          top = Math.max(top, clip.top);
          bottom = Math.min(bottom, clip.bottom);
        }
      }
      return { left, top, right, bottom, scrolledAway: right - left < 1 || bottom - top < 1 };
    };
    const controls = 'button, a[href], input:not([type="hidden"]), select, textarea, summary, [role="button"]';
    const items: { el: Element; name: string; control: boolean }[] = [];
    const seen = new Set<Element>();
    for (const container of roots) {
      for (const el of [container, ...container.querySelectorAll('*')]) {
        if (seen.has(el)) continue;
        seen.add(el);
        const control = el.matches(controls);
        const ownText = [...el.childNodes].some((node) => node.nodeType === Node.TEXT_NODE && (node.textContent ?? '').trim() !== '');
        if (!control && !ownText) continue;
        // A label inside a control is the control's own: measured with it.
        if (!control && el.closest(controls)) continue;
        if (!shown(el)) continue;
        const name = (el.textContent?.trim() || el.getAttribute('aria-label') || (el as HTMLInputElement).name || el.tagName).replace(/\s+/g, ' ').slice(0, 40);
        items.push({ el, name, control });
      }
    }
    // A panel as wide as the window (a drawer on a tablet or a phone) is the screen while it is open:
    // what lies under it is out of sight, not under it by mistake.
    const sheets = [...document.querySelectorAll('aside, [role="dialog"]')].filter((el) => {
      const box = el.getBoundingClientRect();
      return getComputedStyle(el).position === 'fixed' && box.width >= window.innerWidth - 20 && box.height >= window.innerHeight / 2;
    });
    const underSheet = (el: Element) => sheets.some((sheet) => !sheet.contains(el) && (() => {
      const box = el.getBoundingClientRect();
      const over = sheet.getBoundingClientRect();
      return box.top >= over.top - 0.5 && box.bottom <= over.bottom + 0.5;
    })());
    const boxes = items.map((item) => ({ ...item, box: visibleBox(item.el) })).filter((item) => !item.box.scrolledAway && !underSheet(item.el));
    /** The panel fixed over the page that holds `el` (a dock, a drawer, the bar), if any. */
    const layer = (el: Element) => {
      for (let up: Element | null = el; up && up !== document.body; up = up.parentElement) {
        const position = getComputedStyle(up).position;
        if (position === 'fixed' || position === 'sticky') return up;
      }
      return null;
    };
    for (const { el, name, box } of boxes) {
      if (box.left < -0.5 || box.top < -0.5 || box.right > window.innerWidth + 0.5 || box.bottom > window.innerHeight + 0.5) {
        // Below the window is where a page scrolls to; only a table that must fit is measured for it.
        if (box.bottom > window.innerHeight + 0.5 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5 && box.top >= 0) continue;
        // Above the window is where a scrolled page came from (the page's own, not a panel fixed over it).
        if (box.top < -0.5 && window.scrollY > 0 && box.left >= -0.5 && box.right <= window.innerWidth + 0.5 && !layer(el)) continue;
        found.add(`"${name}" outside the window`);
      }
    }
    /** The element drawn on top at a point, if either is it (or inside it). */
    const onTop = (a: Element, b: Element, x: number, y: number) => {
      const top = document.elementFromPoint(x, y);
      return !!top && (a.contains(top) || b.contains(top) || top.contains(a) || top.contains(b));
    };
    /** Where the words of `el` are drawn (its text's own box, not the room around it), cut as its box is. */
    const wordsBox = (el: Element, cut: { left: number; top: number; right: number; bottom: number }) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const words = range.getBoundingClientRect();
      return { left: Math.max(words.left, cut.left), right: Math.min(words.right, cut.right), top: Math.max(words.top, cut.top), bottom: Math.min(words.bottom, cut.bottom) };
    };
    type Box = { left: number; top: number; right: number; bottom: number };
    /** An inline element's boxes line by line (each cut as its whole box is); any other element's one box. */
    const linesOf = (el: Element, cut: Box): Box[] => {
      const rects = [...el.getClientRects()];
      if (getComputedStyle(el).display !== 'inline' || rects.length < 2) return [cut];
      return rects.map((rect) => ({ left: Math.max(rect.left, cut.left), right: Math.min(rect.right, cut.right), top: Math.max(rect.top, cut.top), bottom: Math.min(rect.bottom, cut.bottom) }));
    };
    const passesTaps = (el: Element) => getComputedStyle(el).pointerEvents === 'none';
    // A page taller than the window scrolls what a docked panel covers out from under it (the table
    // leaves the panel's height free at its foot): there a panel and the page are layers, each measured
    // on its own. A table that fits the window (a laptop) is measured whole.
    const scrolls = document.documentElement.scrollHeight > window.innerHeight + 1;
    /** A panel that scrolls (the attack panel) scrolled what it holds under its own head, which stays: layers too. */
    const scrolledWithin = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement) if (up.scrollTop > 0) return true;
      return false;
    };
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        if ((scrolls || scrolledWithin(a.el) || scrolledWithin(b.el)) && layer(a.el) !== layer(b.el)) continue;
        // Words laid over a control that let taps through to it (the bar's notes over what just
        // changed) are on top only where they meet the control's own words.
        const aBox = !a.control || !(b.control ? false : passesTaps(b.el)) ? a.box : wordsBox(a.el, a.box);
        const bBox = !b.control || !(a.control ? false : passesTaps(a.el)) ? b.box : wordsBox(b.el, b.box);
        // Words wrapped over two lines (a name in a sentence) are measured line by line, not as the box around both.
        const overlaps = linesOf(a.el, aBox).some((one) => linesOf(b.el, bBox).some((other) => {
          const left = Math.max(one.left, other.left);
          const right = Math.min(one.right, other.right);
          const top = Math.max(one.top, other.top);
          const bottom = Math.min(one.bottom, other.bottom);
          // Touching edges, or a pixel's rounding, is not on top.
          if (right - left <= 1.5 || bottom - top <= 1.5) return false;
          // Two things in the same spot that a player sees as one (one drawn over the other, the other hidden by it) still count.
          return onTop(a.el, b.el, (left + right) / 2, (top + bottom) / 2);
        }));
        if (overlaps) found.add(`"${a.name}" over "${b.name}"`);
      }
    }
    for (const { el, name } of items) {
      const html = el as HTMLElement;
      const style = getComputedStyle(html);
      if (style.overflowX === 'visible' || html.scrollWidth <= html.clientWidth + 1) continue;
      if (style.textOverflow === 'ellipsis' || style.webkitLineClamp !== 'none') continue;
      // A panel that scrolls sideways is not cut.
      if (style.overflowX === 'auto' || style.overflowX === 'scroll') continue;
      found.add(`"${name}" cut inside a word`);
    }
    // A panel (the attack panel, a drawer) whose content is wider than it: what sticks out is cut at its edge.
    for (const panel of roots.filter((el) => el.matches('[role="dialog"], aside') && shown(el))) {
      const html = panel as HTMLElement;
      if (html.scrollWidth > html.clientWidth + 1) found.add(`"${(panel.getAttribute('aria-label') ?? panel.querySelector('h2, h3')?.textContent ?? panel.tagName).trim().slice(0, 40)}" wider than its panel (${html.scrollWidth} px in ${html.clientWidth})`);
    }
    return [...found];
  }, root);
}
