/**
 * A guided flow leads the screen: its top is scrolled to sit just below the sticky table bar, so the
 * step in hand gets the whole window.
 */
export function scrollBelowBar(node: HTMLElement, gap = 8): void {
  const barHeight = document.querySelector('.table-bar')?.getBoundingClientRect().height ?? 0;
  const offset = node.getBoundingClientRect().top - barHeight - gap;
  if (Math.abs(offset) > 4) window.scrollBy({ top: offset, behavior: 'instant' });
}

/**
 * A panel fixed over the table (the attack, a unit's detail) starts just below the table bar, wherever
 * the page is scrolled, so undo, the phase and what just changed stay in sight above it.
 * Returns the function that stops following (an $effect's cleanup).
 */
export function followBarBottom(node: HTMLElement, gap = 6): () => void {
  const place = () => {
    const bottom = document.querySelector('.table-bar')?.getBoundingClientRect().bottom ?? 0;
    node.style.top = `${Math.max(gap, Math.round(bottom + gap))}px`;
  };
  place();
  window.addEventListener('scroll', place, { passive: true });
  window.addEventListener('resize', place);
  return () => {
    window.removeEventListener('scroll', place);
    window.removeEventListener('resize', place);
  };
}

let panelsNeedingRoom = 0;

/**
 * Issue 37 · on a phone the table bar scrolls with the page until it sticks at the top. A panel opened
 * over the table (the attack, a unit's detail) brings the page to where the bar sticks, so the panel has
 * the screen under the bar: opened with the page at its top it had a third of the screen, and its own
 * head covered its first choices. The table gets room below it to scroll that far (a short table could
 * not; the bar sticks only within the table that holds it), which the panel covers. Returns the
 * function that gives the room back (an $effect's cleanup).
 */
export function barToTheTopOnAPhone(): () => void {
  if (!window.matchMedia('(max-width: 640px)').matches) return () => {};
  const bar = document.querySelector<HTMLElement>('.table-bar');
  const table = bar?.parentElement;
  if (!bar || !table) return () => {};
  panelsNeedingRoom++;
  table.setAttribute('data-panel-room', '');
  const top = bar.getBoundingClientRect().top;
  if (top > 1) window.scrollBy({ top, behavior: 'instant' });
  return () => {
    panelsNeedingRoom--;
    if (panelsNeedingRoom === 0) table.removeAttribute('data-panel-room');
  };
}
