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
