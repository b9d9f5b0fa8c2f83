import { scrollBelowBar } from '../shared/below-the-bar';

/**
 * Brings an opened form to the top of what the player sees: of the side column when it scrolls on
 * its own (a laptop), else of the window just below the sticky table bar (a tablet).
 */
export function alignBelowBar(node: HTMLElement): void {
  const column = node.closest<HTMLElement>('.side');
  if (column && column.scrollHeight > column.clientHeight) {
    column.scrollBy({ top: node.getBoundingClientRect().top - column.getBoundingClientRect().top - 8, behavior: 'instant' });
    return;
  }
  if (!column) scrollBelowBar(node, 20);
}
